// @vitest-environment node
/**
 * The bundled server on PostgreSQL as it is deployed on more than one
 * machine: real server processes (server/main.ts) sharing one database of
 * a real PostgreSQL, sending to a real SMTP server in this process.
 */
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript } from '../../scripts/lib/run-script.ts';
import {
  minimalSite,
  type ServeProcess,
  startServeProcess,
} from '../../scripts/lib/serve-process.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../scripts/lib/test-smtp-server.ts';
import type { Registration } from '../../src/features/registration/registration-schema.ts';
import type { OutgoingMessage } from '../store/outbox-message.ts';
import type { StoredRegistration } from '../store/registration-types.ts';
import { openRegistrationStore } from '../store/registrations.ts';
import { DATABASE_TEST_TIMEOUT, testDatabases } from '../store/test-databases.ts';
import { solvedProof } from './test-proofs.ts';

const databases = testDatabases();
const FROM = 'storage@example.org';
let root = '';
let smtp: TestSmtpServer;
const servers: ServeProcess[] = [];

beforeAll(async () => {
  [root, smtp] = await Promise.all([
    minimalSite(),
    startTestSmtpServer(),
    databases.postgres(),
  ]).then(([site, mail]) => [site, mail] as const);
}, DATABASE_TEST_TIMEOUT);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await smtp?.close();
  await databases.cleanUp();
  await rm(dirname(root), { recursive: true, force: true });
}, DATABASE_TEST_TIMEOUT);

async function freshDatabase(): Promise<string> {
  const config = await databases.each[1]?.fresh();
  if (config?.kind !== 'postgres') throw new Error('no PostgreSQL');
  return config.url;
}

async function serve(databaseUrl: string, env: Record<string, string> = {}) {
  const server = await startServeProcess({
    DIST_DIR: root,
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    REGISTRATION_RATE_LIMIT: '100000',
    MAIL_POLL_MS: '200',
    MAIL_RETRY_DELAYS_MS: '200',
    // One key for every server, as the README asks: a proof solved for one is good at another.
    ALTCHA_HMAC_KEY: 'shared by the servers of this test',
    ...env,
  });
  servers.push(server);
  return server;
}

type Answer = { status: number; id?: string; retryAfter: string | null };

async function register(base: string, n: number, tag: string, altcha?: string): Promise<Answer> {
  const response = await fetch(`${base}/api/registrations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ name: `${tag} Visitor ${n}`, email: `${tag}-${n}@example.org`, altcha }),
  });
  const body = (await response.json().catch(() => ({}))) as { id?: string };
  return { status: response.status, id: body.id, retryAfter: response.headers.get('retry-after') };
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const deliveredTo = (address: string) =>
  smtp.messages.filter((mail) =>
    [mail.to].flat().some((to) => to?.value.some((v) => v.address === address)),
  );

describe('several servers on one PostgreSQL database', { timeout: 120_000 }, () => {
  it('take 200 concurrent registrations: each stored once, each message delivered once', async () => {
    const url = await freshDatabase();
    const [a, b] = await Promise.all([serve(url), serve(url)]);
    if (!a || !b) throw new Error('servers did not start');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) => register(n % 2 ? a.base : b.base, n, 'pair')),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(200);
    const ids = new Set(answers.map((answer) => answer.id));
    expect(ids.size).toBe(200);

    const store = await openRegistrationStore({ kind: 'postgres', url });
    expect(await store.count()).toBe(200);
    const stored = await store.list();
    expect(new Set(stored.map((r) => r.id))).toEqual(ids);

    // A notification to staff for each; the posts carry no proof of the human check, as a
    // script's would not, so nothing goes to the addresses they name: 200 messages.
    await until(() => smtp.messages.length >= 200, 60_000, '200 messages');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.messages).toHaveLength(200);
    const messageIds = smtp.messages.map((mail) => mail.messageId);
    expect(new Set(messageIds).size).toBe(200);
    for (let n = 0; n < 200; n += 37) expect(deliveredTo(`pair-${n}@example.org`)).toHaveLength(0);
    expect((await store.outbox.unsent()).length).toBe(0);
    // The staff commands read the same database when DATABASE_URL is set.
    const counted = await runScript('scripts/registrations-count.ts', [], { DATABASE_URL: url });
    expect(counted.stdout).toContain(`200 registrations in ${url}`);
    await store.close();
    await Promise.all([a.stop(), b.stop()]);
  });

  it('the same registration sent to two servers at once is stored once, with one pair of messages', async () => {
    const url = await freshDatabase();
    // Two stores, each with its own pool, as two server processes have.
    const [one, two] = await Promise.all([
      openRegistrationStore({ kind: 'postgres', url }),
      openRegistrationStore({ kind: 'postgres', url }),
    ]);
    const registration: Registration = {
      name: 'Dana Double-Tap',
      email: 'dana@example.org',
      phone: null,
      storageType: 'personal',
      unitSize: 'not-sure',
      moveInDate: null,
      message: null,
      marketingOptIn: false,
      unitId: null,
    };
    const compose = (stored: StoredRegistration): OutgoingMessage[] => [
      {
        kind: 'visitor-confirmation',
        from: FROM,
        to: { name: '', address: stored.email ?? '' },
        subject: 'S',
        text: 'T',
      },
      { kind: 'staff-notification', from: FROM, to: FROM, subject: 'S', text: 'T' },
    ];
    const verification = { proof: { id: 'one-tap', expiresAt: new Date(Date.now() + 60_000) } };
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        (n % 2 ? one : two).add(registration, { compose, verification }),
      ),
    );
    expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
    expect(new Set(results.map((result) => result.registration.id)).size).toBe(1);
    expect(await one.count()).toBe(1);
    expect(await one.outbox.all()).toHaveLength(2);
    await Promise.all([one.close(), two.close()]);
  });

  it('a worker killed mid-send: another server sends its messages once, after the lease', async () => {
    const url = await freshDatabase();
    const lease = { MAIL_LEASE_MS: '2000' };
    const startedBefore = smtp.started();
    smtp.hold(true);
    const first = await serve(url, lease);
    const answer = await register(
      first.base,
      1,
      'killed',
      await solvedProof(`${first.base}/api/registrations`),
    );
    expect(answer.status).toBe(201);
    // Both messages are being sent (DATA has started) and the mail server has not answered.
    await until(
      () => smtp.started() >= startedBefore + 2,
      10_000,
      'the first server to start sending',
    );
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    smtp.hold(false);

    await serve(url, lease);
    // The staff notification names the visitor; the confirmation is addressed to them.
    const concerning = () =>
      smtp.messages.filter(
        (mail) =>
          mail.text?.includes('killed-1@example.org') ||
          deliveredTo('killed-1@example.org').includes(mail),
      );
    await until(() => concerning().length >= 2, 20_000, 'the messages from the second server');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const arrived = concerning();
    expect(arrived).toHaveLength(2);
    expect(new Set(arrived.map((mail) => mail.messageId)).size).toBe(2);
    expect(deliveredTo('killed-1@example.org')).toHaveLength(1);
  });
});

describe('a server killed after the mail server accepted', { timeout: 120_000 }, () => {
  it('PostgreSQL gone at the acceptance: the record is written when it is back, and after a kill nothing goes twice', async () => {
    const url = await freshDatabase();
    const cluster = await databases.postgres();
    // Long enough for the send, limited to half of it, to outlast stopping PostgreSQL.
    const lease = 8_000;
    // The database goes just before the mail server says yes: the record of the send fails.
    // Both messages (the visitor's and staff's) wait for the one stop, so the second is
    // not accepted, and its record tried, while PostgreSQL is still shutting down.
    let stopped: Promise<void> | null = null;
    smtp.beforeAccept(() => {
      stopped ??= cluster.stop();
      return stopped;
    });
    const first = await serve(url, { MAIL_LEASE_MS: String(lease) });
    const proof = await solvedProof(`${first.base}/api/registrations`);
    expect((await register(first.base, 1, 'accepted', proof)).status).toBe(201);
    await until(() => first.output().includes('not recorded'), 30_000, 'a failed record');
    smtp.beforeAccept(null);
    await stopped;
    await cluster.start();
    const store = await openRegistrationStore({ kind: 'postgres', url });
    await until(async () => (await store.outbox.unsent()).length === 0, 30_000, 'the records');
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    // Another server, past the first one's leases: a message left claimed would go again now.
    await serve(url, { MAIL_LEASE_MS: String(lease) });
    await new Promise((resolve) => setTimeout(resolve, lease + 1000));
    // The staff notification names the visitor; the confirmation is addressed to them.
    const arrived = smtp.messages.filter(
      (mail) =>
        mail.text?.includes('accepted-1@example.org') ||
        deliveredTo('accepted-1@example.org').includes(mail),
    );
    expect(arrived).toHaveLength(2);
    expect(new Set(arrived.map((mail) => mail.messageId)).size).toBe(2);
    expect((await store.outbox.all()).map((m) => m.status)).toEqual(['sent', 'sent']);
    await store.close();
  });
});

describe('PostgreSQL going away and coming back', { timeout: 120_000 }, () => {
  it('under load: 503 with Retry-After while it is gone, no 201 without its row, recovery without a restart', async () => {
    const url = await freshDatabase();
    const server = await serve(url);
    const cluster = await databases.postgres();
    const answers: Answer[] = [];
    let sent = 0;
    let running = true;
    const load = Array.from({ length: 6 }, async () => {
      while (running) answers.push(await register(server.base, sent++, 'outage'));
    });
    await until(() => answers.length >= 30, 20_000, 'registrations before the outage');
    await cluster.stop();
    await until(
      () => answers.some((answer) => answer.status === 503),
      20_000,
      'a 503 during the outage',
    );
    await cluster.start();
    const afterRestart = answers.length;
    await until(
      () => answers.slice(afterRestart).filter((answer) => answer.status === 201).length >= 20,
      30_000,
      'registrations accepted again',
    );
    running = false;
    await Promise.all(load);

    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].sort()).toEqual([201, 503]);
    for (const answer of answers.filter((a) => a.status === 503))
      expect(answer.retryAfter).toMatch(/^\d+$/);

    const store = await openRegistrationStore({ kind: 'postgres', url });
    const stored = await store.list();
    const storedIds = new Set(stored.map((r) => r.id));
    const accepted = answers.filter((answer) => answer.status === 201);
    for (const answer of accepted) expect(storedIds.has(answer.id ?? '')).toBe(true);
    // Nothing half-written: every stored registration has its staff notification (the posts
    // carry no proof of the human check, so there is no confirmation to queue).
    const outbox = await store.outbox.all();
    expect(outbox.map((m) => m.kind)).toEqual(stored.map(() => 'staff-notification'));
    await store.close();
    expect(server.child.exitCode).toBeNull();
  });

  it(
    'unreachable at start: the server says so and exits non-zero',
    async () => {
      const port = await new Promise<number>((done) => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
          const { port } = probe.address() as { port: number };
          probe.close(() => done(port));
        });
      });
      const run = await runScript('server/main.ts', [], {
        DIST_DIR: root,
        PORT: '0',
        STAFF_PORT: '0',
        DATABASE_URL: `postgres://app:s3cret@127.0.0.1:${port}/registrations`,
      });
      expect(run.code).not.toBe(0);
      expect(run.stderr).toContain(
        `PostgreSQL at postgres://app@127.0.0.1:${port}/registrations could not be reached`,
      );
      expect(run.stderr).not.toContain('s3cret');
    },
    DATABASE_TEST_TIMEOUT,
  );
});
