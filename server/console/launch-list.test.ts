// @vitest-environment node
/**
 * The Overview's launch list on the real console listener: the owner's
 * facts as published at each request (the repository's files until a
 * version is live, then the live version's), and the server's settings as
 * the environment stood at start.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentLaunchConfiguration, type LaunchBlocker } from '../../scripts/lib/launch-check.ts';
import { readSiteFactsOrThrow } from '../../scripts/lib/site-facts-file.ts';
import { siteVersionStore } from '../store/site-versions.ts';
import type { StaffStore } from '../store/staff.ts';
import { testConsole } from './test-console.ts';

const files = readSiteFactsOrThrow('data/site');

let folder = '';
let app: FastifyInstance;
let staff: StaffStore;
let cookie = '';
let close: () => Promise<void>;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'launch-list-'));
  const console_ = await testConsole(folder, () => ({
    launch: currentLaunchConfiguration({ SMTP_URL: 'smtp://mail.widnes-self-storage.co.uk' }),
    siteFactsDir: 'data/site',
  }));
  ({ app, staff, close } = console_);
  cookie = await console_.signIn('owner@example.org');
});

afterAll(async () => {
  await close();
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
