import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { getJson, SignedOutError } from './api';
import { staffCopy } from './copy';
import { EnrolPage } from './enrol-page';
import type { StaffSession } from './session';
import { SignInPage } from './sign-in-page';
import styles from './staff.module.css';

/** The panels load only after sign-in: a visitor without a session fetches the sign-in alone. */
const ConsolePanels = lazy(() => import('./console-panels'));

const ENROL_PATH = '/staff/enrol';

export function StaffApp() {
  const [session, setSession] = useState<StaffSession | null | 'checking'>('checking');
  const enrolling = window.location.pathname === ENROL_PATH;

  const signedIn = useCallback((next: StaffSession) => {
    // The invite's page becomes the console; any other console address (a lead's) stays.
    if (window.location.pathname === ENROL_PATH) window.history.replaceState(null, '', '/staff');
    setSession(next);
  }, []);
  /** True when the session ended by itself: the sign-in then says so. */
  const [ended, setEnded] = useState(false);
  const signedOut = useCallback((expired: boolean) => {
    setEnded(expired);
    setSession(null);
  }, []);

  useEffect(() => {
    if (enrolling) return;
    getJson<StaffSession>('session').then(setSession, (error: unknown) => {
      setSession(null);
      if (!(error instanceof SignedOutError)) console.warn('Session check failed');
    });
  }, [enrolling]);

  let content: React.ReactNode;
  if (enrolling && session === 'checking') content = <EnrolPage onSignedIn={signedIn} />;
  else if (session === 'checking') content = <p role="status">Checking your session…</p>;
  else if (session === null)
    content = (
      <SignInPage onSignedIn={signedIn} notice={ended ? staffCopy.problems.signedOut : ''} />
    );
  else
    content = (
      <Suspense fallback={<p role="status">Loading the console…</p>}>
        <ConsolePanels session={session} onSignedOut={signedOut} />
      </Suspense>
    );
  return (
    <div className={styles.shell}>
      {session === 'checking' || session === null ? (
        <header className={styles.bar}>
          <p className={styles.brand}>{staffCopy.title}</p>
        </header>
      ) : null}
      {content}
    </div>
  );
}
