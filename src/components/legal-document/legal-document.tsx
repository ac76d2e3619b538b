import styles from '@/components/legal-document/legal-document.module.css';
import { LegalParts } from '@/components/legal-document/legal-inline';
import { LegalTableView } from '@/components/legal-document/legal-table';
import { type LegalBlock, type LegalDocument, legalCopy } from '@/content/legal-documents';

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'paragraph') {
    return (
      <p>
        <LegalParts parts={block.parts} />
      </p>
    );
  }
  if (block.kind === 'table') return <LegalTableView table={block.table} />;
  return (
    <ul className={styles.list}>
      {block.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the items of a fixed text never reorder
        <li key={index}>
          <LegalParts parts={item} />
        </li>
      ))}
    </ul>
  );
}

/** A legal page's body: a list of its sections, then each section under its own anchor. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <div className={`section ${styles.document}`}>
      <div className="container">
        <div className={styles.body}>
          <nav aria-labelledby="legal-contents" className={styles.contents}>
            <h2 id="legal-contents" className={styles.contentsTitle}>
              {legalCopy.contentsLabel}
            </h2>
            <ul>
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ul>
          </nav>
          {document.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className={styles.part}
            >
              <h2 id={`${section.id}-heading`}>{section.title}</h2>
              {section.blocks.map((block, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of a fixed text never reorder
                <Block key={index} block={block} />
              ))}
            </section>
          ))}
          <p className={styles.updated}>{legalCopy.updated(document.updated)}</p>
        </div>
      </div>
    </div>
  );
}
