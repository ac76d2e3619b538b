// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readCliArgs } from './cli-args.ts';

describe('readCliArgs', () => {
  it('reads options in both forms, plain arguments, and skips --', () => {
    expect(
      readCliArgs(['--', '--source', 'a.json', '--out=b.json', 'c.json'], ['source', 'out']),
    ).toEqual({
      ok: true,
      options: new Map([
        ['source', 'a.json'],
        ['out', 'b.json'],
      ]),
      positionals: ['c.json'],
      help: false,
      flags: new Set(),
    });
  });

  it('reads the flags it is given, which take no value', () => {
    const args = readCliArgs(['--retry', '--since', '2026-12-01'], ['since'], ['retry']);
    expect(args).toMatchObject({ ok: true, flags: new Set(['retry']) });
    expect(readCliArgs(['--retry'], [])).toEqual({ ok: false, message: 'unknown option --retry' });
  });

  it('notices a request for help', () => {
    expect(readCliArgs(['-h'], [])).toMatchObject({ ok: true, help: true });
  });

  it('rejects unknown options and options without a value', () => {
    expect(readCliArgs(['--sauce', 'x'], ['source'])).toEqual({
      ok: false,
      message: 'unknown option --sauce',
    });
    expect(readCliArgs(['--out'], ['out'])).toEqual({
      ok: false,
      message: '--out needs a file name',
    });
    expect(readCliArgs(['--out='], ['out'])).toEqual({
      ok: false,
      message: '--out needs a file name',
    });
  });
});
