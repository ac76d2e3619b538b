import { siteFactLabel } from '@/content/site-facts-fields';
import { getJson } from './api';
import { launchCopy as copy } from './copy';
import type { Guard } from './session';
import styles from './staff.module.css';
import { useLoaded } from './use-loaded';

type Blocker = { what: string; where: string; fields?: readonly string[] };

/** What must change before going live: the list `npm run launch:check` prints, from the same function. */
export function LaunchCheckPanel({
  guard,
  onOpenField,
}: {
  guard: Guard;
  /** Opens a fact's field in the Site tab. */
  onOpenField?: (path: string) => void;
}) {
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
            {onOpenField &&
              (b.fields ?? []).map((path) => (
                <button
                  key={path}
                  type="button"
                  className={styles.linkButton}
                  onClick={() => onOpenField(path)}
                >
                  {copy.openField(siteFactLabel(path))}
                </button>
              ))}
          </li>
        ))}
      </ol>
    </details>
  );
}
