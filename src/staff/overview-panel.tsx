import type { Overview } from '@/staff-shared/overview';
import { getJson } from './api';
import { overviewCopy as copy } from './copy';
import { DemandSection } from './demand-section';
import { LaunchCheckPanel } from './launch-check-panel';
import { PanelMessages } from './panel-messages';
import type { Guard } from './session';
import styles from './staff.module.css';
import { useLoaded } from './use-loaded';
import { WeeklySection } from './weekly-section';

const HOUR_MS = 3_600_000;

/** A wait in days and hours, as staff read it: "2 days 3 hours". */
export function waitText(ms: number): string {
  const hours = Math.round(ms / HOUR_MS);
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const part = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (days === 0) return part(rest, 'hour');
  return rest === 0 ? part(days, 'day') : `${part(days, 'day')} ${part(rest, 'hour')}`;
}

/** The console's first tab: demand against the plan, the leads, the mail, and what stands before going live. */
export function OverviewPanel({
  guard,
  onOpenMail,
  onOpenField,
}: {
  guard: Guard;
  onOpenMail: () => void;
  /** Opens a fact's field in the Site tab, from the launch list. */
  onOpenField: (path: string) => void;
}) {
  const { data, problem } = useLoaded(guard, () => getJson<Overview>('overview'), 'overview');
  return (
    <section aria-labelledby="overview-heading" className={styles.overview}>
      <h1 id="overview-heading">{copy.heading}</h1>
      <PanelMessages status="" problem={problem} />
      <LaunchCheckPanel guard={guard} onOpenField={onOpenField} />
      {data && (
        <>
          <WeeklySection weeks={data.weeks} total={data.total} />
          <DemandSection sizes={data.sizes} notSure={data.notSure} />
          <section aria-labelledby="contact-heading">
            <h2 id="contact-heading">{copy.contactHeading}</h2>
            <p>
              {copy.contacted(data.contacted.leads, data.total)}{' '}
              {data.contacted.medianMs === null
                ? ''
                : copy.medianWait(waitText(data.contacted.medianMs))}
            </p>
          </section>
          <section aria-labelledby="mail-health-heading">
            <h2 id="mail-health-heading">{copy.mailHeading}</h2>
            <ul className={styles.figures}>
              {(['held', 'failed', 'pending'] as const).map((state) => (
                <li key={state}>
                  <button type="button" className={styles.linkButton} onClick={onOpenMail}>
                    {copy.mail[state](data.mail[state])}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </section>
  );
}
