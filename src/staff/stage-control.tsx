import { useId, useState } from 'react';
import buttons from '@/components/button/button.module.css';
import type { Lead } from '@/staff-shared/lead';
import { type LeadStage, leadStageLabels, leadStages } from '@/staff-shared/lead-stage';
import { postJson } from './api';
import styles from './staff.module.css';

/** The lead's stage, chosen from the list; "Unit held" is set by holding a unit. */
export function StageControl({
  lead,
  act,
  onStatus,
}: {
  lead: Lead;
  act: (run: () => Promise<unknown>) => Promise<void>;
  onStatus: (text: string) => void;
}) {
  const id = useId();
  const [stage, setStage] = useState<LeadStage>(lead.stage);
  const save = () =>
    act(async () => {
      await postJson('registrations/stage', { id: lead.id, stage });
      onStatus(`${lead.name}: now ${leadStageLabels[stage]}.`);
    });
  return (
    <div className={styles.toolbar}>
      <label htmlFor={id}>Stage</label>
      <select id={id} value={stage} onChange={(e) => setStage(e.target.value as LeadStage)}>
        {leadStages.map((s) => (
          <option key={s} value={s} disabled={s === 'held' && lead.stage !== 'held'}>
            {leadStageLabels[s]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
        disabled={stage === lead.stage || stage === 'held'}
        onClick={save}
      >
        Set stage
      </button>
    </div>
  );
}
