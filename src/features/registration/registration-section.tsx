import { useRef } from 'react';
import { registerForm } from '@/content/register';
import { RegistrationPanel } from '@/features/registration/registration-panel';
import styles from '@/features/registration/registration-section.module.css';

/** The section holding the registration widget (or its confirmation). */
export function RegistrationSection() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <section id="register-form" className="section" aria-labelledby="register-form-heading">
      <div className={`container ${styles.inner}`}>
        <h2 id="register-form-heading" ref={headingRef} tabIndex={-1} className={styles.title}>
          {registerForm.title}
        </h2>
        <p className="lead">{registerForm.intro}</p>
        <RegistrationPanel formHeadingRef={headingRef} />
      </div>
    </section>
  );
}
