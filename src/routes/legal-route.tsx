import { LegalDocumentView } from '@/components/legal-document/legal-document';
import { PageHero } from '@/components/page-hero/page-hero';
import type { RouteId } from '@/config/paths';
import type { LegalDocument } from '@/content/legal-documents';
import { pageIntros } from '@/content/page-intros';
import { PageHead } from '@/seo/page-head';

/** The privacy notice, offer terms and accessibility statement: a heading and one document. */
export function LegalRoute({ routeId, document }: { routeId: RouteId; document: LegalDocument }) {
  return (
    <>
      <PageHead routeId={routeId} />
      <PageHero {...pageIntros[routeId]} />
      <LegalDocumentView document={document} />
    </>
  );
}
