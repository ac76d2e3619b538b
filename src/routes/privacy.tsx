import { privacyNotice } from '@/content/privacy';
import { LegalRoute } from '@/routes/legal-route';

export function PrivacyRoute() {
  return <LegalRoute routeId="privacy" document={privacyNotice} />;
}
