import { EmailLink, PhoneLink, PostalAddress } from '@/components/contact/contact-details';
import styles from '@/features/services/shared/contact-list.module.css';

type ContactListProps = { phoneLabel: string; emailLabel: string; addressLabel: string };

/** Phone, email and address from site.ts, as links where they can be. */
export function ContactList({ phoneLabel, emailLabel, addressLabel }: ContactListProps) {
  return (
    <dl className={styles.list}>
      <div className={styles.row}>
        <dt>{phoneLabel}</dt>
        <dd>
          <PhoneLink />
        </dd>
      </div>
      <div className={styles.row}>
        <dt>{emailLabel}</dt>
        <dd>
          <EmailLink />
        </dd>
      </div>
      <div className={styles.row}>
        <dt>{addressLabel}</dt>
        <dd>
          <PostalAddress className={styles.address} />
        </dd>
      </div>
    </dl>
  );
}
