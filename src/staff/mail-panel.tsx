import { useState } from 'react';
import buttons from '@/components/button/button.module.css';
import { londonTime } from '@/staff-shared/london-time';
import { getJson, postJson, problemText } from './api';
import type { MailDelivery } from './copy';
import { PanelMessages } from './panel-messages';
import type { Guard } from './session';
import styles from './staff.module.css';
import { useLoaded } from './use-loaded';

type Message = {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  status: string;
  attempts: number;
  createdAt: string;
  nextAttemptAt: string;
  lastError: string | null;
};

const FILE_DELIVERY =
  'SMTP_URL is not set: messages are written to files in the server’s mail folder, not sent.';

/** A message's state in words: a released or new one is waiting to send, not "pending after 1 attempt". */
function stateOf(m: Message, justReleased: boolean): string {
  if (m.status === 'pending' && justReleased) return 'released, waiting to send';
  if (m.status === 'pending' && m.kind === 'announcement' && m.attempts === 0)
    return 'waiting its turn (announcements go out a few a minute, after other mail)';
  if (m.status === 'withdrawn') return 'withdrawn (unsubscribed or erased), not to be sent';
  if (m.status === 'pending')
    return m.attempts === 0
      ? 'waiting to send'
      : `waiting to try again after ${m.attempts} failed attempt${m.attempts === 1 ? '' : 's'}`;
  if (m.status === 'failed')
    return `failed after ${m.attempts} attempt${m.attempts === 1 ? '' : 's'}`;
  if (m.status === 'held') return 'held by the hourly ceiling';
  return m.status;
}

export function MailPanel({ guard }: { guard: Guard }) {
  const { data, problem, reload } = useLoaded(
    guard,
    () => getJson<{ messages: Message[]; delivery: MailDelivery }>('outbox'),
    'outbox',
  );
  const [status, setStatus] = useState('');
  const [released, setReleased] = useState<ReadonlySet<string>>(new Set());

  async function requeue(message: Message, action: 'retry' | 'release') {
    try {
      await guard(() => postJson(`outbox/${action}`, { id: message.id }));
      setStatus(
        `${message.subject} to ${message.recipient}: ${action === 'release' ? 'released, waiting to send' : 'queued to try again'}.`,
      );
      if (action === 'release') setReleased(new Set([...released, message.id]));
      reload();
    } catch (error) {
      setStatus(problemText(error));
    }
  }

  return (
    <section aria-labelledby="mail-heading">
      <h1 id="mail-heading">Mail not yet sent</h1>
      <PanelMessages status={status} problem={problem} />
      {data?.delivery === 'file' && <p className={styles.hint}>{FILE_DELIVERY}</p>}
      {data && data.messages.length === 0 && (
        <p>
          {data.delivery === 'file'
            ? 'Every message has been written to a file.'
            : 'Every message has been sent.'}
        </p>
      )}
      {data && data.messages.length > 0 && (
        <ul className={styles.cards}>
          {data.messages.map((m) => (
            <li key={m.id} className={styles.card}>
              <h2 className={styles.cardTitle}>{m.subject}</h2>
              <p>
                To {m.recipient}; {stateOf(m, released.has(m.id))}; queued {londonTime(m.createdAt)}
                {m.status === 'pending' && m.attempts > 0
                  ? `; next attempt ${londonTime(m.nextAttemptAt)}`
                  : ''}
                .
              </p>
              {m.lastError && <p className={styles.hint}>Last error: {m.lastError}</p>}
              {m.status === 'failed' && (
                <button
                  type="button"
                  className={`${buttons.button} ${buttons.small} ${buttons.secondary}`}
                  onClick={() => requeue(m, 'retry')}
                >
                  Retry
                </button>
              )}
              {m.status === 'held' && (
                <button
                  type="button"
                  className={`${buttons.button} ${buttons.small} ${buttons.secondary}`}
                  onClick={() => requeue(m, 'release')}
                >
                  Release
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
