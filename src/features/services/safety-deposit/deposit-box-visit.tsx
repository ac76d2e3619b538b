import { Section } from '@/components/section/section';
import { registerContact } from '@/content/register';
import { depositBoxVisit } from '@/content/safety-deposit-boxes';
import { ContactList } from '@/features/services/shared/contact-list';
import { HoursList } from '@/features/services/shared/hours-list';
import styles from '@/features/services/shared/two-columns.module.css';

/** Visit details: this page's hours (Sunday by appointment) and how to reach us. */
export function DepositBoxVisit() {
  return (
    <Section id="visit" title={depositBoxVisit.title} intro={depositBoxVisit.intro} tint>
      <div className={styles.columns}>
        <div>
          <h3>{depositBoxVisit.hoursHeading}</h3>
          <HoursList rows={depositBoxVisit.hours} />
        </div>
        <div>
          <h3>{depositBoxVisit.contactHeading}</h3>
          <ContactList {...registerContact} />
        </div>
      </div>
    </Section>
  );
}
