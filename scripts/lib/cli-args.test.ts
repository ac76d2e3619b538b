// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readCliArgs } from './cli-args.ts';
import { runScript, SCRIPT_TEST_TIMEOUT } from './run-script.ts';

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
      message: '--out needs a value',
    });
    expect(readCliArgs(['--out='], ['out'])).toEqual({
      ok: false,
      message: '--out needs a value',
    });
  });
});

describe('a command run from the command line', { timeout: SCRIPT_TEST_TIMEOUT }, () => {
  // The database is never reached: each run ends before it, or cannot reach it.
  const nowhere = { DATABASE_URL: 'postgres://staff@127.0.0.1:1/registrations' };

  it('names a mistake with the usage and exits 2; --help prints the usage and exits 0', async () => {
    const [missing, extra, help] = await Promise.all([
      runScript('scripts/registrations-purge.ts', ['--', '--older-than'], nowhere),
      runScript('scripts/registrations-outbox.ts', ['--', 'now'], nowhere),
      runScript('scripts/registrations-export.ts', ['--', '--help'], nowhere),
    ]);
    expect(missing).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'registrations:purge: --older-than needs a value\nusage: npm run registrations:purge [-- --older-than <days>] [--yes | --dry-run]\n',
    });
    expect(extra).toMatchObject({ code: 2, stdout: '' });
    expect(extra.stderr).toMatch(/^registrations:outbox: unexpected argument now\nusage: /);
    expect(help).toMatchObject({ code: 0, stderr: '' });
    expect(help.stdout).toMatch(/^usage: npm run registrations:export /);
  });

  it('reports an error it meets after its name, without a stack trace, and exits 1', async () => {
    const run = await runScript('scripts/registrations-outbox.ts', [], nowhere);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^registrations:outbox: PostgreSQL at postgres:\/\/staff@127\.0\.0\.1:1\/registrations could not be reached/,
    );
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
