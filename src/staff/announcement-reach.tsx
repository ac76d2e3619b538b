import type { AnnouncementReach as Reach } from '@/staff-shared/announcement';
import { announcementCopy as copy } from './copy';

const REASONS = ['noConsent', 'unverified', 'unsubscribed', 'noEmail', 'repeats'] as const;

/** How many an announcement will reach, and whom it leaves out and why. */
export function AnnouncementReach({ reach }: { reach: Reach }) {
  const reasons = REASONS.filter((r) => reach.leftOut[r] > 0);
  return (
    <section aria-labelledby="reach-heading">
      <h2 id="reach-heading">{copy.reachHeading}</h2>
      <p>{copy.reach(reach.recipients)}</p>
      <p>{copy.waiting(reach.waiting)}</p>
      {reasons.length > 0 && (
        <>
          <p id="left-out">{copy.leftOutIntro}</p>
          <ul aria-labelledby="left-out">
            {reasons.map((r) => (
              <li key={r}>{copy.leftOut[r](reach.leftOut[r])}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
