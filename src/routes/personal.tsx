import { ButtonLinks } from '@/components/button/button-links';
import { CtaBand } from '@/components/cta-band/cta-band';
import { Section } from '@/components/section/section';
import { personalBenefits, personalCta } from '@/content/personal';
import { PersonalSizes } from '@/features/services/personal/personal-sizes';
import { PersonalStorables } from '@/features/services/personal/personal-storables';
import { FeatureCards } from '@/features/services/shared/feature-cards';
import { RouteHeading } from '@/routes/route-heading';

export function PersonalRoute() {
  return (
    <>
      <RouteHeading routeId="personal">
        <ButtonLinks links={personalCta.links.slice(0, 2)} variant="outline" />
      </RouteHeading>
      <PersonalStorables />
      <Section id="benefits" title={personalBenefits.title} tint>
        <FeatureCards items={personalBenefits.items} />
      </Section>
      <PersonalSizes />
      <CtaBand copy={personalCta} />
    </>
  );
}
