import { useState } from 'react';
import buttons from '@/components/button/button.module.css';
import { getJson, postJson, problemText } from './api';
import { when } from './lead-card';
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

export function MailPanel({ guard }: { guard: Guard }) {
  const { data, problem, reload } = useLoaded(
    guard,
    () => getJson<{ messages: Message[] }>('outbox'),
    'outbox',
  );
  const [status, setStatus] = useState('');

  async function requeue(message: Message, action: 'retry' | 'release') {
    try {
      await guard(() => postJson(`outbox/${action}`, { id: message.id }));
      setStatus(`${message.subject} to ${message.recipient}: queued to send again.`);
      reload();
    } catch (error) {
      setStatus(problemText(error));
    }
  }

  return (
    <section aria-labelledby="mail-heading">
      <h1 id="mail-heading">Mail not yet sent</h1>
      <PanelMessages status={status} problem={problem} />
      {data && data.messages.length === 0 && <p>Every message has been sent.</p>}
      {data && data.messages.length > 0 && (
        <ul className={styles.cards}>
          {data.messages.map((m) => (
            <li key={m.id} className={styles.card}>
              <h2 className={styles.cardTitle}>{m.subject}</h2>
              <p>
                To {m.recipient}; {m.status}
                {m.attempts > 0 ? ` after ${m.attempts} attempt(s)` : ''}; queued{' '}
                {when(m.createdAt)}
                {m.status === 'pending' ? `; next attempt ${when(m.nextAttemptAt)}` : ''}.
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
