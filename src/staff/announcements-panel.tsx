import { startAuthentication } from '@simplewebauthn/browser';
import { useState } from 'react';
import buttons from '@/components/button/button.module.css';
import type {
  AnnouncementDraft,
  AnnouncementSummary,
  AnnouncementReach as Reach,
} from '@/staff-shared/announcement';
import { AnnouncementEditor } from './announcement-editor';
import { AnnouncementList } from './announcement-list';
import { AnnouncementReach } from './announcement-reach';
import { getJson, postJson, problemText } from './api';
import { announcementCopy as copy } from './copy';
import { PanelMessages } from './panel-messages';
import type { Guard } from './session';
import styles from './staff.module.css';
import { useLoaded } from './use-loaded';

type Loaded = { announcements: AnnouncementSummary[]; reach: Reach };
const EMPTY: AnnouncementDraft = { subject: '', body: '' };

/**
 * Write an announcement (or start from the ready one), save it, send a test
 * to yourself, then send it to everyone it reaches, with the passkey asked
 * for again. Sent ones are listed with their emails' states.
 */
export function AnnouncementsPanel({ guard }: { guard: Guard }) {
  const { data, problem, reload } = useLoaded(
    guard,
    () => getJson<Loaded>('announcements'),
    'announcements',
  );
  const [current, setCurrent] = useState<{ id: string | null; draft: AnnouncementDraft }>({
    id: null,
    draft: EMPTY,
  });
  /** Bumped to give the editor a fresh start (another draft loaded). */
  const [round, setRound] = useState(0);
  const [status, setStatus] = useState('');

  async function run(action: () => Promise<string>) {
    setStatus('');
    try {
      const done = await guard(action);
      if (done !== undefined) setStatus(done);
    } catch (error) {
      setStatus(problemText(error));
    }
    reload();
  }

  const save = (draft: AnnouncementDraft) =>
    run(async () => {
      const { id } = await postJson<{ id: string }>('announcements/save', {
        ...(current.id ? { id: current.id } : {}),
        ...draft,
      });
      setCurrent({ id, draft });
      return copy.saved;
    });

  const test = () =>
    run(async () => {
      const { to } = await postJson<{ to: string }>('announcements/test', { id: current.id });
      return copy.tested(to);
    });

  const send = () =>
    run(async () => {
      const optionsJSON =
        await postJson<Parameters<typeof startAuthentication>[0]['optionsJSON']>('verify/options');
      const response = await startAuthentication({ optionsJSON });
      const { recipients } = await postJson<{ recipients: number }>('announcements/send', {
        id: current.id,
        response,
      });
      setCurrent({ id: null, draft: EMPTY });
      setRound((n) => n + 1);
      return copy.sent(recipients);
    });

  const edit = (a: AnnouncementSummary) => {
    setCurrent({ id: a.id, draft: { subject: a.subject, body: a.body } });
    setRound((n) => n + 1);
  };

  return (
    <section aria-labelledby="announcements-heading" className={styles.announcements}>
      <h1 id="announcements-heading">{copy.heading}</h1>
      <p>{copy.intro}</p>
      <PanelMessages status={status} problem={problem} />
      <AnnouncementEditor
        key={`${current.id ?? 'new'}-${round}`}
        initial={current.draft}
        editing={current.id !== null}
        onSave={save}
      />
      {data && <AnnouncementReach reach={data.reach} />}
      {data && current.id && (
        <div className={styles.toolbar}>
          <button
            type="button"
            className={`${buttons.button} ${buttons.small} ${buttons.secondary}`}
            onClick={test}
          >
            {copy.test}
          </button>
          <button
            type="button"
            className={`${buttons.button} ${buttons.small} ${buttons.primary}`}
            onClick={send}
            aria-describedby="send-hint"
            disabled={data.reach.recipients === 0}
          >
            {copy.send(data.reach.recipients)}
          </button>
          <p id="send-hint" className={styles.hint}>
            {copy.sendHint}
          </p>
        </div>
      )}
      {data && <AnnouncementList announcements={data.announcements} onEdit={edit} />}
    </section>
  );
}
