import buttons from '@/components/button/button.module.css';
import type { AnnouncementSummary } from '@/staff-shared/announcement';
import { londonTime } from '@/staff-shared/london-time';
import { announcementCopy as copy } from './copy';
import styles from './staff.module.css';

/**
 * Every announcement: who wrote it, who sent it and when, to how many, and
 * its emails' states; one block each, so it reads on a phone without
 * scrolling sideways.
 */
export function AnnouncementList({
  announcements,
  onEdit,
}: {
  announcements: readonly AnnouncementSummary[];
  onEdit: (a: AnnouncementSummary) => void;
}) {
  return (
    <section aria-labelledby="announcement-list-heading">
      <h2 id="announcement-list-heading">{copy.listHeading}</h2>
      {announcements.length === 0 && <p>{copy.none}</p>}
      <ul className={styles.entries} aria-labelledby="announcement-list-heading">
        {announcements.map((a) => (
          <li key={a.id} className={styles.entry}>
            <dl className={styles.facts}>
              <dt>{copy.labels.subject}</dt>
              <dd>{a.subject}</dd>
              <dt>{copy.labels.writtenBy}</dt>
              <dd>{a.createdBy}</dd>
              <dt>{copy.labels.sent}</dt>
              <dd>
                {a.sentAt && a.sentBy ? copy.sentBy(a.sentBy, londonTime(a.sentAt)) : copy.draft}
              </dd>
              {a.sentAt && (
                <>
                  <dt>{copy.labels.reach}</dt>
                  <dd>{a.recipients}</dd>
                  <dt>{copy.labels.emails}</dt>
                  <dd>{copy.emails(a.messages)}</dd>
                </>
              )}
            </dl>
            {!a.sentAt && (
              <button
                type="button"
                className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
                onClick={() => onEdit(a)}
                aria-label={`${copy.edit}: ${a.subject}`}
              >
                {copy.edit}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
