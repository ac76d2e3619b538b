import { Section } from '@/components/section/section';
import { TermsNote } from '@/components/terms-link/terms-link';
import { whyChoose } from '@/content/home';
import styles from '@/features/home/why-choose.module.css';

/** The facility's claims, one card each. */
export function WhyChoose() {
  return (
    <Section id={whyChoose.id} eyebrow={whyChoose.eyebrow} title={whyChoose.title} centred>
      <ul className={styles.grid}>
        {whyChoose.reasons.map((reason) => (
          <li key={reason.title} className={styles.card}>
            <h3 className={styles.title}>{reason.title}</h3>
            <p className={styles.text}>{reason.text}</p>
            {'terms' in reason && <TermsNote offer={reason.terms} />}
          </li>
        ))}
      </ul>
    </Section>
  );
}
