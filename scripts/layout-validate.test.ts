// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript, SCRIPT_TEST_TIMEOUT } from './lib/run-script.ts';

const FIXTURES = 'scripts/fixtures/layout';

function validate(...args: string[]) {
  return runScript('scripts/layout-validate.ts', args);
}

/** A Node stack frame, which bad input must never print. */
const STACK_FRAME = /^\s+at /m;

describe.concurrent('layout:validate', { timeout: SCRIPT_TEST_TIMEOUT }, () => {
  it.concurrent.each([
    // fixture, line the validator must print
    ['shape.json', 'layout: shape: units must be an array'],
    ['missing-field.json', '2-A-2: missing-field: sqft is missing'],
    ['field-type.json', '2-A-2: field-type: x must be a number, got string "40"'],
    ['is-available.json', '2-A-2: field-type: isAvailable must be true or false'],
    ['id-format.json', '2-a-2: id-format: id "2-a-2" does not read floor-row letter-number'],
    ['unique-id.json', '2-A-1: unique-id: units[2] repeats the id of units[0]'],
    ['positive-size.json', '2-A-2: positive-size: width and height must be greater than 0'],
    ['inside-canvas.json', '2-A-3: inside-canvas: spans x 180 to 220, y 0 to 40'],
    ['no-overlap.json', '2-A-2: no-overlap: overlaps 2-A-1'],
    ['positive-sqft.json', '2-A-2: positive-sqft: sqft must be greater than 0, got -25'],
    ['no-usable-id.json', 'units[1]: missing-field: id is missing'],
    [
      'number-range.json',
      '2-A-3: number-range: x must be at most 1,000,000, got 1000000000000000000',
    ],
    [
      'duplicate-key.txt',
      `${FIXTURES}/duplicate-key.txt: duplicate-key: line 28, column 7: "isAvailable" appears again in units[1] (first at line 27, column 7)`,
    ],
    ['covers-feature.json', '2-A-3: covers-feature: covers feature stairs (stairs, x 110 to 200'],
    ['corridor-access.json', '2-A-3: corridor-access: shares no edge with a corridor on floor 2'],
    ['tap-size.json', '2-A-2: tap-size: is 30 × 40; a unit must be at least 40 wide and 32 high'],
    ['required-features.json', 'layout: required-features: has no office'],
  ])('rejects %s, naming the unit and the rule', async (fixture, expected) => {
    const run = await validate(`${FIXTURES}/${fixture}`);
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(expected);
    expect(lines[1]).toBe(`1 problem found in ${FIXTURES}/${fixture}.`);
  });

  it('gives the line and column of a JSON syntax error', async () => {
    const run = await validate(`${FIXTURES}/not-json.txt`);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `${FIXTURES}/not-json.txt: json: line 5, column 5: expected ',' or ']'`,
    );
    expect(run.stderr).not.toMatch(STACK_FRAME);
  });

  it('reports every problem in a file, then the count', async () => {
    const run = await validate(`${FIXTURES}/several-problems.json`);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^2A1: id-format: /),
      expect.stringMatching(/^2-A-2: field-type: isAvailable /),
      expect.stringMatching(/^2-A-2: no-overlap: overlaps 2A1 /),
      expect.stringMatching(/^2-A-3: inside-canvas: /),
      expect.stringMatching(/^2-A-4: positive-size: /),
      expect.stringMatching(/^entrance: field-type: kind must be one of /),
      `6 problems found in ${FIXTURES}/several-problems.json.`,
    ]);
  });

  it('prints a one-line summary for a valid file', async () => {
    const run = await validate(`${FIXTURES}/valid.json`);
    expect(run).toEqual({
      code: 0,
      stdout: `${FIXTURES}/valid.json is valid: 3 units: 2 available, 1 reserved; by size: 25 sq ft × 3.\n`,
      stderr: '',
    });
  });

  it('checks data/units.json when no file is given', async () => {
    const run = await validate();
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^data\/units\.json is valid: \d+ units: /);
  });

  it('with --source, says when the file is not what that source generates', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'layout-validate-'));
    try {
      const units = join(folder, 'units.json');
      const source = `${FIXTURES}/source-valid.json`;
      const generated = await runScript('scripts/layout-generate.ts', [
        '--source',
        source,
        '--out',
        units,
      ]);
      expect(generated.code).toBe(0);
      expect((await validate(units, '--source', source)).code).toBe(0);

      const text = await readFile(units, 'utf8');
      await writeFile(units, text.replace('"isAvailable": false', '"isAvailable": true'));
      const stale = await validate(units, '--source', source);
      expect(stale.code).toBe(1);
      expect(stale.stderr).toBe(
        `${units}: up-to-date: is not what ${source} generates; run npm run layout:generate\n1 problem found in ${units}.\n`,
      );
      // Without --source a file given by name is checked on its own.
      expect((await validate(units)).code).toBe(0);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('skips the -- that npm passes on', async () => {
    const run = await validate('--', `${FIXTURES}/valid.json`);
    expect(run.code).toBe(0);
  });

  it('gives one line, and no stack trace, for a missing file', async () => {
    const run = await validate(`${FIXTURES}/no-such-file.json`);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `layout:validate: cannot read ${FIXTURES}/no-such-file.json: no such file\n`,
    );
  });

  it('gives one line for a folder', async () => {
    const run = await validate(FIXTURES);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).not.toMatch(STACK_FRAME);
  });
});
