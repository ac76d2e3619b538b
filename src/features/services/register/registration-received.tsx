import type { Ref } from 'react';
import { registrationReceived } from '@/content/register';
import styles from '@/features/services/register/registration-received.module.css';

type RegistrationReceivedProps = {
  headingRef: Ref<HTMLHeadingElement>;
  onRegisterAnother: () => void;
};

/** The "registration received" confirmation that replaces the form after the widget completes. */
export function RegistrationReceived({ headingRef, onRegisterAnother }: RegistrationReceivedProps) {
  return (
    <div className={styles.panel}>
      <span className={styles.tick} aria-hidden="true" />
      <h3 ref={headingRef} tabIndex={-1} className={styles.title}>
        {registrationReceived.title}
      </h3>
      <p>{registrationReceived.text}</p>
      <button type="button" className={styles.again} onClick={onRegisterAnother}>
        {registrationReceived.again}
      </button>
    </div>
  );
}
