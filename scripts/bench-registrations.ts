/**
 * npm run bench:registrations [-- --count 200]
 *
 * A bounded load test of the registration endpoint on 127.0.0.1, on each
 * database the store runs on, figures side by side: SQLite (a fresh file) and
 * PostgreSQL (BENCH_DATABASE_URL, an empty database; otherwise a throwaway
 * local server, as the tests start one). For each, it starts the bundled
 * server (server/main.ts, on the build in DIST_DIR or dist/) with the rate
 * limit and the hourly ceiling on confirmations raised, solves one human
 * check per registration as a visitor's browser does (before the clock
 * starts: in a browser the work is done while the visitor types), sends the
 * submissions all at once, and prints the latency percentiles. What it
 * counts is what was delivered, not what was answered: each registration
 * stored exactly once and verified, and its two messages (the staff
 * notification and the visitor's confirmation) received exactly once by a
 * real SMTP server in this process (smtp-server). Exits 1 if any
 * registration or message is lost, doubled, refused or left unverified.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import { solvedProof } from '../server/public/test-proofs.ts';
import type { DatabaseConfig } from '../server/store/database.ts';
import { openRegistrationStore } from '../server/store/registrations.ts';
import { staffNotificationCopy } from '../src/content/registration-mail.ts';
import { readCliArgs } from './lib/cli-args.ts';
import { type PostgresCluster, startPostgresCluster } from './lib/postgres-cluster.ts';
import { findPostgresBin, postgresNeed } from './lib/postgres-install.ts';
import { startServeProcess } from './lib/serve-process.ts';
import { median, percentile } from './lib/stats.ts';
import { installCommand } from './lib/system-packages.ts';
import { startTestSmtpServer } from './lib/test-smtp-server.ts';

const args = readCliArgs(process.argv.slice(2), ['count']);
const count = args.ok ? Number(args.options.get('count') ?? 200) : 200;

/** Each registration causes two messages: the staff notification and the visitor's confirmation. */
const MESSAGES_EACH = 2;

type Figures = {
  answered: number;
  storedOnce: number;
  rows: number;
  verified: number;
  wallMs: number;
  ms: number[];
  messages: number;
  distinctIds: number;
  notifiedOnce: number;
  confirmedOnce: number;
  mailMs: number;
};

const visitorName = (i: number) => `Bench Visitor ${i}`;
const visitorEmail = (i: number) => `visitor${i}@example.org`;

async function submit(
  base: string,
  i: number,
  altcha: string,
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${base}/api/registrations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      name: visitorName(i),
      email: visitorEmail(i),
      storageType: 'personal',
      unitSize: '50',
      message: 'Load test submission',
      altcha,
    }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** The one address a parsed header names ('' for none or several). */
function soleAddress(field: ParsedMail['to'] | ParsedMail['replyTo']): string {
  if (!field || Array.isArray(field)) return '';
  return field.value.length === 1 ? (field.value[0]?.address ?? '') : '';
}

/**
 * How many registrations had each of their two messages exactly once: the
 * staff notification (to staff, Reply-To the visitor, marked verified) and
 * the confirmation (to the visitor).
 */
function deliveredOnce(messages: readonly ParsedMail[]) {
  const notUnverified = staffNotificationCopy.unverifiedSubject('');
  const notifications = new Map<string, number>();
  const confirmations = new Map<string, number>();
  for (const mail of messages) {
    const replyTo = soleAddress(mail.replyTo);
    const tally = replyTo ? notifications : confirmations;
    const key = replyTo || soleAddress(mail.to);
    // A notification that says the check failed is not one this bench asked for.
    if (replyTo && mail.subject?.startsWith(notUnverified)) continue;
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  const once = (tally: Map<string, number>) =>
    Array.from({ length: count }, (_, i) => visitorEmail(i)).filter((to) => tally.get(to) === 1)
      .length;
  return { notifiedOnce: once(notifications), confirmedOnce: once(confirmations) };
}

async function benchOn(config: DatabaseConfig, dir: string): Promise<Figures> {
  const smtp = await startTestSmtpServer();
  const server = await startServeProcess({
    ...(config.kind === 'postgres'
      ? { DATABASE_URL: config.url }
      : { REGISTRATIONS_DB: config.file }),
    REGISTRATION_RATE_LIMIT: String(count * 10),
    // Past the ceiling, confirmations are held for staff: none may be, so every one is under load.
    MAIL_CONFIRMATIONS_PER_HOUR: String(count * 10),
    SMTP_URL: smtp.url,
    MAIL_DIR: join(dir, 'mail'),
    MAIL_POLL_MS: '200',
  });
  try {
    // One challenge each, solved before the clock starts, as a browser solves it while the visitor types.
    const proofs: string[] = [];
    for (let i = 0; i < count; i++)
      proofs.push(await solvedProof(`${server.base}/api/registrations`));

    const started = performance.now();
    const results = await Promise.all(proofs.map((altcha, i) => submit(server.base, i, altcha)));
    const wallMs = performance.now() - started;

    const store = await openRegistrationStore(config);
    const stored = await store.list();
    await store.close();
    const perName = new Map<string, number>();
    for (const { name } of stored) perName.set(name, (perName.get(name) ?? 0) + 1);
    const storedOnce = Array.from({ length: count }, (_, i) => visitorName(i)).filter(
      (name) => perName.get(name) === 1,
    ).length;

    const expected = count * MESSAGES_EACH;
    const mailStarted = performance.now();
    while (smtp.messages.length < expected && performance.now() - mailStarted < 120_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const mailMs = performance.now() - mailStarted;
    // A little longer, so a second copy of any message would have arrived too.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return {
      answered: results.filter((r) => r.status === 201).length,
      storedOnce,
      rows: stored.length,
      verified: stored.filter((r) => r.unverifiedReason === null).length,
      wallMs,
      ms: results.map((r) => r.ms),
      messages: smtp.messages.length,
      distinctIds: new Set(smtp.messages.map((m) => m.messageId)).size,
      ...deliveredOnce(smtp.messages),
      mailMs,
    };
  } finally {
    await server.stop();
    await smtp.close();
  }
}

const passed = (f: Figures) =>
  f.answered === count &&
  f.storedOnce === count &&
  f.rows === count &&
  f.verified === count &&
  f.notifiedOnce === count &&
  f.confirmedOnce === count &&
  f.messages === count * MESSAGES_EACH;

function printTable(columns: [string, Figures | string][]) {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const rows: [string, (f: Figures) => string][] = [
    ['answered 201', (f) => `${f.answered} of ${count}`],
    ['stored exactly once', (f) => `${f.storedOnce} of ${count} (${f.rows} rows)`],
    ['stored as verified', (f) => `${f.verified} of ${count}`],
    ['latency median', (f) => ms(median(f.ms))],
    ['latency p95', (f) => ms(percentile(f.ms, 95))],
    ['latency max', (f) => ms(Math.max(...f.ms))],
    ['all answered in', (f) => ms(f.wallMs)],
    ['staff notified once', (f) => `${f.notifiedOnce} of ${count}`],
    ['visitor confirmed once', (f) => `${f.confirmedOnce} of ${count}`],
    [
      'messages received',
      (f) => `${f.messages} of ${count * MESSAGES_EACH} (${f.distinctIds} Message-IDs)`,
    ],
    ['last message after', (f) => `${ms(f.mailMs)} more`],
  ];
  const cells = rows.map(([label, cell]) => [
    label,
    ...columns.map(([, f]) =>
      typeof f === 'string' ? (label === rows[0]?.[0] ? f : '') : cell(f),
    ),
  ]);
  const header = ['', ...columns.map(([name]) => name)];
  const widths = header.map((_, i) =>
    Math.max(...[header, ...cells].map((row) => (row[i] ?? '').length)),
  );
  for (const row of [header, ...cells]) {
    console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('   ')}`.trimEnd());
  }
}

async function main(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-registrations-'));
  let cluster: PostgresCluster | null = null;
  try {
    const sqlite = await benchOn({ kind: 'sqlite', file: join(dir, 'registrations.sqlite') }, dir);
    let postgres: Figures | string;
    if (process.env.BENCH_DATABASE_URL) {
      postgres = await benchOn({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL }, dir);
    } else if (findPostgresBin()) {
      cluster = await startPostgresCluster();
      postgres = await benchOn(
        { kind: 'postgres', url: await cluster.createDatabase('bench') },
        dir,
      );
    } else {
      postgres = `not run: ${postgresNeed.name} not found (${installCommand(postgresNeed.packages)})`;
    }
    console.log(
      `${count} concurrent registrations to the bundled server on 127.0.0.1 (Node ${process.versions.node})`,
    );
    printTable([
      ['SQLite', sqlite],
      ['PostgreSQL', postgres],
    ]);
    return passed(sqlite) && (typeof postgres === 'string' || passed(postgres)) ? 0 : 1;
  } finally {
    await cluster?.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(`bench:registrations: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
