import { Section } from '@/components/section/section';
import { TermsNote } from '@/components/terms-link/terms-link';
import { aboutValues as copy } from '@/content/about';
import styles from '@/features/about/about.module.css';

export function AboutValues() {
  return (
    <Section id={copy.id} eyebrow={copy.eyebrow} title={copy.title} tint>
      <ul className={styles.values}>
        {copy.values.map((value) => (
          <li key={value.title} className={styles.value}>
            <h3 className={styles.valueTitle}>{value.title}</h3>
            <p className={styles.valueText}>{value.text}</p>
            {'terms' in value && <TermsNote offer={value.terms} />}
          </li>
        ))}
      </ul>
    </Section>
  );
}
