import { getJson } from './api';
import { launchCopy as copy } from './copy';
import type { Guard } from './session';
import styles from './staff.module.css';
import { useLoaded } from './use-loaded';

type Blocker = { what: string; where: string };

/** What must change before going live: the list `npm run launch:check` prints, from the same function. */
export function LaunchCheckPanel({ guard }: { guard: Guard }) {
  const { data } = useLoaded(
    guard,
    () => getJson<{ blockers: Blocker[] }>('launch-check'),
    'launch-check',
  );
  if (!data) return null;
  if (data.blockers.length === 0) return <p className={styles.notice}>{copy.none}</p>;
  return (
    <details className={styles.launch}>
      <summary>
        {copy.heading}: {copy.intro(data.blockers.length)}
      </summary>
      <ol>
        {data.blockers.map((b) => (
          <li key={`${b.what}${b.where}`}>
            {b.what}
            <br />
            <span className={styles.hint}>
              {copy.where}
              {b.where}
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}
