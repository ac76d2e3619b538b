import { type KeyboardEvent, useRef } from 'react';
import { Accordion } from '@/components/accordion/accordion';
import { faqPageData } from '@/components/faq-tabs/faq-structured-data';
import styles from '@/components/faq-tabs/faq-tabs.module.css';
import { JsonLd } from '@/components/json-ld/json-ld';
import {
  type FaqCategory,
  faqCategories,
  faqItems,
  faqTabLabels,
  faqWidgetCopy,
} from '@/content/faq';
import { useAppStore } from '@/store/app-store';
import { selectActiveFaqTab, selectFaqOpenIndex } from '@/store/faq-slice';

const ID = 'faq';
const tabId = (c: FaqCategory) => `${ID}-tab-${c}`;
const panelId = (c: FaqCategory) => `${ID}-panel-${c}`;

/** Where each key moves focus in the tab list (WAI-ARIA tabs, automatic activation). */
const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * The shared FAQ widget: one tab per type of storage, each holding an
 * accordion of its questions. The active tab and the open answer live in the
 * store; switching tab closes the open answer. It also emits the questions as
 * schema.org FAQPage data, so every page that shows it carries them.
 */
export function FaqTabs() {
  const active = useAppStore(selectActiveFaqTab);
  const openIndex = useAppStore(selectFaqOpenIndex);
  const switchTab = useAppStore((s) => s.switchFaqTab);
  const toggleItem = useAppStore((s) => s.toggleFaqItem);
  const tabRefs = useRef<Partial<Record<FaqCategory, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = faqCategories[move(faqCategories.indexOf(active), faqCategories.length)];
    if (!next) return;
    switchTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={styles.widget}>
      <JsonLd data={faqPageData()} />
      <div
        role="tablist"
        aria-label={faqWidgetCopy.tabListLabel}
        className={styles.tabList}
        onKeyDown={onKeyDown}
      >
        {faqCategories.map((category) => {
          const selected = category === active;
          return (
            <button
              key={category}
              ref={(node) => {
                tabRefs.current[category] = node;
              }}
              id={tabId(category)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId(category)}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => switchTab(category)}
            >
              {faqTabLabels[category]}
            </button>
          );
        })}
      </div>
      {faqCategories.map((category) => (
        <div
          key={category}
          id={panelId(category)}
          role="tabpanel"
          aria-labelledby={tabId(category)}
          hidden={category !== active}
          className={styles.panel}
        >
          <Accordion
            id={`${ID}-${category}`}
            items={faqItems[category]}
            openIndex={category === active ? openIndex : null}
            onToggle={toggleItem}
          />
        </div>
      ))}
    </div>
  );
}
