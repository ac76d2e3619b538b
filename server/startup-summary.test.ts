// @vitest-environment node
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runScript } from '../scripts/lib/run-script.ts';
import { minimalSite, startServeProcess } from '../scripts/lib/serve-process.ts';
import { MailConfigError, mailConfig } from './mail/config.ts';
import { mailLine, proxyLine, storeLine } from './startup-summary.ts';
import { DATABASE_TEST_TIMEOUT, testDatabases } from './store/test-databases.ts';

const databases = testDatabases();
afterAll(() => databases.cleanUp());

describe('the start-up lines', () => {
  it('name the store, where mail goes and the proxy, without a password', () => {
    expect(storeLine({ kind: 'sqlite', file: '/srv/r.sqlite' })).toBe(
      'Store: SQLite file /srv/r.sqlite',
    );
    const postgres = storeLine({
      kind: 'postgres',
      url: 'postgres://app:s3cret@db.example.net:6543/registrations?sslmode=require',
    });
    expect(postgres).toBe('Store: PostgreSQL database registrations on db.example.net:6543');
    expect(storeLine({ kind: 'postgres', url: 'postgres:///r?host=/var/run/postgresql' })).toBe(
      'Store: PostgreSQL database r on the socket in /var/run/postgresql',
    );
    expect(mailLine({ smtpUrl: 'smtps://app:s3cret@mail.example.net', mailDir: '/x' })).toBe(
      'Mail: sending by SMTP through mail.example.net, port 465',
    );
    expect(mailLine({ smtpUrl: 'smtp://mail.example.net:2525', mailDir: '/x' })).toBe(
      'Mail: sending by SMTP through mail.example.net, port 2525',
    );
    expect(mailLine({ smtpUrl: null, mailDir: '/srv/mail' })).toMatch(
      /^Mail: writing emails to \/srv\/mail/,
    );
    expect(proxyLine(true)).toMatch(/^Proxy: trusted/);
    expect(proxyLine(false)).toMatch(/^Proxy: none trusted/);
  });

  it('a bad MAIL_RETRY_DELAYS_MS is named with the value at fault', () => {
    for (const value of ['500,soon', '500,,1000', '-5']) {
      const reading = () => mailConfig({ MAIL_RETRY_DELAYS_MS: value });
      expect(reading, value).toThrow(MailConfigError);
      expect(reading, value).toThrow(`MAIL_RETRY_DELAYS_MS must list waits in milliseconds`);
      expect(reading, value).toThrow(`in "${value}" is not one`);
    }
    expect(mailConfig({ MAIL_RETRY_DELAYS_MS: '500, 1000' }).retryDelaysMs).toEqual([500, 1000]);
  });
});

describe.each(databases.each)(
  'the server on $name',
  { timeout: DATABASE_TEST_TIMEOUT },
  (database) => {
    it('prints the three lines at start, none with a password', async () => {
      const config = await database.fresh();
      const site = await minimalSite();
      const server = await startServeProcess({
        DIST_DIR: site,
        ...(config.kind === 'sqlite'
          ? { REGISTRATIONS_DB: config.file }
          : { DATABASE_URL: config.url.replace('postgres@', 'postgres:s3cret@') }),
        SMTP_URL: 'smtp://app:s3cret@127.0.0.1:2525',
        TRUST_PROXY: '1',
        STAFF_ORIGIN: 'https://staff.example.org',
      });
      try {
        await vi.waitFor(() => expect(server.output()).toContain('Proxy: '));
        const output = server.output();
        const store =
          config.kind === 'sqlite'
            ? `Store: SQLite file ${config.file}`
            : `Store: PostgreSQL database ${new URL(config.url).pathname.slice(1)} on 127.0.0.1:`;
        expect(output).toContain(store);
        expect(output).toContain('Mail: sending by SMTP through 127.0.0.1, port 2525');
        expect(output).toContain('Proxy: trusted (TRUST_PROXY=1)');
        expect(output).not.toContain('s3cret');
      } finally {
        await server.stop();
      }
    });
  },
);

describe('TRUST_PROXY', () => {
  it(
    'set to anything but 1, true, 0 or false stops the server with a message naming it',
    async () => {
      const site = await minimalSite();
      const folder = await mkdtemp(join(tmpdir(), 'trust-proxy-'));
      const run = await runScript('server/main.ts', [], {
        DIST_DIR: site,
        PORT: '0',
        STAFF_PORT: '0',
        REGISTRATIONS_DB: join(folder, 'r.sqlite'),
        TRUST_PROXY: 'yes',
      });
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe(
        'TRUST_PROXY must be 1 (or true) behind a reverse proxy, or 0 (or false, or unset) without one, not "yes".',
      );
      expect(run.stdout).not.toContain('Serving');
    },
    DATABASE_TEST_TIMEOUT,
  );
});
