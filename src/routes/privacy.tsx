import { LegalDocumentView } from '@/components/legal-document/legal-document';
import { PageHero } from '@/components/page-hero/page-hero';
import { pageIntros } from '@/content/page-intros';
import { privacyNotice } from '@/content/privacy';
import { PageHead } from '@/seo/page-head';

export function PrivacyRoute() {
  return (
    <>
      <PageHead routeId="privacy" />
      <PageHero {...pageIntros.privacy} />
      <LegalDocumentView document={privacyNotice} />
    </>
  );
}
