import { addressLines, site } from '@/content/site';
import styles from '@/features/services/shared/contact-list.module.css';

type ContactListProps = { phoneLabel: string; emailLabel: string; addressLabel: string };

/** Phone, email and address from site.ts, as links where they can be. */
export function ContactList({ phoneLabel, emailLabel, addressLabel }: ContactListProps) {
  return (
    <dl className={styles.list}>
      <div className={styles.row}>
        <dt>{phoneLabel}</dt>
        <dd>
          <a href={site.phone.href}>{site.phone.display}</a>
        </dd>
      </div>
      <div className={styles.row}>
        <dt>{emailLabel}</dt>
        <dd>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </dd>
      </div>
      <div className={styles.row}>
        <dt>{addressLabel}</dt>
        <dd>
          <address className={styles.address}>
            {addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </dd>
      </div>
    </dl>
  );
}
