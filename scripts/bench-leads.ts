/**
 * npm run bench:leads [-- --count 5000]
 *
 * The console's list of registrations and its overview against a waiting
 * list of thousands, on each database the store runs on: SQLite (a fresh
 * file) and PostgreSQL (a throwaway local server, as the tests start one).
 * Seeds the registrations straight into the database (scripts/lib/lead-seed.ts),
 * then times, through the same store functions the console's routes call,
 * the list's first page, a search, a sort by name, and the overview; each
 * run 20 times after two to warm up, median and 95th percentile.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { liveStatuses, readBuiltLayout } from '../server/public/live-availability.ts';
import { type DatabaseConfig, openDatabase } from '../server/store/database.ts';
import { demandOverview } from '../server/store/demand-overview.ts';
import { listLeads, readLeadFilter } from '../server/store/leads.ts';
import { readCliArgs } from './lib/cli-args.ts';
import { seedLeads, syntheticLeads } from './lib/lead-seed.ts';
import { type PostgresCluster, startPostgresCluster } from './lib/postgres-cluster.ts';
import { median, percentile } from './lib/stats.ts';

const args = readCliArgs(process.argv.slice(2), ['count']);
const count = args.ok ? Number(args.options.get('count') ?? 5_000) : 5_000;
const RUNS = 20;
const WARM_UP = 2;
const TAG = 'bench';

const filter = (query: string) => {
  const read = readLeadFilter(new URLSearchParams(query));
  if (!read.ok) throw new Error(read.problem);
  return read.filter;
};

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  return ms;
}

async function bench(name: string, config: DatabaseConfig) {
  const database = await openDatabase(config);
  try {
    const seedStart = performance.now();
    const leads = syntheticLeads(count, new Date(), TAG);
    await seedLeads(database.db, leads);
    const seedMs = performance.now() - seedStart;
    const layout = await readBuiltLayout();
    const live = liveStatuses(layout, new Map());
    const someone = leads[Math.floor(count * 0.7)]?.name.split(' ')[1] ?? 'Jones';
    const cases: [string, () => Promise<unknown>][] = [
      ['first page (newest first)', () => listLeads(database.db, filter(''))],
      [`search "${someone}"`, () => listLeads(database.db, filter(`q=${someone}`))],
      ['sort by name, page 3', () => listLeads(database.db, filter('sort=name&page=3'))],
      ['overview', () => demandOverview(database.db, layout, live, new Date())],
    ];
    console.log(`\n${name}: ${count} registrations seeded in ${Math.round(seedMs)} ms`);
    for (const [label, run] of cases) {
      const ms = await timed(run);
      console.log(
        `  ${label.padEnd(28)} median ${median(ms).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms`,
      );
    }
  } finally {
    await database.close();
  }
}

const folder = mkdtempSync(join(tmpdir(), 'bench-leads-'));
let cluster: PostgresCluster | null = null;
try {
  await bench('SQLite', { kind: 'sqlite', file: join(folder, 'leads.sqlite') });
  cluster = await startPostgresCluster();
  await bench('PostgreSQL', { kind: 'postgres', url: await cluster.createDatabase('bench_leads') });
} finally {
  await cluster?.destroy();
  rmSync(folder, { recursive: true, force: true });
}
