import { describeAuditDetail } from '@/staff-shared/audit-detail';
import { londonTime } from '@/staff-shared/london-time';
import { personLabels } from '@/staff-shared/person-label';
import { getJson } from './api';
import type { Guard } from './session';
import styles from './staff.module.css';
import { useLoaded } from './use-loaded';

type Entry = { at: string; email: string; action: string; detail: Record<string, unknown> };

/**
 * The audit log, one block per entry (when, who, action, detail), so it reads
 * on a phone without scrolling sideways.
 */
export function AuditPanel({ guard }: { guard: Guard }) {
  const { data, problem } = useLoaded(
    guard,
    async () => {
      const answer = await getJson<{ entries: Entry[]; names: Record<string, string> }>('audit');
      return {
        entries: answer.entries,
        names: personLabels(new Map(Object.entries(answer.names))),
      };
    },
    'audit',
  );
  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading">Audit log</h1>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      {data && (
        <>
          <p id="audit-list">The latest 200 staff actions, newest first.</p>
          <ul className={styles.entries} aria-labelledby="audit-list">
            {data.entries.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries are shown as read, in one order.
              <li key={i} className={styles.entry}>
                <dl className={styles.facts}>
                  <dt>When</dt>
                  <dd>{londonTime(e.at)}</dd>
                  <dt>Who</dt>
                  <dd>{e.email}</dd>
                  <dt>Action</dt>
                  <dd>{e.action}</dd>
                  {Object.keys(e.detail).length > 0 && (
                    <>
                      <dt>Detail</dt>
                      <dd>{describeAuditDetail(e.detail, data.names)}</dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
