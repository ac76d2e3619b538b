import { ButtonLinks } from '@/components/button/button-links';
import { CheckList } from '@/components/check-list/check-list';
import { CtaBand } from '@/components/cta-band/cta-band';
import { Island } from '@/components/island/island';
import { Section } from '@/components/section/section';
import {
  depositBoxCta,
  depositBoxSecurity,
  depositBoxStorables,
} from '@/content/safety-deposit-boxes';
import { DepositBoxFaq } from '@/features/services/safety-deposit/deposit-box-faq';
import { DepositBoxOffer } from '@/features/services/safety-deposit/deposit-box-offer';
import { DepositBoxSizes } from '@/features/services/safety-deposit/deposit-box-sizes';
import { DepositBoxVisit } from '@/features/services/safety-deposit/deposit-box-visit';
import { RouteHeading } from '@/routes/route-heading';

export function SafetyDepositBoxesRoute() {
  return (
    <>
      <RouteHeading routeId="safetyDepositBoxes">
        <ButtonLinks links={depositBoxCta.links} variant="outline" />
      </RouteHeading>
      <DepositBoxOffer />
      <Section id="security" title={depositBoxSecurity.title} intro={depositBoxSecurity.intro} tint>
        <CheckList items={depositBoxSecurity.items} columns={2} />
      </Section>
      <DepositBoxSizes />
      <Section id="what-to-keep" title={depositBoxStorables.title} tint>
        <CheckList items={depositBoxStorables.items} columns={2} />
      </Section>
      <Island name="deposit-box-faq" strategy="visible" component={DepositBoxFaq} />
      <DepositBoxVisit />
      <CtaBand copy={depositBoxCta} />
    </>
  );
}
