import { startAuthentication } from '@simplewebauthn/browser';
import buttons from '@/components/button/button.module.css';
import { postJson } from './api';
import { staffCopy as copy } from './copy';
import type { StaffSession } from './session';
import styles from './staff.module.css';
import { usePasskeyStep } from './use-passkey-step';

export function SignInPage({
  onSignedIn,
  notice = '',
}: {
  onSignedIn: (session: StaffSession) => void;
  /** Why the member is here again (their session ended), until they try to sign in. */
  notice?: string;
}) {
  const { problem, busy, start } = usePasskeyStep(async () => {
    const optionsJSON =
      await postJson<Parameters<typeof startAuthentication>[0]['optionsJSON']>('sign-in/options');
    const response = await startAuthentication({ optionsJSON });
    return postJson<StaffSession>('sign-in/verify', { response });
  }, onSignedIn);

  return (
    <main className={styles.narrow}>
      <h1>{copy.signIn.heading}</h1>
      <p>{copy.signIn.intro}</p>
      <button
        type="button"
        className={`${buttons.button} ${buttons.secondary}`}
        onClick={start}
        disabled={busy}
      >
        {copy.signIn.button}
      </button>
      <p role="alert" className={styles.problem}>
        {problem || (busy ? '' : notice)}
      </p>
      <p className={styles.hint}>{copy.signIn.lost}</p>
    </main>
  );
}
