// @vitest-environment node
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript, SCRIPT_TEST_TIMEOUT } from '../scripts/lib/run-script.ts';
import { minimalSite } from '../scripts/lib/serve-process.ts';
import {
  ConfigError,
  checkMailDir,
  DEFAULT_STAFF_PORT,
  readEnvironment,
  readServerConfig,
} from './config.ts';

const serverFolder = fileURLToPath(new URL('.', import.meta.url));

/** Reads of the environment in `source`: `process.env`, `process['env']` or `{ env } = process`. */
function environmentReads(source: string): number {
  return (
    source.match(
      /process\s*(\.\s*env\b|\[\s*['"`]env['"`]\s*\])|\{\s*env\b[^}]*\}\s*=\s*process\b/g,
    )?.length ?? 0
  );
}

/** Every module of the server but its tests and config.ts, by path from server/. */
function serverModules(): string[] {
  return readdirSync(serverFolder, { recursive: true, encoding: 'utf8' }).filter(
    (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && path !== 'config.ts',
  );
}

function refusal(env: Record<string, string>): string {
  try {
    readServerConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

describe('the environment', () => {
  it('is read by config.ts alone: no other module of the server reads process.env', () => {
    expect(environmentReads('const a = process.env.PORT;')).toBe(1);
    expect(environmentReads("const b = process['env'];")).toBe(1);
    expect(environmentReads('const { env } = process;')).toBe(1);
    expect(environmentReads('function f(env = {}) { return env.PORT; }')).toBe(0);
    const modules = serverModules();
    expect(modules).toContain('main.ts');
    expect(modules).toContain(join('console', 'data-routes.ts'));
    const readers = modules.filter((path) =>
      environmentReads(readFileSync(join(serverFolder, path), 'utf8')),
    );
    expect(readers).toEqual([]);
  });

  it('is typed by the schema, and an empty value is read as unset', () => {
    const environment = readEnvironment({
      PORT: '8080',
      STAFF_PORT: '',
      MAIL_POLL_MS: '250',
      TRUST_PROXY: '1',
      SOMETHING_ELSE: 'x',
    });
    expect(environment).toEqual({ PORT: 8080, MAIL_POLL_MS: 250, TRUST_PROXY: '1' });
    const config = readServerConfig({ STAFF_PORT: ' ', MAIL_CONFIRMATIONS_PER_HOUR: '0' });
    expect(config.ports.staffPort).toBe(DEFAULT_STAFF_PORT);
    expect(config.mail.confirmationsPerHour).toBe(0);
    expect(config.staffOrigin).toEqual({
      origin: `http://localhost:${DEFAULT_STAFF_PORT}`,
      configured: false,
    });
  });

  it('refuses a value the schema does not allow in one line naming the variable and what it must be', () => {
    expect(refusal({ PORT: 'eighty' })).toBe(
      'PORT must be a port number from 0 to 65535, not "eighty".',
    );
    expect(refusal({ STAFF_PORT: '70000' })).toBe(
      'STAFF_PORT must be a port number from 0 to 65535, not "70000".',
    );
    expect(refusal({ TRUST_PROXY: 'yes' })).toBe(
      'TRUST_PROXY must be 1 (or true) behind a reverse proxy, or 0 (or false, or unset) without one, not "yes".',
    );
    expect(refusal({ MAIL_POLL_MS: '-5' })).toBe(
      'MAIL_POLL_MS must be a number of milliseconds above 0, not "-5".',
    );
    expect(refusal({ MAIL_ANNOUNCEMENTS_PER_MINUTE: '0' })).toMatch(
      /^MAIL_ANNOUNCEMENTS_PER_MINUTE must be a whole number above 0/,
    );
    // Without repeating the value, which may hold the password.
    expect(refusal({ SMTP_URL: 'http://app:s3cret@mail.example.net:587' })).toBe(
      'SMTP_URL must be an address starting with smtp:// or smtps://, like smtp://user:password@mail.example.net:587.',
    );
    expect(refusal({ MAIL_RETRY_DELAYS_MS: '500,soon' })).toMatch(
      /^MAIL_RETRY_DELAYS_MS must list waits .* "soon" in "500,soon" is not one/,
    );
  });

  it('refuses a database address it cannot read, in the parser’s words', () => {
    expect(refusal({ DATABASE_URL: 'mysql://db/r' })).toMatch(
      /^DATABASE_URL must start with postgres:\/\//,
    );
    expect(refusal({ DATABASE_URL: 'postgres://app:pa/ss@db.example.net/r' })).toMatch(/%2F/);
  });

  it('reads TRUST_PROXY as 1, true, 0, false or unset, and refuses anything else by name', () => {
    const origin = { STAFF_ORIGIN: 'https://staff.example.org' };
    const trusted = (value: string) =>
      readServerConfig({ ...origin, TRUST_PROXY: value }).trustProxy;
    expect([trusted('1'), trusted('true'), trusted('0'), trusted('false'), trusted('')]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(readServerConfig({}).trustProxy).toBe(false);
    // Read as off, any of these would quietly make every visitor share the proxy's rate limit.
    for (const value of ['yes', 'on', ' 1', 'TRUE', '2'])
      expect(refusal({ ...origin, TRUST_PROXY: value }), value).toMatch(
        `TRUST_PROXY must be 1 (or true) behind a reverse proxy, or 0 (or false, or unset) without one, not ${JSON.stringify(value)}.`,
      );
  });

  it('refuses a trusted proxy without the console’s origin, naming STAFF_ORIGIN', () => {
    expect(refusal({ TRUST_PROXY: '1' })).toMatch(
      /^STAFF_ORIGIN is not set, and TRUST_PROXY=1 .* set STAFF_ORIGIN to the address staff open the console at/,
    );
    const config = readServerConfig({
      TRUST_PROXY: 'true',
      STAFF_ORIGIN: 'https://staff.example.org',
    });
    expect(config.trustProxy).toBe(true);
    expect(config.staffOrigin).toEqual({ origin: 'https://staff.example.org', configured: true });
  });

  it('checks that the mail folder can be made and written, unless mail goes by SMTP', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'mail-dir-'));
    try {
      const file = join(folder, 'a-file');
      writeFileSync(file, '');
      const mailDir = join(file, 'mail');
      expect(() => checkMailDir({ smtpUrl: null, mailDir })).toThrow(
        `MAIL_DIR (${mailDir}) cannot be made or written (ENOTDIR)`,
      );
      expect(() => checkMailDir({ smtpUrl: 'smtp://mail.example.net', mailDir })).not.toThrow();
      const writable = join(folder, 'new', 'mail');
      checkMailDir({ smtpUrl: null, mailDir: writable });
      expect(readdirSync(writable)).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('npm start with a setting that cannot work', { timeout: SCRIPT_TEST_TIMEOUT }, () => {
  let site = '';
  let folder = '';
  beforeAll(async () => {
    site = await minimalSite();
    folder = await mkdtemp(join(tmpdir(), 'start-checks-'));
    writeFileSync(join(folder, 'a-file'), '');
  });
  afterAll(async () => {
    await rm(dirname(site), { recursive: true, force: true });
    await rm(folder, { recursive: true, force: true });
  });

  const cases: [string, () => Record<string, string>, RegExp][] = [
    [
      'a mail folder it cannot make',
      () => ({ MAIL_DIR: join(folder, 'a-file', 'mail') }),
      /^MAIL_DIR \(.*a-file\/mail\) cannot be made or written \(ENOTDIR\): set MAIL_DIR to a folder/,
    ],
    [
      'a % not followed by two hex digits',
      () => ({ DATABASE_URL: 'postgres://app:s3cret%zz@db.example.net/r' }),
      /^DATABASE_URL has a % that is not followed by two hex digits \(write % itself as %25/,
    ],
    [
      'an unknown parameter',
      () => ({ DATABASE_URL: 'postgres://app:s3cret@db.example.net/r?sslmod=require' }),
      /^DATABASE_URL: "sslmod" is not a parameter this server reads/,
    ],
    [
      'a mysql:// address',
      () => ({ DATABASE_URL: 'mysql://app:s3cret@db.example.net/r' }),
      /^DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//,
    ],
    [
      'an unencoded / in the password',
      () => ({ DATABASE_URL: 'postgres://app:12/s3cret@db.example.net/r' }),
      /^DATABASE_URL reads as a database name with an @ in it.*\/ as %2F/,
    ],
    [
      'a certificate file it cannot read',
      () => ({ TLS_CERT_FILE: join(folder, 'none.pem'), TLS_KEY_FILE: join(folder, 'none.key') }),
      /^TLS_CERT_FILE \(.*none\.pem\) could not be read \(ENOENT\): set TLS_CERT_FILE and TLS_KEY_FILE/,
    ],
    [
      'a layout file it cannot read',
      () => ({ LAYOUT_FILE: join(folder, 'none.json') }),
      /^The layout .*none\.json could not be read: ENOENT/,
    ],
    [
      'a trusted proxy without the console’s origin',
      () => ({ TRUST_PROXY: '1' }),
      /^STAFF_ORIGIN is not set, and TRUST_PROXY=1 .* such as https:\/\/staff\.example\.co\.uk\.$/,
    ],
  ];

  it.each(cases)('refuses %s in one line, with no stack trace', async (_name, env, line) => {
    const run = await runScript('server/main.ts', [], {
      DIST_DIR: site,
      PORT: '0',
      STAFF_PORT: '0',
      REGISTRATIONS_DB: join(folder, 'r.sqlite'),
      MAIL_DIR: join(folder, 'mail'),
      ...env(),
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    const printed = run.stderr.trimEnd().split('\n');
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(line);
    expect(run.stderr).not.toMatch(/\bat .*\.ts:\d+|s3cret/);
  });
});
