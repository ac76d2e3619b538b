// @vitest-environment node
/**
 * The Site tab's routes on the real console listener: the published facts
 * and the shared draft, a bad value refused at its field by the build's
 * rules, and a save from a stale revision refused naming who changed what;
 * and the draft's one-winner save on both databases, two stores at once.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteFactsOrThrow } from '../../scripts/lib/site-facts-file.ts';
import { openDatabase } from '../store/database.ts';
import { siteDraftStore } from '../store/site-draft.ts';
import { DATABASE_TEST_TIMEOUT, testDatabases } from '../store/test-databases.ts';
import { testConsole } from './test-console.ts';

const published = readSiteFactsOrThrow('data/site');
type Facts = typeof published;

let folder = '';
let app: FastifyInstance;
const cookies: Record<string, string> = {};
let close: () => Promise<void>;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'site-routes-'));
  const console_ = await testConsole(folder);
  ({ app, close } = console_);
  for (const email of ['owner@example.org', 'sam@example.org'])
    cookies[email] = await console_.signIn(email);
});

afterAll(async () => {
  await close();
  rmSync(folder, { recursive: true, force: true });
});

const as = (email: string) => ({ Cookie: cookies[email], 'Sec-Fetch-Site': 'same-origin' });
const read = async (email = 'owner@example.org') =>
  (await app.inject({ method: 'GET', url: '/api/staff/site', headers: as(email) })).json();
const save = (email: string, baseRevision: number, facts: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/staff/site/draft',
    headers: { ...as(email), 'Content-Type': 'application/json' },
    payload: JSON.stringify({ baseRevision, facts }),
  });
const withPhone = (facts: Facts, display: string): Facts => ({
  ...facts,
  contact: {
    ...facts.contact,
    phone: { display, href: `tel:+44${display.replace(/\D/g, '').slice(1)}` },
  },
});

describe('the Site tab', () => {
  it('refuses a bad value at its field, by the build’s rules, and keeps nothing', async () => {
    const bad = structuredClone(published);
    bad.contact.email = 'hello at example';
    const answer = await save('owner@example.org', 0, bad);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: 'One field needs attention before the draft can be saved.',
      problems: [
        {
          path: 'contact.email',
          label: 'Site › Contact › Email',
          message: 'must be an email address, such as hello@example.co.uk',
        },
      ],
    });
    expect((await read()).draft).toBeNull();
  });

  it('keeps a saved draft for everyone, and refuses a save from an older revision naming who changed what', async () => {
    const start = await read();
    expect(start).toMatchObject({ published, draft: null, live: null, history: [], job: null });
    const first = await save('owner@example.org', 0, withPhone(published, '0151 496 0999'));
    expect(first.statusCode).toBe(200);
    expect(first.json().draft).toMatchObject({
      revision: 1,
      savedBy: 'owner@example.org',
      changed: ['contact.phone.display', 'contact.phone.href'],
    });
    // Another member, who opened the tab before that save, saves from revision 0.
    const late = { ...published, company: { ...published.company, legalName: 'Widnes Ltd' } };
    const refused = await save('sam@example.org', 0, late);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(
      /^owner@example\.org saved the draft on \w+day \d{1,2} \w+ at \d{1,2}:\d\d [ap]m, changing Phone and Phone link, after you opened it\. Your changes are still here: look at theirs \(reload the tab in another window\), then save again\.$/,
    );
    // Nothing of the refused save was kept; the draft is the first member's, for both.
    expect((await read('sam@example.org')).draft.facts).toEqual(
      withPhone(published, '0151 496 0999'),
    );
  });
});

describe('the draft’s save', () => {
  const databases = testDatabases();
  afterAll(() => databases.cleanUp());

  describe.each(databases.each)('on $name', (database) => {
    it(
      'has one winner when two servers save from the same revision at once',
      async () => {
        const config = await database.fresh();
        // Two servers on PostgreSQL; on SQLite, one process's one connection, as the server has.
        const one = await openDatabase(config);
        const two = database.name === 'SQLite' ? one : await openDatabase(config);
        try {
          const [a, b] = [siteDraftStore(one.db), siteDraftStore(two.db)];
          for (let round = 0; round < 20; round += 1) {
            const base = (await a.read())?.revision ?? 0;
            const outcomes = await Promise.all([
              a.save({ round, by: 'a' }, { baseRevision: base, changed: [] }, 'a@example.org'),
              b.save({ round, by: 'b' }, { baseRevision: base, changed: [] }, 'b@example.org'),
            ]);
            expect(outcomes.filter((o) => 'saved' in o)).toHaveLength(1);
            const latest = await b.read();
            expect(latest?.revision).toBe(base + 1);
            const winner = outcomes.find((o) => 'saved' in o);
            expect(winner && 'saved' in winner && winner.saved.facts).toEqual(latest?.facts);
          }
          // A discard moves the revision on too: a save from before it is refused.
          const last = (await a.read())?.revision ?? 0;
          expect(await a.discard(last, 'a@example.org')).toBe(true);
          expect(await b.save({ late: true }, { baseRevision: last, changed: [] }, 'b')).toEqual({
            stale: expect.objectContaining({ facts: null, revision: last + 1 }),
          });
        } finally {
          await one.close();
          if (two !== one) await two.close();
        }
      },
      DATABASE_TEST_TIMEOUT,
    );
  });
});
