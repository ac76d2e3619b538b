// @vitest-environment node
/**
 * A registration's confirmation on SQLite and on PostgreSQL: the human
 * check's proof spent once, one confirmation an address a day (any case or
 * +tag), the hourly ceiling and its alert, by the database's clock, with
 * two servers at once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openRegistrationStore } from './registrations.ts';
import { DATABASE_TEST_TIMEOUT, testDatabases } from './test-databases.ts';
import { alex, both, closeBoth, twoServers, verified } from './test-registrations.ts';

const databases = testDatabases();
afterAll(() => databases.cleanUp());

describe.each(databases.each)(
  'confirmations on $name',
  { timeout: DATABASE_TEST_TIMEOUT },
  (database) => {
    const at = (iso: string) => new Date(iso);

    it('stores an unverified registration with its reason, counts it apart and leaves it out only when asked', async () => {
      const store = await openRegistrationStore(await database.fresh());
      // A second apart: the list is in order of arrival, and two in one millisecond tie.
      await store.add(alex, { ...verified(), now: at('2026-12-01T10:00:00Z') });
      await store.add(
        { ...alex, name: 'Quick Bot' },
        { verification: { reason: 'honeypot' }, now: at('2026-12-01T10:00:01Z') },
      );
      await store.add(
        { ...alex, name: 'No Script' },
        { now: at('2026-12-01T10:00:02Z'), compose: both },
      );
      expect(await store.counts()).toEqual({ all: 3, unverified: 2 });
      expect((await store.list()).map((r) => [r.name, r.unverifiedReason])).toEqual([
        ['Alex Example', null],
        ['Quick Bot', 'honeypot'],
        ['No Script', 'no-proof'],
      ]);
      expect((await store.list('', { verifiedOnly: true })).map((r) => r.name)).toEqual([
        'Alex Example',
      ]);
      // Whatever the composer asked for, an unverified registration mails only staff.
      expect((await store.outbox.all()).map((m) => m.kind)).toEqual(['staff-notification']);
      await store.close();
    });

    it('accepts a proof once: a second registration with it is not verified and mails only staff', async () => {
      const store = await openRegistrationStore(await database.fresh());
      const first = await store.add(alex, { ...verified('one-proof'), compose: both });
      const second = await store.add(
        { ...alex, email: 'other@example.org' },
        { ...verified('one-proof'), compose: both },
      );
      expect(first.registration.unverifiedReason).toBeNull();
      expect(first.confirmation).toBe('queued');
      expect(second.registration.unverifiedReason).toBe('reused-proof');
      expect(second.confirmation).toBe('none');
      expect((await store.outbox.all()).map((m) => [m.kind, m.recipient])).toEqual([
        ['visitor-confirmation', 'alex@example.org'],
        ['staff-notification', 'staff@example.org'],
        ['staff-notification', 'staff@example.org'],
      ]);
      await store.close();
    });

    it('spends a proof once when two servers are sent it at the same moment', async () => {
      const config = await database.fresh();
      // Two pools on PostgreSQL, as two servers have; SQLite's one file is shared by processes,
      // whose locks its own test covers (server/store/database.test.ts), so here one store takes turns.
      const one = await openRegistrationStore(config);
      const two = database.name === 'PostgreSQL' ? await openRegistrationStore(config) : one;
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, n) =>
          (n % 2 ? one : two).add(
            { ...alex, name: `Racer ${n}`, email: `racer${n}@example.org` },
            { ...verified('raced-proof'), compose: both },
          ),
        ),
      );
      expect(results.filter((r) => r.registration.unverifiedReason === null)).toHaveLength(1);
      expect(
        (await one.outbox.all()).filter((m) => m.kind === 'visitor-confirmation'),
      ).toHaveLength(1);
      await one.close();
      if (two !== one) await two.close();
    });

    it('sends one address at most one confirmation a day, and tells staff of every registration', async () => {
      const store = await openRegistrationStore(await database.fresh());
      const times = ['2026-12-01T10:00:00Z', '2026-12-01T12:00:00Z', '2026-12-02T09:59:00Z'];
      for (const [n, time] of times.entries()) {
        await store.add(
          { ...alex, name: `Alex ${n}`, email: n === 1 ? 'ALEX@Example.org' : 'alex@example.org' },
          { ...verified(), now: at(time), compose: both },
        );
      }
      const kinds = async () => (await store.outbox.all()).map((m) => m.kind).sort();
      expect(await kinds()).toEqual([
        'staff-notification',
        'staff-notification',
        'staff-notification',
        'visitor-confirmation',
      ]);
      // A day after the first, the address may have another.
      const nextDay = await store.add(
        { ...alex, name: 'Alex 3' },
        { ...verified(), now: at('2026-12-02T10:00:01Z'), compose: both },
      );
      expect(nextDay.confirmation).toBe('queued');
      await store.close();
    });

    it('holds confirmations past the hourly ceiling, alerts staff once with the count, and releases them', async () => {
      const store = await openRegistrationStore(await database.fresh());
      const options = {
        confirmationsPerHour: 2,
        heldAlertDelayMs: 60_000,
        heldAlert: (held: number) => ({
          kind: 'staff-alert' as const,
          from: 'site@example.org',
          to: 'staff@example.org',
          subject: `${held} held`,
          text: `${held} held`,
        }),
        compose: both,
      };
      const outcomes = [];
      for (let n = 0; n < 4; n++) {
        const added = await store.add(
          { ...alex, name: `Visitor ${n}`, email: `v${n}@example.org` },
          { ...verified(), ...options, now: at(`2026-12-01T10:00:0${n}Z`) },
        );
        outcomes.push(added.confirmation);
      }
      expect(outcomes).toEqual(['queued', 'queued', 'held', 'held']);
      const unsent = await store.outbox.unsent();
      const alerts = unsent.filter((m) => m.kind === 'staff-alert');
      expect(alerts.map((m) => m.subject)).toEqual(['2 held']);
      expect(unsent.filter((m) => m.status === 'held').map((m) => m.recipient)).toEqual([
        'v2@example.org',
        'v3@example.org',
      ]);
      // Held messages are never claimed; staff notifications never held; the alert waits.
      const claimed = await store.outbox.claim('w', 60_000, 20);
      expect(claimed.map((m) => m.kind).sort()).toEqual([
        ...Array(4).fill('staff-notification'),
        'visitor-confirmation',
        'visitor-confirmation',
      ]);
      // The alert goes after its gathering delay, counted by the database's clock.
      const [alert] = (await store.outbox.unsent()).filter((m) => m.kind === 'staff-alert');
      expect(Date.parse(alert?.nextAttemptAt ?? '') - Date.now()).toBeGreaterThan(50_000);

      expect(await store.outbox.releaseHeld()).toBe(2);
      // The first claim still holds its six: a new one takes just the released two.
      const released = await store.outbox.claim('w2', 60_000, 20);
      expect(released.map((m) => m.to)).toEqual([
        { name: '', address: 'v2@example.org' },
        { name: '', address: 'v3@example.org' },
      ]);
      await store.close();
    });

    it('sends one confirmation to an address named by ten registrations at once at two servers', async () => {
      const [one, two] = await twoServers(await database.fresh());
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          (n % 2 ? one : two).add(
            { ...alex, name: `Same Address ${n}` },
            { ...verified(), compose: both },
          ),
        ),
      );
      expect(results.filter((r) => r.registration.unverifiedReason === null)).toHaveLength(10);
      expect(results.filter((r) => r.confirmation === 'queued')).toHaveLength(1);
      const kinds = (await one.outbox.all()).map((m) => m.kind);
      expect(kinds.filter((kind) => kind === 'visitor-confirmation')).toHaveLength(1);
      expect(kinds.filter((kind) => kind === 'staff-notification')).toHaveLength(10);
      await closeBoth(one, two);
    });

    it('holds every confirmation past the ceiling when thirty arrive at once at two servers, with one alert', async () => {
      const [one, two] = await twoServers(await database.fresh());
      const options = {
        confirmationsPerHour: 5,
        heldAlertDelayMs: 60_000,
        heldAlert: (held: number) => ({
          kind: 'staff-alert' as const,
          from: 'site@example.org',
          to: 'staff@example.org',
          subject: `${held} held`,
          text: `${held} held`,
        }),
        compose: both,
      };
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, n) =>
          (n % 2 ? one : two).add(
            { ...alex, name: `Burst ${n}`, email: `burst${n}@example.org` },
            { ...verified(), ...options },
          ),
        ),
      );
      expect(results.filter((r) => r.confirmation === 'queued')).toHaveLength(5);
      expect(results.filter((r) => r.confirmation === 'held')).toHaveLength(25);
      const outbox = await one.outbox.all();
      const confirmations = outbox.filter((m) => m.kind === 'visitor-confirmation');
      expect(confirmations.filter((m) => m.status === 'pending')).toHaveLength(5);
      expect(confirmations.filter((m) => m.status === 'held')).toHaveLength(25);
      // One alert for the spell, its count brought up to the last one held.
      expect(outbox.filter((m) => m.kind === 'staff-alert').map((m) => m.subject)).toEqual([
        '25 held',
      ]);
      await closeBoth(one, two);
    });

    it('counts one confirmation per address whatever its case or +tag (or Gmail’s dots and googlemail.com), and sends to the address as typed', async () => {
      const store = await openRegistrationStore(await database.fresh());
      const typed = ['Alex+one@Example.org', 'alex+two@example.org', 'ALEX@EXAMPLE.ORG'];
      const outcomes = [];
      for (const [n, email] of typed.entries()) {
        const added = await store.add(
          { ...alex, name: `Tagged ${n}`, email },
          { ...verified(), compose: both },
        );
        outcomes.push(added.confirmation);
      }
      expect(outcomes).toEqual(['queued', 'none', 'none']);
      // Another mailbox at the same domain is another address.
      const other = await store.add(
        { ...alex, name: 'Sam', email: 'sam+alex@example.org' },
        { ...verified(), compose: both },
      );
      expect(other.confirmation).toBe('queued');
      // Gmail's spellings of one mailbox count as one (server/store/confirmation-address.ts).
      const gmail = [];
      for (const email of ['alex.smith@gmail.com', 'AlexSmith+x@googlemail.com'])
        gmail.push(
          (await store.add({ ...alex, name: 'Gmail', email }, { ...verified(), compose: both }))
            .confirmation,
        );
      expect(gmail).toEqual(['queued', 'none']);
      const recipients = (await store.outbox.all())
        .filter((m) => m.kind === 'visitor-confirmation')
        .map((m) => m.recipient)
        .sort();
      expect(recipients).toEqual([
        'Alex+one@Example.org',
        'alex.smith@gmail.com',
        'sam+alex@example.org',
      ]);
      // Two added in one millisecond are listed by id: compared as sets.
      expect((await store.list()).map((r) => r.email).sort()).toEqual(
        [
          ...typed,
          'sam+alex@example.org',
          'alex.smith@gmail.com',
          'AlexSmith+x@googlemail.com',
        ].sort(),
      );
      await store.close();
    });

    it('counts the ceiling by the database clock, released confirmations included', async () => {
      const store = await openRegistrationStore(await database.fresh());
      const ceiling = (confirmationsPerHour: number) => ({
        confirmationsPerHour,
        heldAlert: (held: number) => ({
          kind: 'staff-alert' as const,
          from: 'site@example.org',
          to: 'staff@example.org',
          subject: `${held} held`,
          text: `${held} held`,
        }),
        compose: both,
      });
      // A server whose clock is two hours slow sends one and holds the next.
      const slow = new Date(Date.now() - 2 * 60 * 60_000);
      const first = await store.add(
        { ...alex, name: 'Slow One', email: 'slow1@example.org' },
        { ...verified(), ...ceiling(1), now: slow },
      );
      const second = await store.add(
        { ...alex, name: 'Slow Two', email: 'slow2@example.org' },
        { ...verified(), ...ceiling(1), now: slow },
      );
      expect([first.confirmation, second.confirmation]).toEqual(['queued', 'held']);
      expect(await store.outbox.releaseHeld()).toBe(1);
      // Both went in this hour by the database's clock: with a ceiling of two, the next is held.
      const third = await store.add(
        { ...alex, name: 'On Time', email: 'ontime@example.org' },
        { ...verified(), ...ceiling(2) },
      );
      expect(third.confirmation).toBe('held');
      await store.close();
    });

    it("keeps a used proof until it expires by the database clock, whatever a server's clock says", async () => {
      const store = await openRegistrationStore(await database.fresh());
      const expiresAt = new Date(Date.now() + 30 * 60_000);
      const first = await store.add(alex, { ...verified('kept-proof', expiresAt) });
      expect(first.registration.unverifiedReason).toBeNull();
      // A server whose clock is an hour fast takes another registration with another proof.
      await store.add(
        { ...alex, name: 'Fast Clock' },
        { ...verified(), now: new Date(Date.now() + 60 * 60_000) },
      );
      const replay = await store.add(
        { ...alex, name: 'Replay' },
        { ...verified('kept-proof', expiresAt) },
      );
      expect(replay.registration.unverifiedReason).toBe('reused-proof');
      await store.close();
    });
  },
);
