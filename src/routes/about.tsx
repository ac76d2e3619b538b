import { CtaBand } from '@/components/cta-band/cta-band';
import { PageHero } from '@/components/page-hero/page-hero';
import { aboutCta } from '@/content/about';
import { pageHeroImages } from '@/content/page-hero-images';
import { pageIntros } from '@/content/page-intros';
import { AboutStory } from '@/features/about/about-story';
import { AboutValues } from '@/features/about/about-values';
import { CompanyFigures } from '@/features/about/company-figures';
import { TeamSection } from '@/features/about/team-section';
import { PageHead } from '@/seo/page-head';

export function AboutRoute() {
  return (
    <>
      <PageHead routeId="about" />
      <PageHero {...pageIntros.about} image={pageHeroImages.about} />
      <CompanyFigures />
      <AboutStory />
      <AboutValues />
      <TeamSection />
      <CtaBand copy={aboutCta} />
    </>
  );
}
