import buttons from '@/components/button/button.module.css';
import type { AnnouncementSummary } from '@/staff-shared/announcement';
import { announcementCopy as copy } from './copy';
import { when } from './lead-card';
import { StaffTable } from './staff-table';

/** Every announcement: who wrote it, who sent it and when, to how many, and its emails' states. */
export function AnnouncementList({
  announcements,
  onEdit,
}: {
  announcements: readonly AnnouncementSummary[];
  onEdit: (a: AnnouncementSummary) => void;
}) {
  if (announcements.length === 0) return <p>{copy.none}</p>;
  return (
    <StaffTable caption={copy.listHeading} columns={copy.columns}>
      {announcements.map((a) => (
        <tr key={a.id}>
          <td>{a.subject}</td>
          <td>{a.createdBy}</td>
          <td>
            {a.sentAt && a.sentBy ? (
              copy.sentBy(a.sentBy, when(a.sentAt))
            ) : (
              <>
                {copy.draft}{' '}
                <button
                  type="button"
                  className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
                  onClick={() => onEdit(a)}
                  aria-label={`${copy.edit}: ${a.subject}`}
                >
                  {copy.edit}
                </button>
              </>
            )}
          </td>
          <td>{a.recipients ?? '—'}</td>
          <td>{a.sentAt ? copy.emails(a.messages) : '—'}</td>
        </tr>
      ))}
    </StaffTable>
  );
}
