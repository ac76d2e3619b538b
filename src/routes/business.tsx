import { ButtonLinks } from '@/components/button/button-links';
import { CtaBand } from '@/components/cta-band/cta-band';
import { Section } from '@/components/section/section';
import { businessBenefits, businessCta, businessFeatures } from '@/content/business';
import { media } from '@/content/media';
import { IndustryGroups } from '@/features/services/business/industry-groups';
import { FeatureCards } from '@/features/services/shared/feature-cards';
import { SplitWithImage } from '@/features/services/shared/split-with-image';
import { RouteHeading } from '@/routes/route-heading';

export function BusinessRoute() {
  return (
    <>
      <RouteHeading routeId="business">
        <ButtonLinks links={businessCta.links} variant="outline" />
      </RouteHeading>
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
