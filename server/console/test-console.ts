/**
 * A console for tests: its stores open on an SQLite file in `folder`, its
 * routes on a Fastify app as the listener registers them, a page to send,
 * and members signed in by a session made in the store (their passkey
 * ceremonies are the browser tests' to drive). `more` adds or replaces
 * options, given the open stores (publishing needs the staff store's
 * database, say).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { currentLaunchConfiguration } from '../../scripts/lib/launch-check.ts';
import { announcementComposer } from '../mail/announcement-mail.ts';
import { readBuiltLayout } from '../public/live-availability.ts';
import { openAnnouncementStore } from '../store/announcements.ts';
import { openRegistrationStore } from '../store/registrations.ts';
import { openStaffStore, type StaffStore } from '../store/staff.ts';
import type { StaffConsoleOptions } from './context.ts';
import { SECURE_SESSION_COOKIE } from './http.ts';
import { consoleRoutes, consoleServerOptions } from './listener.ts';
import { relyingParty } from './passkeys.ts';

export const TEST_CONSOLE_ORIGIN = 'http://localhost:4174';

export async function testConsole(
  folder: string,
  more: (stores: { staff: StaffStore }) => Partial<StaffConsoleOptions> = () => ({}),
) {
  writeFileSync(join(folder, 'staff.html'), '<!doctype html><title>Staff console</title>');
  const database = { kind: 'sqlite', file: join(folder, 'r.sqlite') } as const;
  const store = await openRegistrationStore(database);
  const staff = await openStaffStore(database);
  const announcements = await openAnnouncementStore(database);
  const app = Fastify(consoleServerOptions());
  await app.register(
    consoleRoutes({
      store,
      staff,
      announcements: { store: announcements, compose: announcementComposer('hello@example.org') },
      layout: await readBuiltLayout(),
      rp: relyingParty(TEST_CONSOLE_ORIGIN, 'Storage'),
      consoleDir: folder,
      trustProxy: false,
      mailDir: join(folder, 'mail'),
      mailFrom: 'hello@example.org',
      mailDelivery: 'file',
      launch: currentLaunchConfiguration({}),
      ...more({ staff }),
    }),
  );
  await app.ready();
  return {
    app,
    store,
    staff,
    announcements,
    /** Invites `email` and starts a session for them: the Cookie header that carries it. */
    async signIn(email: string): Promise<string> {
      await staff.invite(email, TEST_CONSOLE_ORIGIN, 'command line (test)');
      const member = (await staff.members()).find((m) => m.email === email);
      return `${SECURE_SESSION_COOKIE}=${await staff.startSession(member?.id ?? '')}`;
    },
    async close() {
      await app.close();
      await store.close();
      await staff.close();
      await announcements.close();
    },
  };
}
