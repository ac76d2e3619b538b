// @vitest-environment node
/**
 * The mail worker with the real store, on SQLite and on PostgreSQL, sending
 * over SMTP to a real mail server in this process. A database that goes away
 * is real too: SQLite's write lock held by another connection (the worker's
 * write then fails with SQLITE_BUSY), or the PostgreSQL server stopped.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../scripts/lib/test-smtp-server.ts';
import type { Registration } from '../../src/features/registration/registration-schema.ts';
import type { DatabaseConfig } from '../store/database.ts';
import { openRegistrationStore, type RegistrationStore } from '../store/registrations.ts';
import { DATABASE_TEST_TIMEOUT, testDatabases } from '../store/test-databases.ts';
import { smtpTransport } from './transport.ts';
import { startMailWorker } from './worker.ts';

const databases = testDatabases();
afterAll(() => databases.cleanUp());

let smtp: TestSmtpServer;
/** Run after each test, passed or failed: stop its workers, close its stores. */
const cleanUps: (() => unknown)[] = [];
beforeEach(async () => {
  smtp = await startTestSmtpServer();
});
afterEach(async () => {
  vi.useRealTimers();
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  await smtp.close();
});

type WorkerSettings = Omit<Parameters<typeof startMailWorker>[0], 'transport'>;

/** A worker sending to the test's mail server, stopped after the test whatever happens. */
function worker(settings: WorkerSettings) {
  const started = startMailWorker({
    log: () => undefined,
    ...settings,
    transport: smtpTransport(smtp.url),
  });
  cleanUps.push(() => started.stop());
  return started;
}

async function open(config: DatabaseConfig): Promise<RegistrationStore> {
  const store = await openRegistrationStore(config);
  cleanUps.push(() => store.close());
  return store;
}

const person = (name: string): Registration => ({
  name,
  email: `${name.toLowerCase()}@example.org`,
  phone: null,
  storageType: 'personal',
  unitSize: '25',
  moveInDate: null,
  message: null,
  marketingOptIn: false,
  unitId: null,
});

/** One registration with one message to staff; returns the message's outbox id. */
async function queue(store: RegistrationStore, name: string): Promise<string> {
  const { registration } = await store.add(person(name), {
    compose: (r) => [
      {
        kind: 'staff-notification',
        from: 'site@example.org',
        to: 'staff@example.org',
        subject: `New registration: ${r.name}`,
        text: r.name,
      },
    ],
  });
  const row = (await store.outbox.all()).find((m) => m.subject.endsWith(registration.name));
  if (!row) throw new Error('nothing queued');
  return row.id;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

/** The database going away and coming back, as each kind really does. */
function outage(config: DatabaseConfig) {
  let lock: Database.Database | undefined;
  let away = false;
  const end = async () => {
    if (!away) return;
    away = false;
    if (config.kind === 'sqlite') {
      lock?.exec('COMMIT');
      lock?.close();
    } else await (await databases.postgres()).start();
  };
  // Back after the test whatever happens, so the next test has its database.
  cleanUps.unshift(end);
  return {
    async begin() {
      away = true;
      if (config.kind === 'sqlite') {
        lock = new Database(config.file);
        lock.pragma('busy_timeout = 5000');
        lock.exec('BEGIN IMMEDIATE');
      } else await (await databases.postgres()).stop();
    },
    end,
  };
}

const delivered = (name: string) => smtp.messages.filter((m) => m.text?.trim() === name).length;

describe.each(databases.each)('the mail worker on $name', { timeout: 120_000 }, (database) => {
  it(
    'records a message sent once accepted; when that record fails, never sends it again and records it first',
    async () => {
      const config = await database.fresh();
      const store = await open(config);
      const db = outage(config);
      const lines: string[] = [];
      let blipped = false;
      smtp.beforeAccept(async () => {
        if (blipped) return;
        blipped = true;
        // The database goes just before the mail server says yes.
        await db.begin();
      });
      await queue(store, 'Ann');
      await queue(store, 'Ben');
      const sender = worker({
        store,
        // Long enough for the send (limited to half of it) to outlast stopping PostgreSQL.
        config: { retryDelaysMs: [100], giveUpAfterMs: 3_600_000, leaseMs: 8_000, pollMs: 50 },
        // One at a time: SQLite's failing record holds this thread for its 5 s busy wait,
        // which would push a second send in flight past its time limit.
        concurrency: 1,
        log: (line) => lines.push(line),
      });
      await until(() => lines.some((l) => l.includes('not recorded')), 30_000, 'a failed record');
      await db.end();
      await until(
        async () => (await store.outbox.unsent()).length === 0,
        30_000,
        'both recorded as sent',
      );
      // Long past the lease: had the message stayed claimed and unrecorded, it would be sent again.
      await sleep(8_500);
      await sender.stop();
      expect([delivered('Ann'), delivered('Ben')]).toEqual([1, 1]);
      expect((await store.outbox.all()).map((m) => m.status)).toEqual(['sent', 'sent']);
    },
    DATABASE_TEST_TIMEOUT * 2,
  );

  it('abandons a send that hangs well before its lease ends, and tries again later', async () => {
    const store = await open(await database.fresh());
    const id = await queue(store, 'Cat');
    smtp.hold(true);
    const leaseMs = 3_000;
    const sender = worker({
      store,
      config: { retryDelaysMs: [500], giveUpAfterMs: 3_600_000, leaseMs, pollMs: 50 },
    });
    await until(() => smtp.started() === 1, 10_000, 'the send to begin');
    const began = Date.now();
    const row = async () => (await store.outbox.all()).find((m) => m.id === id);
    await until(async () => (await row())?.lastError != null, leaseMs, 'the send to be abandoned');
    // Given up within the first half of the lease, which had begun before the send did.
    expect(Date.now() - began).toBeLessThan(leaseMs / 2 + 500);
    expect((await row())?.lastError).toMatch(/abort/i);
    smtp.hold(false);
    await until(() => delivered('Cat') === 1, 10_000, 'the next attempt');
    await sender.stop();
    expect((await row())?.status).toBe('sent');
  });

  it('counts leases and retries by the database clock, not the server clock', async () => {
    const config = await database.fresh();
    const honest = await open(config);
    const fast = await open(config);
    await queue(honest, 'Dee');
    const [claimed] = await honest.outbox.claim('honest', 60_000, 10);
    // A second server whose clock runs ten minutes ahead: the first one's lease is still live.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 });
    expect(await fast.outbox.claim('fast', 60_000, 10)).toEqual([]);
    // What that server queues is due now, not ten minutes from now.
    await queue(fast, 'Eve');
    vi.useRealTimers();
    const due = await honest.outbox.claim('honest', 60_000, 10);
    expect(due.map((m) => m.subject)).toEqual(['New registration: Eve']);
    // The lease runs by the database's clock: it ends a minute after the claim.
    const row = (await honest.outbox.all()).find((m) => m.id === claimed?.id);
    expect(row?.status).toBe('pending');
    expect(Date.parse(claimed?.claimedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(claimed?.claimedAt ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it('on stop, abandons a hanging send within the grace period and leaves it due within a minute', async () => {
    const store = await open(await database.fresh());
    const id = await queue(store, 'Fay');
    smtp.hold(true);
    const sender = worker({
      store,
      // The production schedule and lease.
      config: {
        retryDelaysMs: [30_000, 60_000, 120_000],
        giveUpAfterMs: 3_600_000,
        leaseMs: 300_000,
        pollMs: 50,
      },
      stopGraceMs: 300,
    });
    await until(() => smtp.started() === 1, 10_000, 'the send to begin');
    const stopping = Date.now();
    await sender.stop();
    expect(Date.now() - stopping).toBeLessThan(3_000);
    const row = (await store.outbox.all()).find((m) => m.id === id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    // Its next attempt comes within a minute, and no lease is left behind to hold it
    // back (an erase would otherwise wait for that lease).
    expect(Date.parse(row?.nextAttemptAt ?? '') - Date.now()).toBeLessThanOrEqual(30_000);
    let waited = false;
    await store.erase({ email: 'fay@example.org' }, { onWait: () => (waited = true) });
    expect(waited).toBe(false);
  });

  it('gives a claim back untouched, and --retry starts the schedule again', async () => {
    const store = await open(await database.fresh());
    const id = await queue(store, 'Gus');
    // A claim given back by a stopping worker does not count as an attempt.
    await store.outbox.claim('a', 60_000, 10);
    await store.outbox.release(id, 'a', { attempted: false });
    const [again] = await store.outbox.claim('b', 60_000, 10);
    expect(again?.attempts).toBe(1);
    await store.outbox.release(id, 'b', { attempted: true });
    // Failing for good after five attempts, then queued again by staff.
    for (let n = 2; n <= 5; n++) {
      const [claim] = await store.outbox.claim('b', 60_000, 10);
      expect(claim?.attempts).toBe(n);
      if (n < 5) await store.outbox.release(id, 'b', { attempted: true });
    }
    await store.outbox.markAttemptFailed(id, 'b', '421 busy', null);
    smtp.refuse(true);
    expect(await store.outbox.retryFailed()).toBe(1);
    const sender = worker({
      store,
      config: {
        retryDelaysMs: [30_000, 3_600_000],
        giveUpAfterMs: 3_600_000,
        leaseMs: 60_000,
        pollMs: 50,
      },
    });
    await until(
      async () => (await store.outbox.all())[0]?.lastError !== '421 busy',
      10_000,
      'a new attempt',
    );
    await sender.stop();
    const [row] = await store.outbox.all();
    // The first of a new round, so the first wait of the schedule, not the last.
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(Date.parse(row?.nextAttemptAt ?? '') - Date.now()).toBeLessThanOrEqual(30_000);
  });

  it('erase and purge wait for a send in progress, then nothing more goes out for that person', async () => {
    const store = await open(await database.fresh());
    await queue(store, 'Hal');
    let accept: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      smtp.beforeAccept(() => {
        resolve();
        return new Promise<void>((done) => {
          accept = done;
        });
      });
    });
    const sender = worker({
      store,
      config: { retryDelaysMs: [100], giveUpAfterMs: 3_600_000, leaseMs: 60_000, pollMs: 50 },
    });
    await arrived;
    let waited = 0;
    let done = false;
    const erasing = store
      .erase({ email: 'hal@example.org' }, { onWait: (n) => (waited = n) })
      .then((result) => {
        done = true;
        return result;
      });
    await sleep(500);
    // The message is in the mail server's hands, unanswered: the erase waits for it.
    expect(done).toBe(false);
    expect(waited).toBe(1);
    accept();
    const erased = await erasing;
    const sentWhenErased = smtp.messages.length;
    expect(erased.registrations).toHaveLength(1);
    expect(erased.messageIds).toHaveLength(1);
    await sleep(500);
    await sender.stop();
    expect(smtp.messages.length).toBe(sentWhenErased);
    expect(await store.outbox.all()).toEqual([]);

    // Claimed by a worker that has not yet handed it over: purge waits, the worker sends nothing.
    const id = await queue(store, 'Ivy');
    await store.outbox.claim('w', 60_000, 10);
    const purging = store.purge(new Date(Date.now() + 60_000).toISOString());
    await sleep(300);
    expect(await store.outbox.beforeSend(id, 'w')).toBe(false);
    const purged = await purging;
    expect(purged).toEqual({ registrations: 1, messageIds: [id] });
    expect(await store.count()).toBe(0);
  });
});
