import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { useCallback, useEffect, useState } from 'react';
import buttons from '@/components/button/button.module.css';
import { AnnouncementsPanel } from './announcements-panel';
import { postJson, problemText, SignedOutError } from './api';
import { AuditPanel } from './audit-panel';
import { AvailabilityPanel } from './availability-panel';
import { staffCopy as copy } from './copy';
import { LIST_PATH } from './lead-address';
import { MailPanel } from './mail-panel';
import { OverviewPanel } from './overview-panel';
import { RegistrationsPanel } from './registrations-panel';
import type { Guard, StaffSession } from './session';
import { SitePanel } from './site-panel';
import styles from './staff.module.css';

export type Section = keyof typeof copy.sections;
const SECTIONS = Object.keys(copy.sections) as Section[];

/** The Registrations tab has addresses of its own (lead-address.ts); the other tabs are at /staff. */
const inRegistrations = () =>
  window.location.pathname === LIST_PATH || window.location.pathname.startsWith(`${LIST_PATH}/`);

export default function ConsolePanels({
  session,
  onSignedOut,
}: {
  session: StaffSession;
  /** `expired` when the server said the session had ended, not when the member signed out. */
  onSignedOut: (expired: boolean) => void;
}) {
  const [section, showSection] = useState<Section>(() =>
    inRegistrations() ? 'registrations' : 'overview',
  );
  const [notice, setNotice] = useState('');
  /** The fact the launch list asked to change, shown and focused when the Site tab opens. */
  const [siteField, setSiteField] = useState<string | undefined>(undefined);
  useEffect(() => {
    const moved = () =>
      showSection((shown) =>
        inRegistrations() ? 'registrations' : shown === 'registrations' ? 'overview' : shown,
      );
    window.addEventListener('popstate', moved);
    return () => window.removeEventListener('popstate', moved);
  }, []);
  const setSection = (name: Section) => {
    const address = name === 'registrations' ? LIST_PATH : '/staff';
    if (window.location.pathname !== address) {
      window.history.pushState(null, '', address);
      // The tab's own view (a lead's page or the list) follows the address too.
      window.dispatchEvent(new PopStateEvent('popstate'));
    }
    showSection(name);
  };

  const guard: Guard = useCallback(
    async (action) => {
      try {
        return await action();
      } catch (error) {
        if (error instanceof SignedOutError) onSignedOut(true);
        else throw error;
        return undefined;
      }
    },
    [onSignedOut],
  );

  async function signOut() {
    await postJson('sign-out').catch(() => undefined);
    onSignedOut(false);
  }

  async function addPasskey() {
    setNotice('');
    try {
      await guard(async () => {
        // A passkey already held is asked for first (user verification), as before an erase.
        const verifyOptions =
          await postJson<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
            'verify/options',
          );
        const verified = await startAuthentication({ optionsJSON: verifyOptions });
        const optionsJSON = await postJson<Parameters<typeof startRegistration>[0]['optionsJSON']>(
          'passkeys/options',
          { response: verified },
        );
        const response = await startRegistration({ optionsJSON });
        await postJson('passkeys/verify', { response });
        setNotice(copy.passkeyAdded);
      });
    } catch (error) {
      setNotice(problemText(error));
    }
  }

  return (
    <>
      <header className={styles.bar}>
        <p className={styles.brand}>{copy.title}</p>
        <p className={styles.who}>Signed in as {session.email}</p>
        <div className={styles.barActions}>
          <button
            type="button"
            className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
            onClick={addPasskey}
          >
            {copy.addPasskey}
          </button>
          <button
            type="button"
            className={`${buttons.button} ${buttons.small} ${buttons.secondary}`}
            onClick={signOut}
          >
            {copy.signOut}
          </button>
        </div>
      </header>
      <nav aria-label="Console sections" className={styles.sections}>
        <ul>
          {SECTIONS.map((name) => (
            <li key={name}>
              <button
                type="button"
                aria-current={section === name ? 'page' : undefined}
                onClick={() => setSection(name)}
              >
                {copy.sections[name]}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <main className={styles.main}>
        <p role="status" className={styles.notice}>
          {notice}
        </p>
        {section === 'overview' && (
          <OverviewPanel
            guard={guard}
            onOpenMail={() => setSection('mail')}
            onOpenField={(path) => {
              setSiteField(path);
              setSection('site');
            }}
          />
        )}
        {section === 'registrations' && <RegistrationsPanel guard={guard} />}
        {section === 'mail' && <MailPanel guard={guard} />}
        {section === 'availability' && <AvailabilityPanel guard={guard} />}
        {section === 'announcements' && <AnnouncementsPanel guard={guard} />}
        {section === 'site' && <SitePanel guard={guard} focus={siteField} />}
        {section === 'audit' && <AuditPanel guard={guard} />}
      </main>
    </>
  );
}
