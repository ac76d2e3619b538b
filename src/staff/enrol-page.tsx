import { startRegistration } from '@simplewebauthn/browser';
import { useState } from 'react';
import buttons from '@/components/button/button.module.css';
import { postJson } from './api';
import { staffCopy as copy } from './copy';
import type { StaffSession } from './session';
import styles from './staff.module.css';
import { usePasskeyStep } from './use-passkey-step';

/** The invite's secret travels in the link's fragment, which the browser never sends to a server. */
function inviteToken(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get('invite');
}

export function EnrolPage({ onSignedIn }: { onSignedIn: (session: StaffSession) => void }) {
  const [invite] = useState(inviteToken);
  const { problem, busy, start } = usePasskeyStep(async () => {
    const optionsJSON = await postJson<Parameters<typeof startRegistration>[0]['optionsJSON']>(
      'enrol/options',
      { invite },
    );
    const response = await startRegistration({ optionsJSON });
    return postJson<StaffSession>('enrol/verify', { invite, response });
  }, onSignedIn);

  return (
    <main className={styles.narrow}>
      <h1>{copy.enrol.heading}</h1>
      {invite ? (
        <>
          <p>{copy.enrol.intro}</p>
          <button
            type="button"
            className={`${buttons.button} ${buttons.secondary}`}
            onClick={start}
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
