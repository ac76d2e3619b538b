import { accessibilityStatement } from '@/content/accessibility-statement';
import { LegalRoute } from '@/routes/legal-route';

export function AccessibilityRoute() {
  return <LegalRoute routeId="accessibility" document={accessibilityStatement} />;
}
