import { startAuthentication } from '@simplewebauthn/browser';
import { useId, useState } from 'react';
import buttons from '@/components/button/button.module.css';
import { storageTypeLabels } from '@/content/registration-form';
import type { Lead } from '@/staff-shared/lead';
import { postJson, problemText } from './api';
import { emailStateLabels } from './copy';
import type { Guard } from './session';
import styles from './staff.module.css';

type Erased = { registrations: { id: string; createdAt: string }[]; messages: number };

export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/London',
  });

type Props = {
  lead: Lead;
  guard: Guard;
  onChanged: () => void;
  onStatus: (text: string) => void;
};

export function LeadCard({ lead, guard, onChanged, onStatus }: Props) {
  const headingId = useId();
  const noteId = useId();
  const [note, setNote] = useState(lead.note ?? '');

  async function act(run: () => Promise<unknown>) {
    try {
      await guard(run);
      onChanged();
    } catch (error) {
      onStatus(problemText(error));
    }
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

  const erase = () =>
    act(async () => {
      // The passkey is asked for again (user verification) before anything is erased.
      const optionsJSON =
        await postJson<Parameters<typeof startAuthentication>[0]['optionsJSON']>('verify/options');
      const response = await startAuthentication({ optionsJSON });
      const erased = await postJson<Erased>('registrations/erase', { id: lead.id, response });
      const list = erased.registrations
        .map((r) => `${r.id} (received ${when(r.createdAt)})`)
        .join(', ');
      onStatus(
        `Erased ${erased.registrations.length} registration(s): ${list}; and ${erased.messages} message(s).`,
      );
    });

  return (
    <article aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId} className={styles.cardTitle}>
        {lead.name}
      </h2>
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
            <dd>{lead.moveInDate}</dd>
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
        <dt>Emails</dt>
        <dd>
          Confirmation: {emailStateLabels[lead.emails.visitor]}; staff copy:{' '}
          {emailStateLabels[lead.emails.staff]}
        </dd>
        <dt>Contacted</dt>
        <dd>
          {lead.contactedAt
            ? `Yes, by ${lead.contactedBy} on ${when(lead.contactedAt)}`
            : 'Not yet'}
        </dd>
      </dl>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.small} ${buttons.secondary}`}
          onClick={() => setContacted(!lead.contactedAt)}
        >
          {lead.contactedAt ? 'Mark not contacted' : 'Mark contacted'}
        </button>
        <button
          type="button"
          className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
          onClick={erase}
        >
          Erase this person
        </button>
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
