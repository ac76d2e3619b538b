import { useState } from 'react';
import buttons from '@/components/button/button.module.css';
import type { UnitHold } from '@/staff-shared/lead-stage';
import { londonDay } from '@/staff-shared/london-time';
import { personLabels, personOrReference } from '@/staff-shared/person-label';
import { getJson, postFile, postJson, problemText } from './api';
import { PanelMessages } from './panel-messages';
import type { Guard } from './session';
import styles from './staff.module.css';
import { StaffTable } from './staff-table';
import { NO_FILTER, type UnitFilter, UnitFilterForm } from './unit-filter-form';
import { useLoaded } from './use-loaded';

type Unit = { id: string; sqft: number; built: boolean; available: boolean };
type Change = { id: string; available: boolean; row: number; status: string };
type Preview = { rows: number; changes: Change[]; missing: string[] };

const word = (available: boolean) => (available ? 'available' : 'not available');

/** Unit ids compared as staff type them: any case, separators optional (2c1 finds 2-C-1). */
const compactId = (id: string) => id.toLowerCase().replace(/[^a-z0-9]/g, '');

function matches(unit: Unit, filter: UnitFilter): boolean {
  return (
    compactId(unit.id).includes(compactId(filter.id)) &&
    (filter.size === '' || String(unit.sqft) === filter.size) &&
    (filter.status === '' || word(unit.available) === filter.status)
  );
}

export function AvailabilityPanel({ guard }: { guard: Guard }) {
  const { data, problem, reload } = useLoaded(
    guard,
    async () => {
      const [plan, held] = await Promise.all([
        getJson<{ units: Unit[] }>('availability'),
        getJson<{ holds: UnitHold[] }>('holds'),
      ]);
      const ids = [...new Set(held.holds.map((h) => h.registrationId))];
      const named =
        ids.length === 0
          ? { names: {} }
          : await getJson<{ names: Record<string, string> }>(
              `registrations/names?ids=${ids.join(',')}`,
            );
      return {
        units: plan.units,
        holds: new Map(held.holds.map((h) => [h.unitId, h])),
        names: personLabels(new Map(Object.entries(named.names))),
      };
    },
    'availability',
  );
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [status, setStatus] = useState('');
  const [filter, setFilter] = useState<UnitFilter>(NO_FILTER);
  const sizes = [...new Set((data?.units ?? []).map((u) => u.sqft))].sort((a, b) => a - b);
  const shown = (data?.units ?? []).filter((u) => matches(u, filter));

  async function run(action: () => Promise<void>) {
    try {
      await guard(action);
    } catch (error) {
      setStatus(problemText(error));
    }
  }

  const showPreview = () =>
    run(async () => {
      if (!file) return;
      setPreview(await postFile<Preview>('availability/preview', file));
      setStatus('');
    });

  const apply = () =>
    run(async () => {
      if (!file) return;
      const done = await postFile<Preview>('availability/import', file);
      setPreview(null);
      setStatus(`Applied: ${done.changes.length} unit(s) changed.`);
      reload();
    });

  const release = (hold: UnitHold) =>
    run(async () => {
      await postJson('holds/release', { id: hold.id });
      setStatus(`Unit ${hold.unitId} is no longer held.`);
      reload();
    });

  const setUnit = (unit: Unit) =>
    run(async () => {
      await postJson('availability/unit', { id: unit.id, available: !unit.available });
      setStatus(`Unit ${unit.id} is now ${word(!unit.available)}.`);
      reload();
    });

  return (
    <section aria-labelledby="availability-heading">
      <h1 id="availability-heading">Availability</h1>
      <p>Changes show on the public floor plan within a minute, without a rebuild.</p>
      <h2>Upload the management system's export</h2>
      <div className={styles.toolbar}>
        <label>
          CSV file
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setPreview(null);
            }}
          />
        </label>
        <button
          type="button"
          className={`${buttons.button} ${buttons.small} ${buttons.secondary}`}
          disabled={!file}
          onClick={showPreview}
        >
          Preview changes
        </button>
      </div>
      {preview && (
        <div className={styles.card}>
          <h3>What will change</h3>
          {preview.changes.length === 0 ? (
            <p>Nothing: every unit in the file already has that availability.</p>
          ) : (
            <ul>
              {preview.changes.map((c) => (
                <li key={c.id}>
                  {c.id}: now {word(c.available)} (row {c.row}: “{c.status}”)
                </li>
              ))}
            </ul>
          )}
          {preview.missing.length > 0 && (
            <p>
              {preview.missing.length} unit(s) on the plan are not in the file and stay as they are.
            </p>
          )}
          {preview.changes.length > 0 && (
            <button
              type="button"
              className={`${buttons.button} ${buttons.small} ${buttons.primary}`}
              onClick={apply}
            >
              Apply these changes
            </button>
          )}
        </div>
      )}
      <PanelMessages status={status} problem={problem} />
      <h2>Each unit</h2>
      <UnitFilterForm filter={filter} sizes={sizes} onChange={setFilter} />
      {data && (
        <StaffTable
          caption={`${shown.length} of ${data.units.length} units on the plan, with their availability now`}
          columns={['Unit', 'Size', 'Now', 'Change']}
        >
          {shown.map((unit) => {
            const hold = data.holds.get(unit.id);
            return (
              <tr key={unit.id}>
                <th scope="row">{unit.id}</th>
                <td>{unit.sqft} sq ft</td>
                <td>
                  {hold
                    ? `held for ${personOrReference(data.names, hold.registrationId)} until ${londonDay(hold.heldUntil)} (by ${hold.createdBy})`
                    : word(unit.available)}
                  {!hold && unit.available !== unit.built ? ' (changed since the build)' : ''}
                </td>
                <td>
                  {hold ? (
                    <button
                      type="button"
                      className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
                      aria-label={`Release the hold on unit ${unit.id}`}
                      onClick={() => release(hold)}
                    >
                      Release hold
                    </button>
                  ) : (
                    <button
                      type="button"
                      className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
                      aria-label={`Mark unit ${unit.id} ${word(!unit.available)}`}
                      onClick={() => setUnit(unit)}
                    >
                      Mark {word(!unit.available)}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </StaffTable>
      )}
    </section>
  );
}
