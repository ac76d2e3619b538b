import { ButtonLink } from '@/components/button/button-link';
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
        <ButtonLink to={personalCta.primary.path}>{personalCta.primary.label}</ButtonLink>
        <ButtonLink to={personalCta.secondary.path} variant="outline">
          {personalCta.secondary.label}
        </ButtonLink>
      </PageHero>
      <PersonalStorables />
      <Section id="benefits" title={personalBenefits.title} tint>
        <FeatureCards items={personalBenefits.items} />
      </Section>
      <PersonalSizes />
      <CtaBand id="personal-cta" title={personalCta.title} text={personalCta.text}>
        <ButtonLink to={personalCta.primary.path}>{personalCta.primary.label}</ButtonLink>
        <ButtonLink to={personalCta.secondary.path} variant="onDark">
          {personalCta.secondary.label}
        </ButtonLink>
        <ButtonLink to={personalCta.tertiary.path} variant="onDark">
          {personalCta.tertiary.label}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
