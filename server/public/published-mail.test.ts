// @vitest-environment node
/**
 * The one getter of mail content the server starts its registrations with
 * (server/main.ts) composes every message whose words come from the owner's
 * facts, on the public side and in the console alike, and is asked at each
 * message: a registration's, an announcement's copy and a hold's offer all
 * follow the content it gives at that moment, as a newly published
 * version's would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalSite } from '../../scripts/lib/serve-process.ts';
import { readServerConfig } from '../config.ts';
import { SECURE_SESSION_COOKIE } from '../console/http.ts';
import { createConsoleApp } from '../console/listener.ts';
import { openStaffConsole } from '../console/setup.ts';
import { type MailContent, staticMailContent } from '../mail/mail-content.ts';
import { markedMailContent } from '../mail/test-mail-content.ts';
import { readBuiltLayout } from './live-availability.ts';
import { startRegistrations } from './registrations.ts';

let root = '';
let folder = '';
let content: MailContent = staticMailContent;
let registrations: Awaited<ReturnType<typeof startRegistrations>>;
let staff: Awaited<ReturnType<typeof openStaffConsole>>;

beforeAll(async () => {
  root = await minimalSite();
  folder = mkdtempSync(join(dirname(root), 'run-'));
  const config = readServerConfig({
    REGISTRATIONS_DB: join(folder, 'r.sqlite'),
    MAIL_DIR: join(folder, 'mail'),
    ALTCHA_HMAC_KEY: 'the key every server shares',
  });
  registrations = await startRegistrations(root, config, config.database, {
    mailContent: () => content,
  });
  const layout = await readBuiltLayout(config.layoutFile);
  staff = await openStaffConsole(root, registrations, layout, config, config.database);
});

afterAll(async () => {
  await staff?.close();
  await registrations?.close();
  rmSync(dirname(root), { recursive: true, force: true });
});

const subjects = async (kind: string) =>
  (await registrations.store.outbox.all()).filter((m) => m.kind === kind).map((m) => m.subject);

describe('the mail content getter the registrations start with', () => {
  it("composes each registration's messages with the content of the moment", async () => {
    const app = Fastify();
    await app.register(registrations.routes);
    const register = (name: string) =>
      app.inject({
        method: 'POST',
        url: registrations.path,
        headers: { 'Content-Type': 'application/json' },
        payload: JSON.stringify({ name, email: `${name.toLowerCase()}@example.org` }),
      });
    content = staticMailContent;
    expect((await register('Before')).statusCode).toBe(201);
    content = markedMailContent('[published]');
    expect((await register('After')).statusCode).toBe(201);
    await app.close();
    expect(await subjects('staff-notification')).toEqual([
      'New registration (not verified): Before',
      '[published] New registration (not verified): After',
    ]);
  });

  it("composes an announcement's copies, in the console too, with the content of the moment", () => {
    const draft = { subject: 'We are open', body: 'Come and see.' };
    const person = { address: 'alex@example.org', registeredOn: '2026-12-01T10:00:00.000Z' };
    const { compose } = staff.options.announcements;
    content = staticMailContent;
    expect(compose(draft, person).subject).toBe('We are open');
    content = markedMailContent('[published]');
    expect(compose(draft, person).subject).toBe('[published] We are open');
    expect(registrations.composeAnnouncement(draft, person).subject).toBe(
      '[published] We are open',
    );
  });

  it("composes a hold's offer in the console with the content of the moment", async () => {
    const app = await createConsoleApp(staff.options);
    const { staff: members } = staff;
    await members.invite('owner@example.org', staff.origin, 'command line (test)');
    const member = (await members.members()).find((m) => m.email === 'owner@example.org');
    const cookie = `${SECURE_SESSION_COOKIE}=${await members.startSession(member?.id ?? '')}`;
    const [first, second] = staff.options.layout.units.filter((u) => u.isAvailable);
    const lead = async (name: string) =>
      (
        await registrations.store.add({
          name,
          email: `${name.toLowerCase()}@example.org`,
          phone: null,
          storageType: 'personal',
          unitSize: '50',
          moveInDate: null,
          message: null,
          marketingOptIn: false,
          unitId: null,
        })
      ).registration.id;
    const until = new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString().slice(0, 10);
    const hold = async (registration: string, unit = '') =>
      app.inject({
        method: 'POST',
        url: '/api/staff/holds',
        headers: {
          Cookie: cookie,
          'Sec-Fetch-Site': 'same-origin',
          'Content-Type': 'application/json',
        },
        payload: JSON.stringify({ registration, unit, until, confirmedAddress: true }),
      });
    content = staticMailContent;
    expect((await hold(await lead('Sam'), first?.id)).statusCode).toBe(201);
    content = markedMailContent('[published]');
    expect((await hold(await lead('Kim'), second?.id)).statusCode).toBe(201);
    await app.close();
    expect(await subjects('hold-offer')).toEqual([
      expect.not.stringMatching(/^\[published\]/),
      expect.stringMatching(/^\[published\] /),
    ]);
  });
});
