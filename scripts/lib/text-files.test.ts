// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readTextFile, writeFileAtomically } from './text-files.ts';

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'text-files-'));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('readTextFile', () => {
  it('reads a file, or explains in one line why it cannot', async () => {
    await writeFile(join(folder, 'a.txt'), 'hello');
    expect(await readTextFile(join(folder, 'a.txt'))).toEqual({ ok: true, text: 'hello' });
    expect(await readTextFile(join(folder, 'b.txt'))).toEqual({
      ok: false,
      message: `cannot read ${join(folder, 'b.txt')}: no such file`,
    });
    expect(await readTextFile(folder)).toEqual({
      ok: false,
      message: `cannot read ${folder}: it is a folder, not a file`,
    });
  });
});

describe('writeFileAtomically', () => {
  it('replaces the file and leaves no temporary file behind', async () => {
    const file = join(folder, 'units.json');
    await writeFile(file, 'old');
    await writeFileAtomically(file, 'new');
    expect(await readFile(file, 'utf8')).toBe('new');
    expect(await readdir(folder)).toEqual(['units.json']);
  });

  it('leaves the old file alone when the write fails', async () => {
    const file = join(folder, 'units.json');
    await writeFile(file, 'old');
    // A folder where the temporary file would go makes the write fail.
    await writeFile(join(folder, 'blocker'), '');
    await expect(writeFileAtomically(join(folder, 'blocker', 'units.json'), 'new')).rejects.toThrow(
      /^cannot write /,
    );
    expect(await readFile(file, 'utf8')).toBe('old');
    expect((await readdir(folder)).sort()).toEqual(['blocker', 'units.json']);
  });
});
