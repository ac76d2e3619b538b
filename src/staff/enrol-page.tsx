import { startRegistration } from '@simplewebauthn/browser';
import { useState } from 'react';
import buttons from '@/components/button/button.module.css';
import { postJson, problemText } from './api';
import { staffCopy as copy } from './copy';
import styles from './staff.module.css';
import type { StaffSession } from './staff-app';

/** The invite's secret travels in the link's fragment, which the browser never sends to a server. */
function inviteToken(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get('invite');
}

export function EnrolPage({ onSignedIn }: { onSignedIn: (session: StaffSession) => void }) {
  const [invite] = useState(inviteToken);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function enrol() {
    setBusy(true);
    setProblem('');
    try {
      const optionsJSON = await postJson<Parameters<typeof startRegistration>[0]['optionsJSON']>(
        'enrol/options',
        { invite },
      );
      const response = await startRegistration({ optionsJSON });
      onSignedIn(await postJson<StaffSession>('enrol/verify', { invite, response }));
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className={styles.narrow}>
      <h1>{copy.enrol.heading}</h1>
      {invite ? (
        <>
          <p>{copy.enrol.intro}</p>
          <button
            type="button"
            className={`${buttons.button} ${buttons.secondary}`}
            onClick={enrol}
            disabled={busy}
          >
            {copy.enrol.button}
          </button>
        </>
      ) : (
        <p>{copy.enrol.noInvite}</p>
      )}
      <p role="alert" className={styles.problem}>
        {problem}
      </p>
    </main>
  );
}
