// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runScript, SCRIPT_TEST_TIMEOUT } from './lib/run-script.ts';

const FIXTURES = 'scripts/fixtures/layout';
const STACK_FRAME = /^\s+at /m;

function generate(...args: string[]) {
  return runScript('scripts/layout-generate.ts', args);
}

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'layout-generate-'));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('layout:generate', { timeout: SCRIPT_TEST_TIMEOUT }, () => {
  it('reproduces the committed data/units.json byte for byte, the same every time', async () => {
    const first = join(folder, 'first.json');
    const second = join(folder, 'second.json');
    const runs = await Promise.all([generate('--out', first), generate('--out', second)]);
    for (const run of runs) {
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^Wrote .*(first|second)\.json /);
    }
    const [a, b, committed] = await Promise.all([
      readFile(first),
      readFile(second),
      readFile('data/units.json'),
    ]);
    expect(a.equals(b)).toBe(true);
    // If this fails, data/facility.json changed without a regeneration:
    // run npm run layout:generate and commit data/units.json.
    expect(a.equals(committed)).toBe(true);
  });

  it('writes a valid source and reports the summary, then leaves an up-to-date file alone', async () => {
    const out = join(folder, 'units.json');
    const first = await generate('--source', `${FIXTURES}/source-valid.json`, '--out', out);
    expect(first).toEqual({
      code: 0,
      stdout: `Wrote ${out} (5 units: 4 available, 1 reserved; by size: 25 sq ft × 4, 50 sq ft × 1).\n`,
      stderr: '',
    });
    const written = await stat(out);
    const again = await generate('--source', `${FIXTURES}/source-valid.json`, '--out', out);
    expect(again.stdout).toContain('is already up to date');
    expect((await stat(out)).mtimeMs).toBe(written.mtimeMs);
    expect(await readdir(folder)).toEqual(['units.json']);
  });

  it('writes a source without features, saying as advice that the feature rules had nothing to check', async () => {
    const { features, ...units } = JSON.parse(
      await readFile(`${FIXTURES}/source-valid.json`, 'utf8'),
    ) as Record<string, unknown>;
    expect(features).toHaveLength(4);
    const source = join(folder, 'facility.json');
    const out = join(folder, 'units.json');
    await writeFile(source, JSON.stringify(units));
    const run = await generate('--source', source, '--out', out);
    expect(run).toEqual({
      code: 0,
      stdout: `Wrote ${out} (5 units: 4 available, 1 reserved; by size: 25 sq ft × 4, 50 sq ft × 1).\n`,
      stderr: `Advice, not an error: ${source} (no-features): no features: corridors, entrance, office and stairs not checked (covers-feature, corridor-access, required-features). The layout is valid.\n`,
    });
    const written = JSON.parse(await readFile(out, 'utf8')) as {
      units: unknown[];
      features: unknown[];
    };
    expect(written.units).toHaveLength(5);
    expect(written.features).toEqual([]);
  });

  it('lists every problem of an invalid source and leaves the existing output untouched', async () => {
    const out = join(folder, 'units.json');
    const previous = await readFile(`${FIXTURES}/valid.json`, 'utf8');
    await writeFile(out, previous);
    const before = await stat(out);
    const run = await generate('--source', `${FIXTURES}/source-invalid.json`, '--out', out);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'reserved[1]: unknown-unit: no block makes unit 2-C-1',
      expect.stringMatching(/^2-A-6: inside-canvas: spans x 200 to 240, .*; made by blocks\[0\]$/),
      expect.stringMatching(/^2-B-1: no-overlap: overlaps 2-A-1 .*; made by blocks\[1\]$/),
      expect.stringMatching(/^2-B-2: no-overlap: overlaps 2-A-2, 2-A-3 .*; made by blocks\[1\]$/),
      `4 problems in ${FIXTURES}/source-invalid.json; ${out} was not changed.`,
    ]);
    expect(await readFile(out, 'utf8')).toBe(previous);
    expect((await stat(out)).mtimeMs).toBe(before.mtimeMs);
    expect(await readdir(folder)).toEqual(['units.json']);
  });

  it('reports a repeated key in the source by line and column, and writes nothing', async () => {
    const out = join(folder, 'u.json');
    const run = await generate('--source', `${FIXTURES}/source-duplicate-key.txt`, '--out', out);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      `${FIXTURES}/source-duplicate-key.txt: duplicate-key: line 39, column 3: "reserved" appears again in the top level (first at line 38, column 3); JSON would silently keep only the last`,
      `1 problem in ${FIXTURES}/source-duplicate-key.txt; ${out} was not changed.`,
    ]);
    expect(await readdir(folder)).toEqual([]);
  });

  it('refuses to write over its source, or over any file that is not a units file', async () => {
    const source = join(folder, 'facility.json');
    const sourceText = await readFile(`${FIXTURES}/source-valid.json`, 'utf8');
    await writeFile(source, sourceText);
    const other = join(folder, 'other-facility.json');
    await writeFile(other, sourceText);
    const packageFile = join(folder, 'package.json');
    await writeFile(packageFile, '{ "name": "site" }\n');
    const cases = [
      [source, `refusing to write ${source}: it is the source being read`],
      [join(folder, '.', 'facility.json'), 'it is the source being read'],
      [other, 'it is a facility source (it has blocks), not a units file'],
      [packageFile, 'it is not a units file (no units list)'],
      [join(folder, 'units.txt'), 'a units file ends in .json'],
    ];
    for (const [out, message] of cases) {
      const run = await generate('--source', source, '--out', out as string);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(message);
      expect(run.stderr).toContain('choose another --out, such as data/units.json');
      expect(run.stdout).toBe('');
    }
    expect(await readFile(source, 'utf8')).toBe(sourceText);
    expect(await readFile(other, 'utf8')).toBe(sourceText);
    expect(await readFile(packageFile, 'utf8')).toBe('{ "name": "site" }\n');
    expect((await readdir(folder)).sort()).toEqual([
      'facility.json',
      'other-facility.json',
      'package.json',
    ]);
  });

  it('prints what changed against the current file before replacing it', async () => {
    const out = join(folder, 'units.json');
    const source = join(folder, 'facility.json');
    const original = JSON.parse(await readFile(`${FIXTURES}/source-valid.json`, 'utf8'));
    await writeFile(source, JSON.stringify(original));
    expect((await generate('--source', source, '--out', out)).code).toBe(0);

    const edited = structuredClone(original);
    edited.blocks[0].count = 2; // 2-A-3 goes
    edited.blocks[1].x = 40; // row B shifts right
    edited.blocks.push({ row: 'C', x: 0, y: 60, count: 1 });
    edited.exceptions['2-B-2'].width = 40;
    edited.reserved = ['2-A-1'];
    edited.features[1].label = 'Goods lift';
    await writeFile(source, JSON.stringify(edited));
    const run = await generate('--source', source, '--out', out);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual([
      `Changes to ${out}:`,
      '  added (1):',
      '    2-C-1',
      '  removed (1):',
      '    2-A-3',
      '  moved (2):',
      '    2-B-1: x 0, y 60 → x 40, y 60',
      '    2-B-2: x 40, y 60 → x 80, y 60',
      '  resized (1):',
      '    2-B-2: 80 × 40, 50 sq ft → 40 × 40, 50 sq ft',
      '  status changed (2):',
      '    2-A-1: available → reserved',
      '    2-A-2: reserved → available',
      '  features changed (1):',
      '    lift',
      `Wrote ${out} (5 units: 4 available, 1 reserved; by size: 25 sq ft × 4, 50 sq ft × 1).`,
    ]);

    // Only the formatting differs: the file is rewritten, and says so.
    const compact = JSON.stringify(JSON.parse(await readFile(out, 'utf8')));
    await writeFile(out, compact);
    const reformatted = await generate('--source', source, '--out', out);
    expect(reformatted.stdout).toContain(
      `No unit, feature or canvas changes; only the formatting of ${out} differs.`,
    );
    // Nothing changed: nothing is written.
    const written = await stat(out);
    const again = await generate('--source', source, '--out', out);
    expect(again.stdout).toBe(
      `${out} is already up to date (5 units: 4 available, 1 reserved; by size: 25 sq ft × 4, 50 sq ft × 1).\n`,
    );
    expect((await stat(out)).mtimeMs).toBe(written.mtimeMs);
  });

  it('rejects huge numbers by name at once, rather than hanging or running out of memory', async () => {
    const source = `${FIXTURES}/source-huge-numbers.json`;
    const out = join(folder, 'u.json');
    const started = performance.now();
    const run = await generate('--source', source, '--out', out);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'blocks[0]: number-range: x must be at most 1,000,000, got 1000000000000000000',
      'blocks[1]: number-range: count must be at most 100,000, got 80000000',
      `2 problems in ${source}; ${out} was not changed.`,
    ]);
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(await readdir(folder)).toEqual([]);
  });

  it('names an unknown field in the source', async () => {
    const run = await generate(
      '--source',
      `${FIXTURES}/source-unknown-field.json`,
      '--out',
      join(folder, 'u.json'),
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('blocks[1]: unknown-field: "gapp" is not a field here');
    expect(await readdir(folder)).toEqual([]);
  });

  it('gives the line and column of a JSON syntax error in the source, without a stack trace', async () => {
    const run = await generate(
      '--source',
      `${FIXTURES}/not-json.txt`,
      '--out',
      join(folder, 'u.json'),
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${FIXTURES}/not-json.txt: json: line 5, column 5: `);
    expect(run.stderr).not.toMatch(STACK_FRAME);
  });

  it('gives one line for a missing source', async () => {
    const run = await generate(
      '--source',
      join(folder, 'missing.json'),
      '--out',
      join(folder, 'u.json'),
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `layout:generate: cannot read ${join(folder, 'missing.json')}: no such file\n`,
    );
  });

  it('reports a misspelt field once, not again as missing in every block', async () => {
    const source = join(folder, 'facility.json');
    const text = await readFile('data/facility.json', 'utf8');
    await writeFile(source, text.replace('"unitWidth"', '"unitWidht"'));
    const run = await generate('--source', source, '--out', join(folder, 'u.json'));
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `defaults: unknown-field: "unitWidht" is not a field here (expected floor, unitWidth, unitHeight, gap, direction, sqft)\n1 problem in ${source}; ${join(folder, 'u.json')} was not changed.\n`,
    );
  });

  it('gives one line when the output folder does not exist', async () => {
    const out = join(folder, 'no-folder', 'u.json');
    const run = await generate('--source', `${FIXTURES}/source-valid.json`, '--out', out);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `layout:generate: cannot write ${out}: the folder ${dirname(out)} does not exist; create it, or give a path in a folder that does\n`,
    );
  });

  it('rejects an unknown option', async () => {
    const run = await generate('--sauce', 'data/facility.json');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('layout:generate: unknown option --sauce');
  });
});
