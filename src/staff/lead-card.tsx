import { useId, useState } from 'react';
import buttons from '@/components/button/button.module.css';
import { storageTypeLabels } from '@/content/registration-form';
import type { Lead } from '@/staff-shared/lead';
import { leadStageLabels } from '@/staff-shared/lead-stage';
import { londonDay, londonTime } from '@/staff-shared/london-time';
import { postJson, problemText } from './api';
import { emailStateLabel, leadListCopy, type MailDelivery, newsConsentLabel } from './copy';
import { EraseControl, type Erased } from './erase-control';
import { HoldControl } from './hold-control';
import { LeadHolds } from './lead-holds';
import type { Guard } from './session';
import styles from './staff.module.css';
import { StageControl } from './stage-control';
import { StageHistory } from './stage-history';

/** When, as the owner reads it: "Tuesday 5 January 2027, 11:59 pm" on the London clock. */
const when = londonTime;

type Props = {
  lead: Lead;
  delivery: MailDelivery;
  guard: Guard;
  onChanged: () => void;
  onStatus: (text: string) => void;
};

export function LeadCard({ lead, delivery, guard, onChanged, onStatus }: Props) {
  const headingId = useId();
  const noteId = useId();
  const [note, setNote] = useState(lead.note ?? '');

  /** Runs an action; its problem, if any, is shown. True when it went through. */
  async function peek(run: () => Promise<unknown>): Promise<boolean> {
    try {
      await guard(run);
      return true;
    } catch (error) {
      onStatus(problemText(error));
      return false;
    }
  }

  async function act(run: () => Promise<unknown>) {
    if (await peek(run)) onChanged();
  }

  const setContacted = (contacted: boolean) =>
    act(async () => {
      await postJson('registrations/contacted', { id: lead.id, contacted });
      onStatus(`${lead.name}: marked ${contacted ? 'contacted' : 'not contacted'}.`);
    });

  const saveNote = () =>
    act(async () => {
      await postJson('registrations/contacted', { id: lead.id, note });
      onStatus(`${lead.name}: note saved.`);
    });

  const erased = (done: Erased) => {
    const list = done.registrations
      .map((r) => `${r.id} (received ${when(r.createdAt)})`)
      .join(', ');
    onStatus(
      `Erased ${done.registrations.length} registration(s): ${list}; and ${done.messages} message(s).`,
    );
  };

  return (
    <article aria-labelledby={headingId} className={styles.card}>
      <h1 id={headingId} className={styles.cardTitle} tabIndex={-1}>
        {lead.name}
      </h1>
      <dl className={styles.facts}>
        <dt>Received</dt>
        <dd>{when(lead.createdAt)}</dd>
        <dt>Reference</dt>
        <dd className={styles.reference}>{lead.id}</dd>
        {lead.email && (
          <>
            <dt>Email</dt>
            <dd>{lead.email}</dd>
          </>
        )}
        {lead.phone && (
          <>
            <dt>Phone</dt>
            <dd>{lead.phone}</dd>
          </>
        )}
        <dt>Storage</dt>
        <dd>
          {storageTypeLabels[lead.storageType]},{' '}
          {lead.unitSize === 'not-sure' ? 'size not sure yet' : `${lead.unitSize} sq ft`}
          {lead.unitId ? `, unit ${lead.unitId}` : ''}
        </dd>
        {lead.moveInDate && (
          <>
            <dt>Move-in</dt>
            <dd>{londonDay(lead.moveInDate)}</dd>
          </>
        )}
        {lead.message && (
          <>
            <dt>Message</dt>
            <dd>{lead.message}</dd>
          </>
        )}
        <dt>Verified</dt>
        <dd>{lead.verified ? 'Yes' : `No: ${lead.unverifiedReason}`}</dd>
        <dt>{leadListCopy.agreedToNews}</dt>
        <dd>{newsConsentLabel(lead)}</dd>
        <dt>Emails</dt>
        <dd>
          Confirmation: {emailStateLabel(lead.emails.visitor, delivery)}; staff copy:{' '}
          {emailStateLabel(lead.emails.staff, delivery)}
        </dd>
        {lead.unsubscribedAt && (
          <>
            <dt>Announcements</dt>
            <dd>Unsubscribed {when(lead.unsubscribedAt)}</dd>
          </>
        )}
        <dt>Contacted</dt>
        <dd>
          {lead.contactedAt
            ? `Yes, by ${lead.contactedBy} on ${when(lead.contactedAt)}`
            : 'Not yet'}
        </dd>
        <dt>Stage</dt>
        <dd>
          {leadStageLabels[lead.stage]}
          {lead.stageAt ? `, set by ${lead.stageBy} on ${when(lead.stageAt)}` : ''}
        </dd>
        <LeadHolds leadId={lead.id} guard={guard} round={`${lead.stage}${lead.stageAt}`} />
      </dl>
      <StageControl key={lead.stage} lead={lead} act={act} onStatus={onStatus} />
      <StageHistory key={`${lead.stage}${lead.stageAt}`} leadId={lead.id} guard={guard} />
      <div className={styles.toolbar}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.small} ${buttons.secondary}`}
          onClick={() => setContacted(!lead.contactedAt)}
        >
          {lead.contactedAt ? 'Mark not contacted' : 'Mark contacted'}
        </button>
        <HoldControl lead={lead} act={act} peek={peek} onStatus={onStatus} />
        <EraseControl
          leadId={lead.id}
          act={act}
          peek={peek}
          onErased={erased}
          onStatus={onStatus}
        />
      </div>
      <label htmlFor={noteId} className={styles.noteLabel}>
        Note
      </label>
      <textarea
        id={noteId}
        value={note}
        maxLength={2000}
        rows={2}
        onChange={(e) => setNote(e.target.value)}
      />
      <button
        type="button"
        className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
        onClick={saveNote}
      >
        Save note
      </button>
    </article>
  );
}
