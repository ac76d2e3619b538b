import { useState } from 'react';
import buttons from '@/components/button/button.module.css';
import { normaliseUnitName } from '@/content/unit-id';
import type { UnitHold } from '@/staff-shared/lead-stage';
import { londonDay } from '@/staff-shared/london-time';
import { personLabels, personOrReference } from '@/staff-shared/person-label';
import { getJson, postJson, problemText } from './api';
import { AvailabilityImport } from './availability-import';
import { PanelMessages } from './panel-messages';
import type { Guard } from './session';
import { StaffTable } from './staff-table';
import { NO_FILTER, type UnitFilter, UnitFilterForm } from './unit-filter-form';
import { useLoaded } from './use-loaded';

type Unit = { id: string; sqft: number; built: boolean; available: boolean };

const word = (available: boolean) => (available ? 'available' : 'not available');

/**
 * Unit ids compared as the importer reads them: any case, separators
 * optional, leading zeros dropped (2c1 and 02-C-01 find 2-C-1).
 */
function matches(unit: Unit, filter: UnitFilter): boolean {
  return (
    normaliseUnitName(unit.id).includes(normaliseUnitName(filter.id)) &&
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
      <AvailabilityImport
        run={run}
        onApplied={(done) => {
          setStatus(done);
          reload();
        }}
      />
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
                      aria-label={`Release hold on unit ${unit.id}`}
                      onClick={() => release(hold)}
                    >
                      Release hold
                    </button>
                  ) : (
                    <button
                      type="button"
                      className={`${buttons.button} ${buttons.small} ${buttons.outline}`}
                      aria-label={`Mark ${word(!unit.available)}: unit ${unit.id}`}
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
