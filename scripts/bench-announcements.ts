/**
 * npm run bench:announcements [-- --registrations 50000 --messages 100000 --runs 5]
 *
 * What the console's announcements page and an unsubscribe cost on a large
 * waiting list, on each database the store runs on: SQLite (a fresh file)
 * and PostgreSQL (BENCH_DATABASE_URL, an empty database; otherwise a
 * throwaway local server, as the tests start one). Each is filled in bulk
 * with the registrations (most with an address, some agreeing, some
 * repeating an address in another case), the consents of those agreeing
 * (most confirmed from the mailbox, the rest still waiting) and the outbox
 * with the messages:
 * twelve sent announcements' copies in every state, the rest confirmations
 * and staff notifications. It then times, through the stores, what
 * GET /api/staff/announcements asks (the list with its counts, and the
 * reach) and one unsubscribe each run, and prints the median and the
 * slowest of the runs. It prints figures only: nothing is asserted.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { openAnnouncementStore } from '../server/store/announcements.ts';
import { type DatabaseConfig, openDatabase } from '../server/store/database.ts';
import type {
  MarketingConsentsTable,
  OutboxTable,
  RegistrationsTable,
} from '../server/store/schema.ts';
import { readCliArgs } from './lib/cli-args.ts';
import { type PostgresCluster, startPostgresCluster } from './lib/postgres-cluster.ts';
import { findPostgresBin, postgresNeed } from './lib/postgres-install.ts';
import { median } from './lib/stats.ts';
import { installCommand } from './lib/system-packages.ts';

const args = readCliArgs(process.argv.slice(2), ['registrations', 'messages', 'runs']);
const option = (name: string, fallback: number) =>
  args.ok ? Number(args.options.get(name) ?? fallback) : fallback;
const registrationCount = option('registrations', 50_000);
const messageCount = option('messages', 100_000);
const runs = option('runs', 5);
const ANNOUNCEMENTS = 12;
/** Rows per INSERT: well under both databases' limit on bound parameters. */
const BATCH = 500;
const START = Date.parse('2026-01-01T00:00:00Z');

const iso = (ms: number) => new Date(ms).toISOString();
/** The nth address: one in ten repeats an earlier one in another case. */
const addressOf = (n: number) =>
  n % 10 === 9 ? `Person${n - 9}@Example.org` : `person${n}@example.org`;

function registrationRow(n: number, addressHash: (address: string) => string): RegistrationsTable {
  const at = iso(START + n * 60_000);
  const email = n % 25 === 0 ? null : addressOf(n);
  const agrees = n % 3 !== 0;
  return {
    id: `r-${n}`,
    created_at: at,
    name: `Person ${n}`,
    email,
    phone: email ? null : '0151 496 0123',
    storage_type: 'personal',
    unit_size: '25',
    move_in_date: null,
    message: null,
    marketing_opt_in: agrees ? 1 : 0,
    unit_id: null,
    unverified_reason: n % 17 === 0 ? 'no-proof' : null,
    marketing_consent_text: agrees ? 'Yes, email me' : null,
    marketing_consent_at: agrees ? at : null,
    fingerprint: null,
    address_hash: email ? addressHash(email) : null,
  };
}

/** The nth registration's consent when it ticked the box with an address: four in five confirmed. */
function consentRow(n: number): MarketingConsentsTable | null {
  // Its registration's fields but the address key, which a consent does not keep.
  const row = registrationRow(n, (address) => address);
  if (row.marketing_opt_in !== 1 || row.email === null) return null;
  return {
    registration_id: row.id,
    wording: row.marketing_consent_text,
    requested_at: row.created_at,
    confirmed_at: n % 5 === 4 ? null : iso(START + n * 60_000 + 600_000),
  };
}

const statuses = ['sent', 'sent', 'sent', 'sent', 'pending', 'failed', 'withdrawn'] as const;

function messageRow(n: number, announcementIds: string[]): OutboxTable {
  const copies = Math.floor(messageCount * 0.9);
  const registration = n % registrationCount;
  const announcementId = n < copies ? (announcementIds[n % ANNOUNCEMENTS] ?? null) : null;
  const kind = announcementId
    ? 'announcement'
    : n % 2 === 0
      ? 'visitor-confirmation'
      : 'staff-notification';
  const at = iso(START + n * 1_000);
  const id = randomUUID();
  return {
    id,
    registration_id: `r-${registration}`,
    kind,
    recipient: addressOf(registration),
    address_key: null,
    announcement_id: announcementId,
    subject: 'Bench',
    message_id: `<${id}@bench.invalid>`,
    payload: JSON.stringify({ kind, subject: 'Bench', text: 'x'.repeat(400), announcementId }),
    status: statuses[n % statuses.length] ?? 'sent',
    attempts: 1,
    created_at: at,
    queued_at: at,
    next_attempt_at: iso(Date.parse('2099-01-01T00:00:00Z')),
    lease_owner: null,
    lease_until: null,
    last_error: null,
    sent_at: null,
  };
}

async function fill(config: DatabaseConfig) {
  const database = await openDatabase(config);
  const announcementIds = Array.from({ length: ANNOUNCEMENTS }, (_, i) => `a-${i}`);
  await database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('announcements')
      .values(
        announcementIds.map((id, i) => ({
          id,
          subject: `Announcement ${i}`,
          body: 'News',
          created_at: iso(START + i * 86_400_000),
          created_by: 'owner@example.org',
          updated_at: iso(START + i * 86_400_000),
          updated_by: 'owner@example.org',
          sent_at: iso(START + i * 86_400_000),
          sent_by: 'owner@example.org',
          recipients: Math.round((messageCount * 0.9) / ANNOUNCEMENTS),
        })),
      )
      .execute();
    for (let start = 0; start < registrationCount; start += BATCH) {
      const end = Math.min(start + BATCH, registrationCount);
      const rows = Array.from({ length: end - start }, (_, i) =>
        registrationRow(start + i, database.addressHash),
      );
      await trx.insertInto('registrations').values(rows).execute();
      const consents = Array.from({ length: end - start }, (_, i) => consentRow(start + i));
      const ticked = consents.filter((c): c is MarketingConsentsTable => c !== null);
      if (ticked.length > 0) await trx.insertInto('marketing_consents').values(ticked).execute();
    }
    for (let start = 0; start < messageCount; start += BATCH) {
      const end = Math.min(start + BATCH, messageCount);
      const rows = Array.from({ length: end - start }, (_, i) =>
        messageRow(start + i, announcementIds),
      );
      await trx.insertInto('outbox').values(rows).execute();
    }
  });
  // A running PostgreSQL has its planner's statistics (autovacuum gathers
  // them after many inserts, in its own time): gathered now, before timing.
  if (config.kind === 'postgres') await sql`ANALYZE`.execute(database.db);
  return database;
}

type Figures = { list: number[]; unsubscribe: number[]; fillMs: number };

async function time<T>(work: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function benchOn(config: DatabaseConfig): Promise<Figures> {
  const filling = performance.now();
  const database = await fill(config);
  const fillMs = performance.now() - filling;
  const announcements = await openAnnouncementStore(database);
  const figures: Figures = { list: [], unsubscribe: [], fillMs };
  try {
    // One untimed pass first, so each database has its pages and plans warm as a running server would.
    await announcements.list();
    await announcements.reach();
    for (let run = 0; run < runs; run++) {
      figures.list.push(
        await time(async () => {
          await announcements.list();
          await announcements.reach();
        }),
      );
      const token = await announcements.unsubscribeToken(addressOf(1 + run * 1_000));
      figures.unsubscribe.push(await time(() => announcements.unsubscribe(token)));
    }
  } finally {
    await announcements.close();
    await database.close();
  }
  return figures;
}

const ms = (values: number[]) =>
  `${median(values).toFixed(1)} ms (slowest ${Math.max(...values).toFixed(1)} ms)`;

function print(name: string, figures: Figures | string) {
  if (typeof figures === 'string') {
    console.log(`  ${name}: ${figures}`);
    return;
  }
  console.log(`  ${name} (filled in ${(figures.fillMs / 1000).toFixed(1)} s)`);
  console.log(`    announcements page (list and reach): ${ms(figures.list)}`);
  console.log(`    one unsubscribe:                     ${ms(figures.unsubscribe)}`);
}

async function main(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-announcements-'));
  let cluster: PostgresCluster | null = null;
  try {
    console.log(
      `${registrationCount} registrations, ${messageCount} messages (${ANNOUNCEMENTS} announcements), median of ${runs} runs (Node ${process.versions.node})`,
    );
    print('SQLite', await benchOn({ kind: 'sqlite', file: join(dir, 'registrations.sqlite') }));
    if (process.env.BENCH_DATABASE_URL) {
      print('PostgreSQL', await benchOn({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL }));
    } else if (findPostgresBin()) {
      cluster = await startPostgresCluster();
      print(
        'PostgreSQL',
        await benchOn({ kind: 'postgres', url: await cluster.createDatabase('bench') }),
      );
    } else {
      print(
        'PostgreSQL',
        `not run: ${postgresNeed.name} not found (${installCommand(postgresNeed.packages)})`,
      );
    }
    return 0;
  } finally {
    await cluster?.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(`bench:announcements: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
