import { Accordion } from '@/components/accordion/accordion';
import { Section } from '@/components/section/section';
import { depositBoxFaq } from '@/content/safety-deposit-box-faq';
import styles from '@/features/services/safety-deposit/deposit-box-faq.module.css';
import { useAppStore } from '@/store/app-store';
import { selectSdbFaqOpenIndex } from '@/store/sdb-faq-slice';

/** The safety deposit FAQ: one answer open at a time, kept in the store. */
export function DepositBoxFaq() {
  const openIndex = useAppStore(selectSdbFaqOpenIndex);
  const toggle = useAppStore((s) => s.toggleSdbFaqItem);
  return (
    <Section id="faq" title={depositBoxFaq.title}>
      <div className={styles.faq}>
        <Accordion
          id="sdb-faq"
          items={depositBoxFaq.items}
          openIndex={openIndex}
          onToggle={toggle}
        />
      </div>
    </Section>
  );
}
