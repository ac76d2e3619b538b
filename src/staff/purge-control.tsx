import { useState } from 'react';
import buttons from '@/components/button/button.module.css';
import { londonDay } from '@/staff-shared/london-time';
import { getJson, postJson, problemText } from './api';
import type { Guard } from './session';
import styles from './staff.module.css';

type PurgePreview = {
  before: string;
  registrations: number;
  emails: number;
  first: string | null;
  last: string | null;
};

const purgeQuestion = (p: PurgePreview) =>
  `Delete ${p.registrations} registration${p.registrations === 1 ? '' : 's'} received before ${londonDay(p.before)} (from ${londonDay(p.first)} to ${londonDay(p.last)}) and ${p.emails} email${p.emails === 1 ? '' : 's'} they caused?`;

/** "Purge what is past retention…": what would go, then Yes or Cancel. */
export function PurgeControl({
  guard,
  onStatus,
  onPurged,
}: {
  guard: Guard;
  onStatus: (text: string) => void;
  onPurged: () => void;
}) {
  const [confirmPurge, setConfirmPurge] = useState<PurgePreview | null>(null);

  async function lookBeforePurge() {
    try {
      const preview = await guard(() => getJson<PurgePreview>('registrations/purge-preview'));
      if (preview && preview.registrations === 0)
        onStatus(
          `Nothing to purge: no registration was received before ${londonDay(preview.before)}.`,
        );
      else setConfirmPurge(preview ?? null);
    } catch (error) {
      onStatus(problemText(error));
    }
  }

  async function purge() {
    setConfirmPurge(null);
    try {
      const result = await guard(() =>
        postJson<{ registrations: number; messages: number; before: string }>(
          'registrations/purge',
        ),
      );
      if (result)
        onStatus(
          `Purged ${result.registrations} registration(s) received before ${londonDay(result.before)}, and ${result.messages} message(s).`,
        );
      onPurged();
    } catch (error) {
      onStatus(problemText(error));
    }
  }

  if (!confirmPurge)
    return (
      <button
        type="button"
        className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
        onClick={lookBeforePurge}
      >
        Purge what is past retention…
      </button>
    );
  return (
    <span className={styles.confirm}>
      {purgeQuestion(confirmPurge)}
      <button
        type="button"
        className={`${buttons.button} ${buttons.small} ${buttons.primary}`}
        onClick={purge}
      >
        Yes, purge them
      </button>
      <button
        type="button"
        className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
        onClick={() => setConfirmPurge(null)}
      >
        Cancel
      </button>
    </span>
  );
}
