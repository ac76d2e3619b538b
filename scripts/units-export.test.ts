// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../server/store/database.ts';
import { openStaffStore } from '../server/store/staff.ts';
import { DATABASE_TEST_TIMEOUT, testDatabases } from '../server/store/test-databases.ts';
import { runScript } from './lib/run-script.ts';

/**
 * units:export -- --live against a real database: the statuses staff set in
 * the console (through the staff store, as the console sets them) over the
 * built plan. A plain export keeps the built statuses.
 */
const databases = testDatabases();
afterAll(() => databases.cleanUp());

type PlanUnit = { id: string; isAvailable: boolean };
const planUnits = (JSON.parse(await readFile('data/units.json', 'utf8')) as { units: PlanUnit[] })
  .units;
const freeUnit = planUnits.find((u) => u.isAvailable)?.id ?? '';
const takenUnit = planUnits.find((u) => !u.isAvailable)?.id ?? '';

const envFor = (config: DatabaseConfig): Record<string, string> =>
  config.kind === 'sqlite'
    ? { REGISTRATIONS_DB: config.file, DATABASE_URL: '' }
    : { DATABASE_URL: config.url };

/** The status column of an exported CSV, by unit. */
async function statusesIn(file: string): Promise<Map<string, string>> {
  const lines = (await readFile(file, 'utf8')).trimEnd().split('\r\n').slice(1);
  return new Map(
    lines.map((line) => {
      const cells = line.split(',');
      return [cells[0] ?? '', cells[3] ?? ''];
    }),
  );
}

describe.each(databases.each)(
  'npm run units:export -- --live on $name',
  // The test runs the command twice, a new Node process each.
  { timeout: 2 * DATABASE_TEST_TIMEOUT },
  (database) => {
    it('writes the statuses staff set in the console; a plain export writes the built ones', async () => {
      const config = await database.fresh();
      const staff = await openStaffStore(config);
      try {
        await staff.setAvailability(
          [
            { id: freeUnit, available: false },
            { id: takenUnit, available: true },
          ],
          'owner@example.com',
          { action: 'status-change', detail: {} },
        );
      } finally {
        await staff.close();
      }
      const folder = await mkdtemp(join(tmpdir(), 'units-export-'));
      try {
        const live = join(folder, 'live.csv');
        const built = join(folder, 'built.csv');
        const env = envFor(config);
        const liveRun = await runScript('scripts/units-export.ts', ['--out', live, '--live'], env);
        expect(liveRun.code, liveRun.stderr).toBe(0);
        const builtRun = await runScript('scripts/units-export.ts', ['--out', built], env);
        expect(builtRun.code, builtRun.stderr).toBe(0);

        const liveStatuses = await statusesIn(live);
        const builtStatuses = await statusesIn(built);
        expect(liveStatuses.size).toBe(planUnits.length);
        expect([liveStatuses.get(freeUnit), liveStatuses.get(takenUnit)]).toEqual([
          'reserved',
          'available',
        ]);
        expect([builtStatuses.get(freeUnit), builtStatuses.get(takenUnit)]).toEqual([
          'available',
          'reserved',
        ]);
        // Every other unit keeps its built status in both.
        for (const unit of planUnits) {
          if (unit.id === freeUnit || unit.id === takenUnit) continue;
          const status = unit.isAvailable ? 'available' : 'reserved';
          expect([liveStatuses.get(unit.id), builtStatuses.get(unit.id)]).toEqual([status, status]);
        }
        // An existing file stays as it is without --force.
        const again = await runScript('scripts/units-export.ts', ['--out', built, '--live'], env);
        expect(again.code).toBe(1);
        expect(again.stderr).toBe(
          `units:export: ${built} already exists and was left as it is; give another --out, or add --force to replace it.\n`,
        );
        expect(await statusesIn(built)).toEqual(builtStatuses);
        const available = planUnits.filter((u) => u.isAvailable).length;
        expect(liveRun.stdout).toBe(
          `Wrote ${live}: ${planUnits.length} units, ${available} available and ${planUnits.length - available} reserved.\n`,
        );
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    });
  },
);
