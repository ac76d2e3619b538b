import { offerTerms } from '@/content/terms';
import { LegalRoute } from '@/routes/legal-route';

export function TermsRoute() {
  return <LegalRoute routeId="terms" document={offerTerms} />;
}
