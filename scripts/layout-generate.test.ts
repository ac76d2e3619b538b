// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runScript } from './lib/run-script.ts';

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

describe('layout:generate', () => {
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

  it('lists every problem of an invalid source and leaves the existing output untouched', async () => {
    const out = join(folder, 'units.json');
    await writeFile(out, 'the previous layout\n');
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
    expect(await readFile(out, 'utf8')).toBe('the previous layout\n');
    expect((await stat(out)).mtimeMs).toBe(before.mtimeMs);
    expect(await readdir(folder)).toEqual(['units.json']);
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

  it('gives one line when the output folder does not exist', async () => {
    const out = join(folder, 'no-folder', 'u.json');
    const run = await generate('--source', `${FIXTURES}/source-valid.json`, '--out', out);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`layout:generate: cannot write ${out}: no such file\n`);
  });

  it('rejects an unknown option', async () => {
    const run = await generate('--sauce', 'data/facility.json');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('layout:generate: unknown option --sauce');
  });
});
