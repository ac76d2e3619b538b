import { ButtonLinks } from '@/components/button/button-links';
import { CtaBand } from '@/components/cta-band/cta-band';
import { PageHero } from '@/components/page-hero/page-hero';
import { Section } from '@/components/section/section';
import { businessBenefits, businessCta, businessFeatures } from '@/content/business';
import { media } from '@/content/media';
import { pageHeroImages } from '@/content/page-hero-images';
import { pageIntros } from '@/content/page-intros';
import { IndustryGroups } from '@/features/services/business/industry-groups';
import { FeatureCards } from '@/features/services/shared/feature-cards';
import { SplitWithImage } from '@/features/services/shared/split-with-image';
import { PageHead } from '@/seo/page-head';

export function BusinessRoute() {
  return (
    <>
      <PageHead routeId="business" />
      <PageHero {...pageIntros.business} image={pageHeroImages.business}>
        <ButtonLinks links={businessCta.links} variant="outline" />
      </PageHero>
      <Section id="benefits" title={businessBenefits.title}>
        <SplitWithImage image={media.storageTypes.business}>
          <FeatureCards items={businessBenefits.items} columns={1} />
        </SplitWithImage>
      </Section>
      <Section id="features" title={businessFeatures.title} intro={businessFeatures.intro} tint>
        <FeatureCards items={businessFeatures.items} />
      </Section>
      <IndustryGroups />
      <CtaBand copy={businessCta} />
    </>
  );
}
