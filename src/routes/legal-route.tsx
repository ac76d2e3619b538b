import { LegalDocumentView } from '@/components/legal-document/legal-document';
import type { RouteId } from '@/config/paths';
import type { LegalDocument } from '@/content/legal-documents';
import { RouteHeading } from '@/routes/route-heading';

/** The privacy notice, offer terms and accessibility statement: a heading and one document. */
export function LegalRoute({ routeId, document }: { routeId: RouteId; document: LegalDocument }) {
  return (
    <>
      <RouteHeading routeId={routeId} />
      <LegalDocumentView document={document} />
    </>
  );
}
