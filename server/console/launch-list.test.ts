// @vitest-environment node
/**
 * The Overview's launch list on the real console listener: the owner's
 * facts as published at each request (the repository's files until a
 * version is live, then the live version's), and the server's settings as
 * the environment stood at start.
 */

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentLaunchConfiguration, type LaunchBlocker } from '../../scripts/lib/launch-check.ts';
import { readSiteFactsOrThrow } from '../../scripts/lib/site-facts-file.ts';
import { announcementComposer } from '../mail/announcement-mail.ts';
import { readBuiltLayout } from '../public/live-availability.ts';
import { openAnnouncementStore } from '../store/announcements.ts';
import { openRegistrationStore } from '../store/registrations.ts';
import { siteVersionStore } from '../store/site-versions.ts';
import { openStaffStore, type StaffStore } from '../store/staff.ts';
import { SECURE_SESSION_COOKIE } from './http.ts';
import { consoleRoutes, consoleServerOptions } from './listener.ts';
import { relyingParty } from './passkeys.ts';

const ORIGIN = 'http://localhost:4174';
const files = readSiteFactsOrThrow('data/site');

let folder = '';
let app: FastifyInstance;
let staff: StaffStore;
let cookie = '';
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'launch-list-'));
  writeFileSync(join(folder, 'staff.html'), '<!doctype html><title>Staff console</title>');
  const database = { kind: 'sqlite', file: join(folder, 'r.sqlite') } as const;
  const store = await openRegistrationStore(database);
  staff = await openStaffStore(database);
  const announcements = await openAnnouncementStore(database);
  closers.push(
    () => store.close(),
    () => staff.close(),
    () => announcements.close(),
  );
  app = Fastify(consoleServerOptions());
  await app.register(
    consoleRoutes({
      store,
      staff,
      announcements: { store: announcements, compose: announcementComposer('hello@example.org') },
      layout: await readBuiltLayout(),
      rp: relyingParty(ORIGIN, 'Storage'),
      consoleDir: folder,
      trustProxy: false,
      mailDir: join(folder, 'mail'),
      mailFrom: 'hello@example.org',
      mailDelivery: 'file',
      launch: currentLaunchConfiguration({ SMTP_URL: 'smtp://mail.widnes-self-storage.co.uk' }),
      siteFactsDir: 'data/site',
    }),
  );
  await app.ready();
  await staff.invite('owner@example.org', ORIGIN, 'command line (test)');
  const member = (await staff.members()).find((m) => m.email === 'owner@example.org');
  cookie = `${SECURE_SESSION_COOKIE}=${await staff.startSession(member?.id ?? '')}`;
});

afterAll(async () => {
  await app.close();
  for (const close of closers) await close();
  rmSync(folder, { recursive: true, force: true });
});

const launchList = async (): Promise<LaunchBlocker[]> =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/staff/launch-check',
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' },
    })
  ).json().blockers;

describe("the Overview's launch list", () => {
  it('follows the version published from the console, and keeps the settings of the start', async () => {
    const before = await launchList();
    expect(before.map((b) => b.fields)).toContainEqual(['company.legalName']);
    const wheres = before.map((b) => b.where);
    expect(wheres.some((where) => where.startsWith('MAIL_FROM in '))).toBe(true);
    expect(wheres.some((where) => where.startsWith('SMTP_URL in '))).toBe(false);

    const versions = siteVersionStore(staff.db);
    const facts = {
      ...files,
      company: { ...files.company, legalName: 'Widnes Self Storage Limited' },
      unconfirmed: files.unconfirmed.filter((path) => path !== 'company.legalName'),
    };
    const first = { facts: files, by: "the repository's files" };
    expect(await versions.publish(facts, [], 0, 'owner@example.org', new Date(), first)).toEqual({
      live: expect.objectContaining({ version: 2 }),
    });

    const after = await launchList();
    expect(after.map((b) => b.fields)).not.toContainEqual(['company.legalName']);
    expect(after).toEqual(before.filter((b) => b.fields?.[0] !== 'company.legalName'));

    // Rolled back to the repository's files, the fact is listed again.
    expect(await versions.rollBack(1, 1, 'owner@example.org')).toHaveProperty('live');
    expect(await launchList()).toEqual(before);
  });
});
