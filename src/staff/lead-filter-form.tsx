import { useState } from 'react';
import buttons from '@/components/button/button.module.css';
import { storageTypeLabels } from '@/content/registration-form';
import { unitSizes } from '@/features/registration/registration-schema';
import { leadStageLabels, leadStages } from '@/staff-shared/lead-stage';
import { sizeLabel } from './copy';
import type { ListFilter } from './lead-address';
import styles from './staff.module.css';

/** The list's search and filters; applied when Search is pressed. */
export function LeadFilterForm({
  filter,
  onSearch,
}: {
  filter: ListFilter;
  onSearch: (filter: ListFilter) => void;
}) {
  const [draft, setDraft] = useState<ListFilter>(filter);
  const change = (name: keyof ListFilter) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value });
  return (
    <form
      className={styles.filters}
      aria-label="Find registrations"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      <label>
        Search by name, email, phone or reference
        <input type="search" value={draft.q} onChange={change('q')} maxLength={100} />
      </label>
      <label>
        Storage type
        <select value={draft.type} onChange={change('type')}>
          <option value="">Any</option>
          {Object.entries(storageTypeLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Size
        <select value={draft.size} onChange={change('size')}>
          <option value="">Any</option>
          {unitSizes.map((size) => (
            <option key={size} value={size}>
              {sizeLabel(size)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Verified
        <select value={draft.verified} onChange={change('verified')}>
          <option value="">Either</option>
          <option value="yes">Verified</option>
          <option value="no">Not verified</option>
        </select>
      </label>
      <label>
        Stage
        <select value={draft.stage} onChange={change('stage')}>
          <option value="">Any</option>
          {leadStages.map((stage) => (
            <option key={stage} value={stage}>
              {leadStageLabels[stage]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={`${buttons.button} ${buttons.small} ${buttons.secondary}`}>
        Search
      </button>
    </form>
  );
}
