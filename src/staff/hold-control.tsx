import { useId, useState } from 'react';
import buttons from '@/components/button/button.module.css';
import type { Lead } from '@/staff-shared/lead';
import { getJson, postJson } from './api';
import { holdCopy as copy } from './copy';
import styles from './staff.module.css';

type Unit = { id: string; sqft: number; available: boolean };

/** Suggested "held until": 30 days from today, YYYY-MM-DD. */
const SUGGESTED_DAYS = 30;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
export const suggestedUntil = (today: Date) =>
  isoDay(new Date(today.getTime() + SUGGESTED_DAYS * 24 * 60 * 60_000));

const compactId = (id: string) => id.toLowerCase().replace(/[^a-z0-9]/g, '');

type Props = {
  lead: Lead;
  act: (run: () => Promise<unknown>) => Promise<void>;
  peek: (run: () => Promise<unknown>) => Promise<boolean>;
  onStatus: (text: string) => void;
};

/**
 * "Hold a unit": the available units of the lead's size (any size, with a
 * search), a "held until" date staff choose, and a warning before sending
 * when the registration was not verified (then staff tick that they
 * confirmed the address with the person, as the server requires) or has no
 * email address.
 */
export function HoldControl({ lead, act, peek, onStatus }: Props) {
  const headingId = useId();
  const [units, setUnits] = useState<Unit[] | null>(null);
  const [search, setSearch] = useState('');
  const [unit, setUnit] = useState('');
  const [until, setUntil] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  /** Mail to an address the human check did not verify goes only once staff confirmed it. */
  const needsConfirmation = lead.email !== null && !lead.verified;

  const open = () =>
    peek(async () => {
      const answer = await getJson<{ units: Unit[] }>('availability');
      setUnits(answer.units.filter((u) => u.available));
      setUntil(suggestedUntil(new Date()));
    });

  const offered = (units ?? []).filter((u) =>
    search ? compactId(u.id).includes(compactId(search)) : String(u.sqft) === lead.unitSize,
  );
  const chosen = offered.some((u) => u.id === unit) ? unit : (offered[0]?.id ?? '');

  const hold = () =>
    act(async () => {
      await postJson('holds', {
        registration: lead.id,
        unit: chosen,
        until,
        ...(needsConfirmation && { confirmedAddress: confirmed }),
      });
      setUnits(null);
      onStatus(copy.held(chosen, until, lead.email !== null));
    });

  if (!units)
    return (
      <button
        type="button"
        className={`${buttons.button} ${buttons.small} ${buttons.secondary}`}
        onClick={open}
      >
        {copy.open}
      </button>
    );
  return (
    <section aria-labelledby={headingId} className={styles.confirmBox}>
      <h3 id={headingId} className={styles.confirmHeading}>
        {copy.heading}
      </h3>
      <form
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault();
          hold();
        }}
      >
        <label>
          {copy.search}
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <label>
          {copy.unit}
          <select value={chosen} onChange={(e) => setUnit(e.target.value)} required>
            {offered.map((u) => (
              <option key={u.id} value={u.id}>
                {u.id}, {u.sqft} sq ft
              </option>
            ))}
          </select>
        </label>
        <label>
          {copy.until}
          <input
            type="date"
            value={until}
            min={isoDay(new Date())}
            required
            onChange={(e) => setUntil(e.target.value)}
          />
        </label>
        {offered.length === 0 && <p>{copy.none}</p>}
        {!lead.email && <p>{copy.noEmail}</p>}
        {needsConfirmation && (
          <>
            <p className={styles.problem}>{copy.unverified}</p>
            <label>
              <input
                type="checkbox"
                checked={confirmed}
                onChange={(e) => setConfirmed(e.target.checked)}
              />{' '}
              {copy.confirmAddress}
            </label>
          </>
        )}
        <button
          type="submit"
          className={`${buttons.button} ${buttons.small} ${buttons.primary}`}
          disabled={!chosen || !until || (needsConfirmation && !confirmed)}
        >
          {lead.email ? copy.submitAndEmail : copy.submit}
        </button>
        <button
          type="button"
          className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
          onClick={() => setUnits(null)}
        >
          {copy.cancel}
        </button>
      </form>
    </section>
  );
}
