import { useState } from 'react';
import { type LeadStage, leadStageLabels } from '@/staff-shared/lead-stage';
import { londonTime } from '@/staff-shared/london-time';
import { getJson } from './api';
import type { Guard } from './session';
import styles from './staff.module.css';

type Change = { stage: LeadStage; at: string; by: string };

const when = londonTime;

/** Every change of a lead's stage, with who and when, read when it is opened. */
export function StageHistory({ leadId, guard }: { leadId: string; guard: Guard }) {
  const [changes, setChanges] = useState<Change[] | null>(null);
  const load = () =>
    guard(() => getJson<{ changes: Change[] }>(`registrations/stages?id=${leadId}`)).then(
      (answer) => setChanges(answer?.changes ?? []),
      () => setChanges([]),
    );
  return (
    <details
      className={styles.history}
      onToggle={(event) => {
        if (event.currentTarget.open) load();
      }}
    >
      <summary>Stage history</summary>
      {changes &&
        (changes.length === 0 ? (
          <p>No changes yet: the lead is New.</p>
        ) : (
          <ol>
            {changes.map((c) => (
              <li key={`${c.at}${c.stage}`}>
                {leadStageLabels[c.stage]}: {c.by}, {when(c.at)}
              </li>
            ))}
          </ol>
        ))}
    </details>
  );
}
