import { LegalDocumentView } from '@/components/legal-document/legal-document';
import { PageHero } from '@/components/page-hero/page-hero';
import { accessibilityStatement } from '@/content/accessibility-statement';
import { pageIntros } from '@/content/page-intros';
import { PageHead } from '@/seo/page-head';

export function AccessibilityRoute() {
  return (
    <>
      <PageHead routeId="accessibility" />
      <PageHero {...pageIntros.accessibility} />
      <LegalDocumentView document={accessibilityStatement} />
    </>
  );
}
