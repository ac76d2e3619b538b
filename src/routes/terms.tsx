import { LegalDocumentView } from '@/components/legal-document/legal-document';
import { PageHero } from '@/components/page-hero/page-hero';
import { pageIntros } from '@/content/page-intros';
import { offerTerms } from '@/content/terms';
import { PageHead } from '@/seo/page-head';

export function TermsRoute() {
  return (
    <>
      <PageHead routeId="terms" />
      <PageHero {...pageIntros.terms} />
      <LegalDocumentView document={offerTerms} />
    </>
  );
}
