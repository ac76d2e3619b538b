import { ButtonLinks } from '@/components/button/button-links';
import { CtaBand } from '@/components/cta-band/cta-band';
import { PageHero } from '@/components/page-hero/page-hero';
import { Section } from '@/components/section/section';
import { pageHeroImages } from '@/content/page-hero-images';
import { pageIntros } from '@/content/page-intros';
import { personalBenefits, personalCta } from '@/content/personal';
import { PersonalSizes } from '@/features/services/personal/personal-sizes';
import { PersonalStorables } from '@/features/services/personal/personal-storables';
import { FeatureCards } from '@/features/services/shared/feature-cards';
import { PageHead } from '@/seo/page-head';

export function PersonalRoute() {
  return (
    <>
      <PageHead routeId="personal" />
      <PageHero {...pageIntros.personal} image={pageHeroImages.personal}>
        <ButtonLinks links={personalCta.links.slice(0, 2)} variant="outline" />
      </PageHero>
      <PersonalStorables />
      <Section id="benefits" title={personalBenefits.title} tint>
        <FeatureCards items={personalBenefits.items} />
      </Section>
      <PersonalSizes />
      <CtaBand copy={personalCta} />
    </>
  );
}
