import styles from '@/components/legal-document/legal-document.module.css';
import { isOwnerPlaceholder, type LegalInline, legalCopy } from '@/content/legal-documents';

/** One run of a legal text: plain text, a link, or a highlighted fact the owner must supply. */
export function LegalInlinePart({ part }: { part: LegalInline }) {
  if (typeof part === 'string') return <>{part}</>;
  if (isOwnerPlaceholder(part)) {
    return (
      <mark className={styles.toConfirm} data-owner-to-confirm="">
        {legalCopy.toConfirm(part.toConfirm)}
      </mark>
    );
  }
  // Addresses on this site navigate in the app; mailto, tel and other sites are plain links.
  if (part.href.startsWith('/')) return <a href={part.href}>{part.text}</a>;
  return <a href={part.href}>{part.text}</a>;
}

export function LegalParts({ parts }: { parts: readonly LegalInline[] }) {
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one sentence never reorder, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <LegalInlinePart key={index} part={part} />
      ))}
    </>
  );
}
