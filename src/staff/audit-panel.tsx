import { getJson } from './api';
import { when } from './lead-card';
import type { Guard } from './session';
import styles from './staff.module.css';
import { StaffTable } from './staff-table';
import { useLoaded } from './use-loaded';

type Entry = { at: string; email: string; action: string; detail: Record<string, unknown> };

/** A detail as staff read it: each key and its value, lists joined. */
const describe = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .map(([key, value]) =>
      Array.isArray(value)
        ? `${key}: ${value.map((v) => (typeof v === 'object' ? (v as { id?: string }).id : String(v))).join(', ')}`
        : `${key}: ${String(value)}`,
    )
    .join('; ');

export function AuditPanel({ guard }: { guard: Guard }) {
  const { data, problem } = useLoaded(guard, () => getJson<{ entries: Entry[] }>('audit'), 'audit');
  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading">Audit log</h1>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      {data && (
        <StaffTable
          caption="The latest 200 staff actions, newest first"
          columns={['When', 'Who', 'Action', 'Detail']}
        >
          {data.entries.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries are shown as read, in one order.
            <tr key={i}>
              <td>{when(e.at)}</td>
              <td>{e.email}</td>
              <td>{e.action}</td>
              <td>{describe(e.detail)}</td>
            </tr>
          ))}
        </StaffTable>
      )}
    </section>
  );
}
