/**
 * npm run bench:registrations [-- --count 200]
 *
 * A bounded load test of the registration endpoint on 127.0.0.1, on each
 * database the store runs on, figures side by side: SQLite (a fresh file) and
 * PostgreSQL (BENCH_DATABASE_URL, an empty database; otherwise a throwaway
 * local server, as the tests start one). For each, it starts the bundled
 * server (server/main.ts, on the build in DIST_DIR or dist/) with the rate
 * limit raised, sends the submissions all at once, checks through the store
 * that each was stored exactly once, and prints the latency percentiles. The
 * server sends its mail to a real SMTP server in this process (smtp-server):
 * the bench waits for the staff notification of each registration and checks
 * each arrived exactly once (its posts carry no proof of the human check, as
 * a script's would not, so no confirmation goes to the addresses they name). Exits 1 if any registration or message is lost,
 * doubled or refused.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseConfig } from '../server/store/database.ts';
import { openRegistrationStore } from '../server/store/registrations.ts';
import { readCliArgs } from './lib/cli-args.ts';
import { type PostgresCluster, startPostgresCluster } from './lib/postgres-cluster.ts';
import { findPostgresBin, postgresNeed } from './lib/postgres-install.ts';
import { startServeProcess } from './lib/serve-process.ts';
import { median, percentile } from './lib/stats.ts';
import { installCommand } from './lib/system-packages.ts';
import { startTestSmtpServer } from './lib/test-smtp-server.ts';

const args = readCliArgs(process.argv.slice(2), ['count']);
const count = args.ok ? Number(args.options.get('count') ?? 200) : 200;

type Figures = {
  answered: number;
  storedOnce: number;
  rows: number;
  wallMs: number;
  ms: number[];
  messages: number;
  distinctIds: number;
  mailMs: number;
  deliveredOnce: boolean;
};

async function submit(base: string, i: number): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${base}/api/registrations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      name: `Bench Visitor ${i}`,
      email: `visitor${i}@example.org`,
      storageType: 'personal',
      unitSize: '50',
      message: 'Load test submission',
    }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

async function benchOn(config: DatabaseConfig, dir: string): Promise<Figures> {
  const smtp = await startTestSmtpServer();
  const server = await startServeProcess({
    ...(config.kind === 'postgres'
      ? { DATABASE_URL: config.url }
      : { REGISTRATIONS_DB: config.file }),
    REGISTRATION_RATE_LIMIT: String(count * 10),
    SMTP_URL: smtp.url,
    MAIL_DIR: join(dir, 'mail'),
    MAIL_POLL_MS: '200',
  });
  try {
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: count }, (_, i) => submit(server.base, i)),
    );
    const wallMs = performance.now() - started;

    const store = await openRegistrationStore(config);
    const stored = await store.list();
    await store.close();
    const perName = new Map<string, number>();
    for (const { name } of stored) perName.set(name, (perName.get(name) ?? 0) + 1);
    const storedOnce = Array.from({ length: count }, (_, i) => `Bench Visitor ${i}`).filter(
      (name) => perName.get(name) === 1,
    ).length;

    // Every registration queues a notification to staff; unverified, none to its visitor.
    const expected = count;
    const mailStarted = performance.now();
    while (smtp.messages.length < expected && performance.now() - mailStarted < 120_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const mailMs = performance.now() - mailStarted;
    // A little longer, so a second copy of any message would have arrived too.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const perKey = new Map<string, number>();
    for (const mail of smtp.messages) {
      const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
      const key = `${mail.subject} ${to}`;
      perKey.set(key, (perKey.get(key) ?? 0) + 1);
    }
    const distinctIds = new Set(smtp.messages.map((m) => m.messageId)).size;
    return {
      answered: results.filter((r) => r.status === 201).length,
      storedOnce,
      rows: stored.length,
      wallMs,
      ms: results.map((r) => r.ms),
      messages: smtp.messages.length,
      distinctIds,
      mailMs,
      deliveredOnce:
        smtp.messages.length === expected && distinctIds === expected && perKey.size === expected,
    };
  } finally {
    await server.stop();
    await smtp.close();
  }
}

const passed = (f: Figures) =>
  f.answered === count && f.storedOnce === count && f.rows === count && f.deliveredOnce;

function printTable(columns: [string, Figures | string][]) {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const rows: [string, (f: Figures) => string][] = [
    ['answered 201', (f) => `${f.answered} of ${count}`],
    ['stored exactly once', (f) => `${f.storedOnce} of ${count} (${f.rows} rows)`],
    ['latency median', (f) => ms(median(f.ms))],
    ['latency p95', (f) => ms(percentile(f.ms, 95))],
    ['latency max', (f) => ms(Math.max(...f.ms))],
    ['all answered in', (f) => ms(f.wallMs)],
    ['messages received', (f) => `${f.messages} of ${count * 2} (${f.distinctIds} Message-IDs)`],
    ['last message after', (f) => `${ms(f.mailMs)} more`],
    ['delivered exactly once', (f) => (f.deliveredOnce ? 'yes' : 'NO')],
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
