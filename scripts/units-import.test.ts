// @vitest-environment node
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStaffStore } from '../server/store/staff.ts';
import { repositoryRoot, runScript, SCRIPT_TEST_TIMEOUT } from './lib/run-script.ts';

/**
 * units:import and units:export run as processes against a copy of the
 * facility's data in a temporary folder, never against data/ itself.
 */
/**
 * Up to five of these tests run at once, each starting Node processes, so
 * each gets twice the usual allowance, and those that start several twice
 * that again: on a busy 2-core machine one process can take 20 s.
 */
const ONE_SCRIPT_TIMEOUT = 2 * SCRIPT_TEST_TIMEOUT;
const SEVERAL_SCRIPTS_TIMEOUT = 4 * SCRIPT_TEST_TIMEOUT;

type PlanUnit = { id: string; sqft: number; isAvailable: boolean };
const planUnits = (JSON.parse(await readFile('data/units.json', 'utf8')) as { units: PlanUnit[] })
  .units;
const available = planUnits.filter((u) => u.isAvailable).map((u) => u.id);
const reserved = planUnits.filter((u) => !u.isAvailable).map((u) => u.id);
const [freeA = '', freeB = '', freeC = ''] = available;
const [takenA = '', takenB = ''] = reserved;

type Copy = { folder: string; source: string; units: string };

async function withCopy(test: (copy: Copy) => Promise<void>) {
  const folder = await mkdtemp(join(tmpdir(), 'units-import-'));
  const copy = { folder, source: join(folder, 'facility.json'), units: join(folder, 'units.json') };
  try {
    await copyFile('data/facility.json', copy.source);
    await copyFile('data/units.json', copy.units);
    await test(copy);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function importFile(copy: Copy, content: string | Buffer, ...flags: string[]) {
  const file = join(copy.folder, 'export.csv');
  await writeFile(file, content);
  const args = [file, '--source', copy.source, '--units', copy.units, ...flags];
  // The console's database: none unless a test makes one.
  const env = { REGISTRATIONS_DB: join(copy.folder, 'registrations.sqlite'), DATABASE_URL: '' };
  return { file, ...(await runScript('scripts/units-import.ts', args, env)) };
}

async function filesOf(copy: Copy): Promise<Buffer[]> {
  return Promise.all([readFile(copy.source), readFile(copy.units)]);
}

async function availability(copy: Copy): Promise<Map<string, boolean>> {
  const { units } = JSON.parse(await readFile(copy.units, 'utf8')) as { units: PlanUnit[] };
  return new Map(units.map((u) => [u.id, u.isAvailable]));
}

/** The id as another system might write it: lower case, no separators, or zero-padded. */
const compact = (id: string) => id.toLowerCase().replaceAll('-', '');
const padded = (id: string) =>
  id.replace(
    /^(\d+)-([A-Z])-(\d+)$/,
    (_, f: string, r: string, n: string) => `0${f}-${r}-${n.padStart(2, '0')}`,
  );

/** Windows-1252 bytes of a text whose characters are all in that code page. */
function windows1252(text: string): Buffer {
  const high: Record<string, number> = { '€': 0x80, '’': 0x92, '–': 0x96 };
  return Buffer.from(
    [...text].map((c) => high[c] ?? (c.charCodeAt(0) <= 0xff ? c.charCodeAt(0) : 0x3f)),
  );
}

describe.concurrent('units:import', { timeout: ONE_SCRIPT_TIMEOUT }, () => {
  it('lists the units set in the console, says which value stands, and lets the file win only when asked', async () => {
    await withCopy(async (copy) => {
      const config = { kind: 'sqlite' as const, file: join(copy.folder, 'registrations.sqlite') };
      const staff = await openStaffStore(config);
      // Set in the console: freeA taken, takenA free. The file says the opposite of both.
      await staff.setAvailability(
        [
          { id: freeA, available: false },
          { id: takenA, available: true },
        ],
        'owner@example.org',
        { action: 'status-change', detail: {} },
        new Date('2026-11-01T09:00:00Z'),
      );
      const csv = `unit,status\n${freeA},available\n${takenA},occupied\n${freeB},occupied\n`;
      const kept = await importFile(copy, csv);
      expect(kept.code, kept.stderr).toBe(0);
      expect(kept.stdout).toContain(
        "2 units in the file were set in the console since the last import; the console's value stands on the bundled server (add --replace-console-changes to let the file win):",
      );
      expect(kept.stdout).toContain(
        `  ${freeA}: console not available (owner@example.org, 2026-11-01T09:00:00.000Z), file available; the console stands`,
      );
      expect((await staff.consoleChanges()).map((c) => c.id).sort()).toEqual(
        [freeA, takenA].sort(),
      );

      const replaced = await importFile(copy, csv, '--replace-console-changes');
      expect(replaced.code, replaced.stderr).toBe(0);
      expect(replaced.stdout).toContain(`  ${takenA}: console available (owner@example.org, `);
      expect(replaced.stdout).toContain("Dropped the console's setting of 2 units.");
      expect(await staff.consoleChanges()).toEqual([]);
      const log = await staff.auditLog();
      await staff.close();
      expect(log.map((e) => e.action)).toEqual(['import', 'import', 'status-change']);
      expect(log[0]?.email).toMatch(/^command line \(.+\)$/);
      expect(log[0]?.detail).toMatchObject({ consoleChangesReplaced: [freeA, takenA] });
      expect(log[1]?.detail).toMatchObject({ changed: [`${freeB} not available`] });
    });
  });

  it(
    'reads the simple format, changes only the reserved list and regenerates units.json',
    async () => {
      await withCopy(async (copy) => {
        const sourceBefore = JSON.parse(await readFile(copy.source, 'utf8')) as Record<
          string,
          unknown
        >;
        const run = await importFile(copy, `unit,status\n${freeA},occupied\n${takenA},available\n`);
        expect(run.stderr).toBe('');
        expect(run.code).toBe(0);
        const lines = run.stdout.trim().split('\n');
        expect(lines[0]).toBe(
          `Read ${run.file} (UTF-8, 2 rows; unit column "unit", status column "status").`,
        );
        expect(lines).toContain(`  ${freeA}: now not available (row 2: "occupied")`);
        expect(lines).toContain(`  ${takenA}: now available (row 3: "available")`);
        expect(lines).toContain(
          `${planUnits.length - 2} units on the plan not in the file, left as they are: ${planUnits
            .map((u) => u.id)
            .filter((id) => id !== freeA && id !== takenA)
            .join(', ')}.`,
        );
        const after = await availability(copy);
        expect([after.get(freeA), after.get(takenA), after.get(takenB), after.get(freeB)]).toEqual([
          false,
          true,
          false,
          true,
        ]);
        const sourceAfter = JSON.parse(await readFile(copy.source, 'utf8')) as Record<
          string,
          unknown
        >;
        expect({ ...sourceAfter, reserved: [] }).toEqual({ ...sourceBefore, reserved: [] });
        expect(sourceAfter.reserved).toContain(freeA);
        expect(sourceAfter.reserved).not.toContain(takenA);
        // units.json is exactly what the updated source generates.
        const check = await runScript('scripts/layout-validate.ts', [
          copy.units,
          '--source',
          copy.source,
        ]);
        expect(check.code, check.stderr).toBe(0);
      });
    },
    SEVERAL_SCRIPTS_TIMEOUT,
  );

  it('reads a Storeganise export as it comes: BOM, CRLF, extra and quoted columns, names in other forms', async () => {
    await withCopy(async (copy) => {
      const csv = [
        'name,width,length,height,measure,floor,state,defaultprice,defaultdeposit',
        `${compact(freeA)},5,5,8,ft,2,overdue,"1,250.00",50`,
        `${padded(freeB)},5,5,8,ft,2,blocked,50,50`,
        `"${takenA}",5,5,8,ft,2,Available,50,50`,
        `${freeC},5,5,8,ft,2,available,50,50`,
      ].join('\r\n');
      const run = await importFile(
        copy,
        Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv)]),
      );
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain(
        '(UTF-8 with BOM, 4 rows; unit column "name", status column "state")',
      );
      expect(run.stdout).toContain('Availability changed for 3 units:');
      const after = await availability(copy);
      expect([after.get(freeA), after.get(freeB), after.get(takenA), after.get(freeC)]).toEqual([
        false,
        false,
        true,
        true,
      ]);
    });
  });

  it('reads any system’s columns named by flags, in Windows-1252 with semicolons', async () => {
    await withCopy(async (copy) => {
      const csv = `Unit Ref;Tenant;Balance;Availability\r\n${freeA};Zoë O’Neill;€12;let\r\n${freeB};Café – Ltd;€0;Rented\r\n`;
      const run = await importFile(
        copy,
        windows1252(csv),
        '--unit-column',
        'Unit Ref',
        '--status-column',
        'availability',
      );
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain(
        '(Windows-1252, 2 rows; unit column "Unit Ref", status column "Availability")',
      );
      const after = await availability(copy);
      expect([after.get(freeA), after.get(freeB)]).toEqual([false, false]);
    });
  });

  it('reads Windows-1252 text correctly in what it reports', async () => {
    await withCopy(async (copy) => {
      const before = await filesOf(copy);
      const run = await importFile(copy, windows1252(`unit,status\nCafé–1,available\n`));
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('row 2, column "unit": unit "Café–1" is not on the plan');
      expect(await filesOf(copy)).toEqual(before);
    });
  });

  const manyRows = `unit,status\n${`${freeA},available\n`.repeat(100_000)}`;
  it.each([
    [
      'a unit not on the plan',
      `unit,status\n${freeA},available\n9-Z-9,occupied\n`,
      'row 3, column "unit": unit "9-Z-9" is not on the plan',
    ],
    [
      'two rows that disagree',
      `unit,status\n${freeA},occupied\n${freeB},available\n${compact(freeA)},available\n`,
      `row 4: unit ${freeA} is "available" here but "occupied" at row 2; keep one row per unit`,
    ],
    [
      'an unknown status',
      `unit,status\n${freeA},vacant\n`,
      `row 2, column "status": unknown status "vacant" for "${freeA}"; the statuses known are available, occupied, overdue, reserved, blocked, let, rented`,
    ],
    ['an empty file', '', 'export.csv is empty; nothing was changed.'],
    ['a file of blank lines', '\r\n\r\n  \n', 'export.csv is empty; nothing was changed.'],
    [
      'a header with no rows',
      'unit,status\n',
      'export.csv has a header row but no units; nothing was changed.',
    ],
    [
      'a binary file',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00]),
      'export.csv is not a text file (a NUL byte at byte 6); export the units as CSV; nothing was changed.',
    ],
    [
      'a file of 100,000 rows',
      manyRows,
      'export.csv has more than 10,000 rows; that is not a unit list for one facility',
    ],
    [
      'a missing column',
      `unit,price\n${freeA},50\n`,
      'no status column (looked for "status" or "state"); its columns are "unit", "price"; name the column with --status-column',
    ],
  ])('refuses %s, naming it, and writes nothing', async (_, content, message) => {
    await withCopy(async (copy) => {
      const before = await filesOf(copy);
      const run = await importFile(copy, content);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(message);
      expect(run.stderr).toMatch(/[Nn]othing was changed\.\n$/);
      expect(run.stdout).toBe('');
      expect(await filesOf(copy)).toEqual(before);
    });
  });

  it('refuses a column named by a flag that is not there', async () => {
    await withCopy(async (copy) => {
      const before = await filesOf(copy);
      const run = await importFile(
        copy,
        `unit,status\n${freeA},let\n`,
        '--unit-column',
        'Unit Ref',
      );
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        'no column named "Unit Ref" (--unit-column); its columns are "unit", "status"',
      );
      expect(await filesOf(copy)).toEqual(before);
    });
  });

  it('refuses while units.json is not what the source generates, so no other change slips out', async () => {
    await withCopy(async (copy) => {
      const stale = (await readFile(copy.units, 'utf8')).replace(
        '"isAvailable": true',
        '"isAvailable": false',
      );
      await writeFile(copy.units, stale);
      const before = await filesOf(copy);
      const run = await importFile(copy, `unit,status\n${takenA},available\n`);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`units.json is not what ${copy.source} generates`);
      expect(await filesOf(copy)).toEqual(before);
    });
  });

  it('with --dry-run prints the changes and writes nothing', async () => {
    await withCopy(async (copy) => {
      const before = await filesOf(copy);
      const run = await importFile(copy, `unit,status\n${freeA},occupied\n`, '--dry-run');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(
        `Availability would change for 1 unit:\n  ${freeA}: now not available (row 2: "occupied")\n`,
      );
      expect(run.stdout.trim().split('\n').at(-1)).toBe('Dry run: nothing was written.');
      expect(await filesOf(copy)).toEqual(before);
    });
  });

  it(
    'says so, and writes nothing, when a second import of the same file changes nothing',
    async () => {
      await withCopy(async (copy) => {
        const csv = `unit,status\n${freeA},occupied\n${takenA},available\n`;
        expect((await importFile(copy, csv)).code).toBe(0);
        const once = await filesOf(copy);
        const again = await importFile(copy, csv);
        expect(again.code).toBe(0);
        expect(again.stdout).not.toContain('Availability');
        expect(again.stdout.trim().split('\n').at(-1)).toBe(
          'No availability changed; nothing was written.',
        );
        expect(await filesOf(copy)).toEqual(once);
      });
    },
    SEVERAL_SCRIPTS_TIMEOUT,
  );
});

describe.concurrent('units:import from a whole export', { timeout: ONE_SCRIPT_TIMEOUT }, () => {
  const whole = `unit,status\n${freeA},occupied\nC-12,let\nBox 7,vacant\n${takenA},available\n`;

  it('with --ignore-unknown imports the plan’s units, lists the others and says what comes next', async () => {
    await withCopy(async (copy) => {
      const run = await importFile(copy, whole, '--ignore-unknown');
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const lines = run.stdout.trim().split('\n');
      expect(lines).toContain(
        '2 units in the file not on the plan, not imported: "C-12" (row 3), "Box 7" (row 4).',
      );
      expect(lines).toContain(`  ${freeA}: now not available (row 2: "occupied")`);
      expect(lines.at(-1)).toBe(
        'Next: run npm run build. The bundled server shows the new availability once restarted on the new build (units set in the console still win); a static host shows it once the new dist/ is deployed.',
      );
      const after = await availability(copy);
      expect([after.get(freeA), after.get(takenA)]).toEqual([false, true]);
    });
  });

  it('without it refuses the whole file and suggests the flag', async () => {
    await withCopy(async (copy) => {
      const before = await filesOf(copy);
      const run = await importFile(copy, whole);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('row 3, column "unit": unit "C-12" is not on the plan');
      expect(run.stderr).toContain(
        "add --ignore-unknown to import the plan's units and list the others.",
      );
      expect(await filesOf(copy)).toEqual(before);
    });
  });

  it('finishes when its output is closed (… | head), leaving no temporary file', async () => {
    await withCopy(async (copy) => {
      const file = join(copy.folder, 'export.csv');
      await writeFile(file, `unit,status\n${freeA},occupied\n${takenA},available\n`);
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/units-import.ts',
          file,
          '--source',
          copy.source,
          '--units',
          copy.units,
        ],
        { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      // The reader goes away before the command has printed anything.
      child.stdout.destroy();
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const [code] = await once(child, 'exit');
      expect(stderr).toBe('');
      expect(code).toBe(0);
      const after = await availability(copy);
      expect([after.get(freeA), after.get(takenA)]).toEqual([false, true]);
      expect((await readdir(copy.folder)).sort()).toEqual([
        'export.csv',
        'facility.json',
        'units.json',
      ]);
    });
  });
});

describe.concurrent('units:export', { timeout: ONE_SCRIPT_TIMEOUT }, () => {
  it(
    'writes unit, floor, sqft and status, and units:import reads it back unchanged',
    async () => {
      await withCopy(async (copy) => {
        const out = join(copy.folder, 'units.csv');
        const run = await runScript('scripts/units-export.ts', [
          '--units',
          copy.units,
          '--out',
          out,
        ]);
        expect(run.code, run.stderr).toBe(0);
        expect(run.stdout).toBe(
          `Wrote ${out}: ${planUnits.length} units, ${available.length} available and ${reserved.length} reserved.\n`,
        );
        const lines = (await readFile(out, 'utf8')).split('\r\n');
        expect(lines[0]).toBe('unit,floor,sqft,status');
        expect(lines).toHaveLength(planUnits.length + 2);
        const [first] = planUnits;
        expect(lines[1]).toBe(
          `${first?.id},${first?.id.split('-')[0]},${first?.sqft},${first?.isAvailable ? 'available' : 'reserved'}`,
        );
        expect(lines).toContain(`${takenA},${takenA.split('-')[0]},25,reserved`);

        const before = await filesOf(copy);
        const back = await runScript('scripts/units-import.ts', [
          out,
          '--source',
          copy.source,
          '--units',
          copy.units,
        ]);
        expect(back.code, back.stderr).toBe(0);
        expect(back.stdout).not.toContain('not in the file');
        expect(back.stdout).toContain('No availability changed; nothing was written.');
        expect(await filesOf(copy)).toEqual(before);

        // Edited in a spreadsheet: one unit let, one freed.
        const edited = (await readFile(out, 'utf8'))
          .replace(
            `${freeA},${freeA.split('-')[0]},25,available`,
            `${freeA},${freeA.split('-')[0]},25,reserved`,
          )
          .replace(
            `${takenA},${takenA.split('-')[0]},25,reserved`,
            `${takenA},${takenA.split('-')[0]},25,available`,
          );
        await writeFile(out, edited);
        const changed = await runScript('scripts/units-import.ts', [
          out,
          '--source',
          copy.source,
          '--units',
          copy.units,
        ]);
        expect(changed.stdout).toContain('Availability changed for 2 units:');
        const after = await availability(copy);
        expect([after.get(freeA), after.get(takenA)]).toEqual([false, true]);
      });
    },
    SEVERAL_SCRIPTS_TIMEOUT,
  );

  it('refuses to write anything but a .csv file', async () => {
    await withCopy(async (copy) => {
      const before = await filesOf(copy);
      const run = await runScript('scripts/units-export.ts', [
        '--units',
        copy.units,
        '--out',
        copy.source,
      ]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`refusing to write ${copy.source}: the export is a .csv file`);
      expect(await filesOf(copy)).toEqual(before);
    });
  });
});
