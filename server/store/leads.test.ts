import { afterAll, describe, expect, it } from 'vitest';
import { seedLeads } from '../../scripts/lib/lead-seed.ts';
import { type LeadFilter, listLeads, readLeadFilter } from './leads.ts';
import { openStaffStore } from './staff.ts';
import { DATABASE_TEST_TIMEOUT, testDatabases } from './test-databases.ts';

const databases = testDatabases();
afterAll(() => databases.cleanUp());

const at = (day: number) => `2027-01-${String(day).padStart(2, '0')}T10:00:00.000Z`;

/** Six leads, each first or last by some column. */
const leads = [
  {
    name: 'bella Price',
    unitSize: '100',
    verified: true,
    stage: 'offered',
    contactedAt: at(9),
    createdAt: at(1),
  },
  { name: 'Aled Morgan', unitSize: 'not-sure', verified: false, stage: 'new', createdAt: at(2) },
  {
    name: 'Carys Evans',
    unitSize: '25',
    verified: true,
    stage: 'lost',
    contactedAt: at(4),
    createdAt: at(3),
  },
  {
    name: 'Dafydd Hughes',
    unitSize: '200',
    verified: false,
    stage: 'contacted',
    contactedAt: at(12),
    createdAt: at(4),
  },
  { name: 'Eira Lloyd', unitSize: '50', verified: true, stage: 'held', createdAt: at(5) },
  {
    name: 'Ffion Rees',
    unitSize: '35',
    verified: true,
    stage: 'moved-in',
    contactedAt: at(6),
    createdAt: at(6),
  },
] as const;

const filter = (query: string): LeadFilter => {
  const read = readLeadFilter(new URLSearchParams(query));
  if (!read.ok) throw new Error(read.problem);
  return read.filter;
};

describe.each(databases.each)('the lead list on $name', (database) => {
  it(
    'sorts by each column both ways in the database, with the filters and pages as before',
    async () => {
      const store = await openStaffStore(await database.fresh());
      try {
        await seedLeads(
          store.db,
          leads.map((l) => ({ ...l })),
        );
        const names = async (query: string) =>
          (await listLeads(store.db, filter(query))).leads.map((l) => l.name.split(' ')[0]);
        // Newest first until staff choose.
        expect(await names('')).toEqual(['Ffion', 'Eira', 'Dafydd', 'Carys', 'Aled', 'bella']);
        expect(await names('sort=received&order=asc')).toEqual([
          'bella',
          'Aled',
          'Carys',
          'Dafydd',
          'Eira',
          'Ffion',
        ]);
        // Names A to Z whatever their case.
        expect(await names('sort=name')).toEqual([
          'Aled',
          'bella',
          'Carys',
          'Dafydd',
          'Eira',
          'Ffion',
        ]);
        expect(await names('sort=name&order=desc')).toEqual([
          'Ffion',
          'Eira',
          'Dafydd',
          'Carys',
          'bella',
          'Aled',
        ]);
        // Sizes by number, not as text; "not sure" last either way.
        expect(await names('sort=size')).toEqual([
          'Carys',
          'Ffion',
          'Eira',
          'bella',
          'Dafydd',
          'Aled',
        ]);
        expect(await names('sort=size&order=desc')).toEqual([
          'Dafydd',
          'bella',
          'Eira',
          'Ffion',
          'Carys',
          'Aled',
        ]);
        // Stages in the order a lead moves through them.
        expect(await names('sort=stage')).toEqual([
          'Aled',
          'Dafydd',
          'bella',
          'Eira',
          'Ffion',
          'Carys',
        ]);
        // Verified first, newest first within.
        expect(await names('sort=verified&order=desc')).toEqual([
          'Ffion',
          'Eira',
          'Carys',
          'bella',
          'Dafydd',
          'Aled',
        ]);
        // Latest contact first; never contacted last either way.
        expect(await names('sort=contacted&order=desc')).toEqual([
          'Dafydd',
          'bella',
          'Ffion',
          'Carys',
          'Eira',
          'Aled',
        ]);
        expect(await names('sort=contacted&order=asc')).toEqual([
          'Carys',
          'Ffion',
          'bella',
          'Dafydd',
          'Eira',
          'Aled',
        ]);
        // With a filter and a search.
        expect(await names('sort=name&order=desc&verified=yes')).toEqual([
          'Ffion',
          'Eira',
          'Carys',
          'bella',
        ]);
        expect(await names('sort=size&q=e')).toEqual([
          'Carys',
          'Ffion',
          'Eira',
          'bella',
          'Dafydd',
          'Aled',
        ]);
      } finally {
        await store.close();
      }
    },
    DATABASE_TEST_TIMEOUT,
  );

  it(
    'pages through a sorted list of many with none missed or twice',
    async () => {
      const store = await openStaffStore(await database.fresh());
      try {
        const many = Array.from({ length: 120 }, (_, i) => ({
          name: `Person ${i % 7}`,
          unitSize: '25' as const,
          verified: true,
          createdAt: at(1 + (i % 20)),
        }));
        const ids = await seedLeads(store.db, many);
        const seen: string[] = [];
        for (const page of [1, 2, 3]) {
          const answer = await listLeads(store.db, filter(`sort=name&page=${page}`));
          expect(answer.total).toBe(120);
          seen.push(...answer.leads.map((l) => l.id));
        }
        expect(seen.toSorted()).toEqual(ids.toSorted());
      } finally {
        await store.close();
      }
    },
    DATABASE_TEST_TIMEOUT,
  );
});

describe('the list’s sort in the address', () => {
  it('takes a column and a way, newest first without one, and refuses others by name', () => {
    expect(filter('')).toMatchObject({ sort: 'received', order: 'desc' });
    expect(filter('sort=name')).toMatchObject({ sort: 'name', order: 'asc' });
    expect(readLeadFilter(new URLSearchParams('sort=email'))).toEqual({
      ok: false,
      problem: 'sort: not a column',
    });
    expect(readLeadFilter(new URLSearchParams('sort=name&order=up'))).toEqual({
      ok: false,
      problem: 'order: asc or desc',
    });
  });
});
