import { CtaBand } from '@/components/cta-band/cta-band';
import { aboutCta } from '@/content/about';
import { AboutStory } from '@/features/about/about-story';
import { AboutValues } from '@/features/about/about-values';
import { CompanyFigures } from '@/features/about/company-figures';
import { TeamSection } from '@/features/about/team-section';
import { RouteHeading } from '@/routes/route-heading';

export function AboutRoute() {
  return (
    <>
      <RouteHeading routeId="about" />
      <CompanyFigures />
      <AboutStory />
      <AboutValues />
      <TeamSection />
      <CtaBand copy={aboutCta} />
    </>
  );
}
