// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript, SCRIPT_TEST_TIMEOUT } from './lib/run-script.ts';
import { specShapedLayout } from './lib/synthetic-layout.ts';

const FIXTURES = 'scripts/fixtures/layout';

function validate(...args: string[]) {
  return runScript('scripts/layout-validate.ts', args);
}

/**
 * A facility source of 10,000 units of 10 × 10 drawing units on the usual
 * 1150 × 600 canvas: four floors of 25 rows of 100, each row above a
 * corridor, with the entrance, office and lift at the right-hand side.
 */
function tenThousandUnitSource() {
  const blocks = [];
  for (let floor = 1; floor <= 4; floor++) {
    for (let row = 0; row < 25; row++) {
      blocks.push({ row: String.fromCharCode(65 + row), floor, x: 0, y: row * 20, count: 100 });
    }
  }
  const corridors = Array.from({ length: 25 }, (_, row) => ({
    id: `corridor-${row}`,
    kind: 'corridor',
    label: 'Corridor',
    x: 0,
    y: row * 20 + 10,
    width: 1100,
    height: 10,
  }));
  const service = (id: string, y: number) => ({
    id,
    kind: id,
    label: id,
    x: 1110,
    y,
    width: 40,
    height: 40,
  });
  return {
    canvas: { width: 1150, height: 600 },
    defaults: { floor: 1, unitWidth: 10, unitHeight: 10, gap: 1, direction: 'right', sqft: 25 },
    sizes: { '25': 'About 5 ft by 5 ft.' },
    blocks,
    exceptions: {},
    reserved: [],
    features: [...corridors, service('entrance', 0), service('office', 50), service('lift', 100)],
  };
}

/** A Node stack frame, which bad input must never print. */
const STACK_FRAME = /^\s+at /m;

// The tests run side by side, up to five script processes at once, so each
// waits on the others' CPU as well as its own: a 10,000-unit run took 3 s
// in a full run here and outran 30 s on a busy machine. Room for five scripts.
const SIDE_BY_SIDE_TIMEOUT = 5 * SCRIPT_TEST_TIMEOUT;

describe.concurrent('layout:validate', { timeout: SIDE_BY_SIDE_TIMEOUT }, () => {
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

  it('passes a layout of 30 × 30 units, listing them as advice on stderr', async () => {
    const run = await validate(`${FIXTURES}/tap-size.json`);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      `${FIXTURES}/tap-size.json is valid: 3 units: 2 available, 1 reserved; by size: 25 sq ft × 3.\n`,
    );
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^2-A-1: tap-size: is 30 × 30, under the 40 × 32 /),
      expect.stringMatching(/^2-A-2: tap-size: is 30 × 30, /),
      expect.stringMatching(/^2-A-3: tap-size: is 30 × 30, /),
      `Advice, not an error: 3 units in ${FIXTURES}/tap-size.json (tap-size): units smaller than 40 × 32 drawing units are hard to tap on a phone until the plan zooms in. The layout is valid.`,
    ]);
  });

  it('passes a generated 10,000-unit layout of small units, listing the first 20 and counting the rest', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'layout-validate-'));
    try {
      const source = join(folder, 'facility.json');
      const units = join(folder, 'units.json');
      await writeFile(source, JSON.stringify(tenThousandUnitSource()));
      const generated = await runScript('scripts/layout-generate.ts', [
        '--source',
        source,
        '--out',
        units,
      ]);
      expect(generated.stderr).toContain(`Advice, not an error: 10,000 units in ${source}`);
      expect(generated.code).toBe(0);
      const run = await validate(units, '--source', source);
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(
        `${units} is valid: 10000 units: 10000 available, 0 reserved; by size: 25 sq ft × 10000.\n`,
      );
      const lines = run.stderr.trim().split('\n');
      expect(lines).toHaveLength(22);
      expect(lines[0]).toMatch(/^1-A-1: tap-size: is 10 × 10, /);
      expect(lines[20]).toBe('…and 9,980 more.');
      expect(lines[21]).toMatch(/^Advice, not an error: 10,000 units in /);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
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

/** A feature on every floor over each floor's first unit (1-A-1, 2-A-1, …). */
const ENTRANCE = {
  id: 'entrance',
  kind: 'entrance',
  label: 'Entrance',
  x: 0,
  y: 0,
  width: 40,
  height: 32,
};

describe.concurrent("layout:validate with a layout in the spec's shape", {
  timeout: SIDE_BY_SIDE_TIMEOUT,
}, () => {
  async function validateLayout(json: unknown) {
    const folder = await mkdtemp(join(tmpdir(), 'layout-validate-'));
    try {
      const file = join(folder, 'units.json');
      await writeFile(file, JSON.stringify(json));
      return { file, run: await validate(file) };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  it.concurrent.each([
    [130, '130 units: 104 available, 26 reserved; by size: 25 sq ft × 130'],
    [10_000, '10000 units: 8000 available, 2000 reserved; by size: 25 sq ft × 10000'],
  ])(
    'passes %i units without features, saying the feature rules had nothing to check',
    async (count, summary) => {
      const { file, run } = await validateLayout(specShapedLayout(count));
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(`${file} is valid: ${summary}.\n`);
      expect(run.stderr).toBe(
        `Advice, not an error: ${file} (no-features): no features: corridors, entrance, office and stairs not checked (covers-feature, corridor-access, required-features). The layout is valid.\n`,
      );
    },
  );

  it.concurrent.each([130, 10_000])(
    'applies every feature rule to the same %i units once they have a feature',
    async (count) => {
      const floors = Math.ceil(count / 504);
      const { file, run } = await validateLayout({
        ...specShapedLayout(count),
        features: [ENTRANCE],
      });
      expect(run.code).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines).toContain(
        '1-A-1: covers-feature: covers feature entrance (entrance, x 0 to 40, y 0 to 32); this unit spans x 0 to 40, y 0 to 32',
      );
      expect(lines).toContain(
        `layout: corridor-access: floor ${floors} has no corridor, so none of its ${count - (floors - 1) * 504} units opens onto one`,
      );
      expect(lines).toContain(
        'layout: required-features: has no office, no lift or stairs, no corridor; a facility needs an entrance, an office, a lift or stairs and a corridor',
      );
      expect(lines.at(-1)).toBe(`${2 * floors + 1} problems found in ${file}.`);
      expect(run.stderr).not.toContain('no-features');
    },
  );
});
