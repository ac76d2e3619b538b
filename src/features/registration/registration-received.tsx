import type { Ref } from 'react';
import { registrationReceived } from '@/content/register';
import { receivedText } from '@/content/registration-form';
import styles from '@/features/registration/registration-received.module.css';
import { SentSummary } from '@/features/registration/sent-summary';
import type { SentRegistration } from '@/store/registration-slice';

type RegistrationReceivedProps = {
  headingRef: Ref<HTMLHeadingElement>;
  onRegisterAnother: () => void;
  /** What the site's own form sent; null after the widget completed. */
  sent: SentRegistration | null;
};

/** The "registration received" confirmation that replaces the form after the widget completes. */
export function RegistrationReceived({
  headingRef,
  onRegisterAnother,
  sent,
}: RegistrationReceivedProps) {
  return (
    <div className={styles.panel}>
      <span className={styles.tick} aria-hidden="true" />
      <h3 ref={headingRef} tabIndex={-1} className={styles.title}>
        {registrationReceived.title}
      </h3>
      {/* An email is mentioned only when the server said it queued one. */}
      <p>
        {sent ? receivedText(sent.confirmation, sent.contact.email) : registrationReceived.text}
      </p>
      {sent && (
        <div className={styles.summary}>
          <SentSummary sent={sent} />
        </div>
      )}
      <button type="button" className={styles.again} onClick={onRegisterAnother}>
        {registrationReceived.again}
      </button>
    </div>
  );
}
