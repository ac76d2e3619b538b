import { startAuthentication } from '@simplewebauthn/browser';
import { useState } from 'react';
import buttons from '@/components/button/button.module.css';
import { postJson, problemText } from './api';
import { staffCopy as copy } from './copy';
import styles from './staff.module.css';
import type { StaffSession } from './staff-app';

export function SignInPage({ onSignedIn }: { onSignedIn: (session: StaffSession) => void }) {
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function signIn() {
    setBusy(true);
    setProblem('');
    try {
      const optionsJSON =
        await postJson<Parameters<typeof startAuthentication>[0]['optionsJSON']>('sign-in/options');
      const response = await startAuthentication({ optionsJSON });
      onSignedIn(await postJson<StaffSession>('sign-in/verify', { response }));
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className={styles.narrow}>
      <h1>{copy.signIn.heading}</h1>
      <p>{copy.signIn.intro}</p>
      <button
        type="button"
        className={`${buttons.button} ${buttons.secondary}`}
        onClick={signIn}
        disabled={busy}
      >
        {copy.signIn.button}
      </button>
      <p role="alert" className={styles.problem}>
        {problem}
      </p>
      <p className={styles.hint}>{copy.signIn.lost}</p>
    </main>
  );
}
