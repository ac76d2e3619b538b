// @vitest-environment node
/**
 * Announcements on SQLite and on PostgreSQL: whom one reaches and whom it
 * leaves out and why, a send that happens once however many servers press
 * it, the outbox sending other mail first and announcements at their rate,
 * and unsubscribing (at once, by a token that names one address, withdrawn
 * copies, kept until the address confirms again from its mailbox).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Registration } from '../../src/features/registration/registration-schema.ts';
import { announcementComposer } from '../mail/announcement-mail.ts';
import { openAnnouncementStore } from './announcements.ts';
import type { DatabaseConfig } from './database.ts';
import { openRegistrationStore } from './registrations.ts';
import { openStaffStore } from './staff.ts';
import { DATABASE_TEST_TIMEOUT, testDatabases } from './test-databases.ts';
import { confirmNews } from './test-registrations.ts';

const databases = testDatabases();
afterAll(() => databases.cleanUp(), DATABASE_TEST_TIMEOUT);

const person = (email: string | null, marketingOptIn: boolean): Registration => ({
  name: 'Waiting List',
  email,
  phone: email ? null : '0151 496 0123',
  storageType: 'personal',
  unitSize: '25',
  moveInDate: null,
  message: null,
  marketingOptIn,
  unitId: null,
});
let proofs = 0;
const verified = (now: Date) => ({
  now,
  verification: { proof: { id: `proof-${++proofs}`, expiresAt: new Date('2099-01-01') } },
  marketingConsentText: 'Yes, email me',
});
const compose = announcementComposer('hello@example.org');
const draft = { subject: 'We are open', body: 'Come and see us.' };
const OWNER = 'owner@example.org';

async function open(config: DatabaseConfig) {
  const registrations = await openRegistrationStore(config);
  const announcements = await openAnnouncementStore(config);
  const staff = await openStaffStore(config);
  return {
    registrations,
    announcements,
    /** A registration with the box ticked, confirmed from its mailbox. */
    agreed: async (registration: Registration, options: ReturnType<typeof verified>) => {
      const added = await registrations.add(registration, options);
      await confirmNews(announcements, added.registration.id, options.now);
      return added;
    },
    /** The audit log, newest first: action and detail. */
    audit: async () =>
      (await staff.auditLog()).map((e) => ({ action: e.action, detail: e.detail })),
    close: async () => {
      await staff.close();
      await announcements.close();
      await registrations.close();
    },
  };
}

describe.each(databases.each)(
  'announcements on $name',
  { timeout: DATABASE_TEST_TIMEOUT },
  (database) => {
    it('reaches each address that confirmed and did not unsubscribe, once, and says whom it leaves out and why', async () => {
      const { registrations, announcements, agreed, close } = await open(await database.fresh());
      const day = new Date('2026-11-01T10:00:00Z');
      await agreed(person('a@example.org', true), verified(day));
      await registrations.add({ ...person('A@Example.org', true), unitSize: '50' }, verified(day));
      await registrations.add(person('no@example.org', false), verified(day));
      await registrations.add(person('unchecked@example.org', true), { now: day });
      await registrations.add(person('waiting@example.org', true), verified(day));
      await registrations.add(person(null, true), verified(day));
      await agreed(person('gone@example.org', true), verified(day));
      const token = await announcements.unsubscribeToken('Gone@example.org');
      expect(await announcements.unsubscribe(token, new Date('2026-11-02T10:00:00Z'))).toBe(true);
      expect(await announcements.reach()).toEqual({
        recipients: 1,
        waiting: 1,
        leftOut: { noEmail: 1, noConsent: 1, unverified: 1, unsubscribed: 1, repeats: 1 },
      });
      // Registering again, box ticked or not, changes nothing; confirming from the mailbox does.
      await registrations.add(
        person('gone@example.org', false),
        verified(new Date('2026-11-03T10:00:00Z')),
      );
      const again = await registrations.add(
        { ...person('gone@example.org', true), unitSize: '50' },
        verified(new Date('2026-11-04T10:00:00Z')),
      );
      expect(await announcements.reach()).toMatchObject({
        recipients: 1,
        leftOut: { unsubscribed: 1 },
      });
      await confirmNews(announcements, again.registration.id, new Date('2026-11-04T11:00:00Z'));
      expect((await announcements.reach()).recipients).toBe(2);
      await close();
    });

    it('is sent once when two servers press Send together', async () => {
      const config = await database.fresh();
      const one = await open(config);
      const two = await open(config);
      for (const n of [1, 2, 3])
        await one.agreed(person(`p${n}@example.org`, true), verified(new Date()));
      const id = (await one.announcements.save(draft, OWNER, new Date())) ?? '';
      const presses = [
        () => one.announcements.send(id, OWNER, compose, new Date()),
        () => two.announcements.send(id, 'other@example.org', compose, new Date()),
      ];
      // Several servers share PostgreSQL: at once. An SQLite file serves one
      // server, and two connections in one process cannot wait for each other
      // (the waiting one blocks the thread the other needs): one after the other.
      const outcomes =
        database.name === 'PostgreSQL'
          ? await Promise.all(presses.map((press) => press()))
          : [await presses[0]?.(), await presses[1]?.()];
      expect(outcomes.filter((o) => o?.ok)).toEqual([{ ok: true, recipients: 3 }]);
      expect(outcomes.filter((o) => o && !o.ok)).toEqual([{ ok: false, reason: 'already-sent' }]);
      const copies = (await one.registrations.outbox.all()).filter(
        (m) => m.kind === 'announcement',
      );
      expect(copies.map((m) => m.recipient).sort()).toEqual([
        'p1@example.org',
        'p2@example.org',
        'p3@example.org',
      ]);
      const [summary] = await one.announcements.list();
      expect(summary).toMatchObject({ createdBy: OWNER, recipients: 3, messages: { pending: 3 } });
      expect(summary?.sentBy).toMatch(/@example\.org$/);
      // A sent announcement cannot be changed either.
      expect(await one.announcements.save(draft, OWNER, new Date(), id)).toBeNull();
      // The three confirmations are entries of their own, before these.
      expect((await one.audit()).slice(0, 2)).toEqual([
        {
          action: 'announcement-send',
          detail: {
            announcement: id,
            recipients: 3,
            waiting: 0,
            noEmail: 0,
            noConsent: 0,
            unverified: 0,
            unsubscribed: 0,
            repeats: 0,
          },
        },
        { action: 'announcement-draft', detail: { announcement: id, new: true } },
      ]);
      await one.close();
      await two.close();
    });

    it('lets other mail go first and sends announcements at their rate', async () => {
      const { registrations, announcements, agreed, close } = await open(await database.fresh());
      for (const n of [1, 2, 3, 4])
        await agreed(person(`p${n}@example.org`, true), verified(new Date()));
      const id = (await announcements.save(draft, OWNER, new Date())) ?? '';
      await announcements.send(id, OWNER, compose, new Date());
      await registrations.add(person('late@example.org', false), {
        compose: (r) => [
          {
            kind: 'staff-notification',
            from: 'a@example.org',
            to: 'staff@example.org',
            subject: 'New',
            text: r.id,
          },
        ],
      });
      const rate = { perWindow: 2, windowMs: 60_000 };
      const first = await registrations.outbox.claim('w1', 60_000, 1, rate);
      expect(first.map((m) => m.kind)).toEqual(['staff-notification']);
      const next = await registrations.outbox.claim('w1', 60_000, 10, rate);
      expect(next.map((m) => m.kind)).toEqual(['announcement', 'announcement']);
      // Two in flight count against the window; once sent they still do.
      expect(await registrations.outbox.claim('w2', 60_000, 10, rate)).toEqual([]);
      for (const m of next) await registrations.outbox.markSent(m.id, 'w1');
      expect(await registrations.outbox.claim('w2', 60_000, 10, rate)).toEqual([]);
      await close();
    });

    it('unsubscribes at once by a token naming one address, withdraws its waiting copy, and records references only', async () => {
      const { registrations, announcements, agreed, audit, close } = await open(
        await database.fresh(),
      );
      // A minute apart: the export lists by when each arrived.
      const a = await agreed(
        person('a@example.org', true),
        verified(new Date('2026-11-03T10:00:00Z')),
      );
      await agreed(person('b@example.org', true), verified(new Date('2026-11-03T10:01:00Z')));
      const id = (await announcements.save(draft, OWNER, new Date())) ?? '';
      await announcements.send(id, OWNER, compose, new Date());
      const token = await announcements.unsubscribeToken('a@example.org');
      const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      expect(await announcements.unsubscribe(forged)).toBe(false);
      expect(await announcements.unsubscribe('not a token')).toBe(false);
      expect((await registrations.outbox.all()).filter((m) => m.status === 'withdrawn')).toEqual(
        [],
      );
      expect(await announcements.unsubscribe(token)).toBe(true);
      const states = Object.fromEntries(
        (await registrations.outbox.all()).map((m) => [m.recipient, m.status]),
      );
      expect(states).toEqual({ 'a@example.org': 'withdrawn', 'b@example.org': 'pending' });
      // The registration stays.
      expect(await registrations.find(a.registration.id)).toBeDefined();
      const [entry] = await audit();
      expect(entry).toEqual({
        action: 'unsubscribe',
        detail: { registrations: [a.registration.id], withdrawn: 1 },
      });
      expect(JSON.stringify(await audit())).not.toContain('a@example.org');
      // The export says so, while it stands.
      const exported = await registrations.exportRows('', {}, OWNER);
      expect(exported.map((r) => [r.email, r.unsubscribedAt !== null])).toEqual([
        ['a@example.org', true],
        ['b@example.org', false],
      ]);
      await close();
    });

    it('records only the first of repeated unsubscribes by one link, however they arrive', async () => {
      const { announcements, audit, close } = await open(await database.fresh());
      const token = await announcements.unsubscribeToken('a@example.org');
      const first = new Date('2026-11-03T10:00:00Z');
      expect(await announcements.unsubscribe(token, first)).toBe(true);
      // A mail client's one-click post repeated, some of them at once; another link to the same address.
      const again = await Promise.all(
        [1, 2, 3].map((n) => announcements.unsubscribe(token, new Date(first.getTime() + n))),
      );
      expect(again).toEqual([true, true, true]);
      const other = await announcements.unsubscribeToken('A@example.org');
      expect(await announcements.unsubscribe(other)).toBe(true);
      const entries = (await audit()).filter((e) => e.action === 'unsubscribe');
      expect(entries).toHaveLength(1);
      await close();
    });
  },
);
