import styles from '@/components/accordion/accordion.module.css';
import { TermsNote } from '@/components/terms-link/terms-link';
import type { OfferTermsId } from '@/content/legal';

export type AccordionItem = {
  readonly question: string;
  readonly answer: string;
  /** The offer the answer states, whose terms it links to. */
  readonly terms?: OfferTermsId;
};

type AccordionProps = {
  /** Prefix for element ids; must be unique on the page. */
  id: string;
  items: readonly AccordionItem[];
  /** Index of the open item, or null when all are closed. The caller keeps it (in the store). */
  openIndex: number | null;
  onToggle: (index: number) => void;
  headingLevel?: 3 | 4;
};

/**
 * A controlled accordion (WAI-ARIA pattern): each question is a button with
 * aria-expanded inside a heading, controlling its answer region. Which item is
 * open is the caller's state, so "one open at a time" and "clicking the open
 * one closes it" are store actions.
 */
export function Accordion({ id, items, openIndex, onToggle, headingLevel = 3 }: AccordionProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${id}-q${index}`;
        const panelId = `${id}-a${index}`;
        return (
          <div key={item.question} className={styles.item} data-open={open}>
            <Heading className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.button}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onToggle(index)}
              >
                <span>{item.question}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!open}
            >
              <p>{item.answer}</p>
              {item.terms && <TermsNote offer={item.terms} />}
            </section>
          </div>
        );
      })}
    </div>
  );
}
