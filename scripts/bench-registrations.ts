/**
 * npm run bench:registrations [-- --count 200]
 *
 * A bounded load test of the registration endpoint on 127.0.0.1: starts the
 * bundled server (scripts/serve.ts, on the build in DIST_DIR or dist/) with a
 * fresh SQLite file and the rate limit raised, sends the submissions all at
 * once, then checks in the file that each one was stored exactly once and
 * prints the latency percentiles. The server sends its mail to a real SMTP
 * server in this process (smtp-server): the bench waits for the two messages
 * of each registration and checks each arrived exactly once. Exits 1 if any
 * registration or message is lost, doubled or refused.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { readCliArgs } from './lib/cli-args.ts';
import { median, percentile } from './lib/stats.ts';
import { startTestSmtpServer } from './lib/test-smtp-server.ts';

const args = readCliArgs(process.argv.slice(2), ['count']);
const count = args.ok ? Number(args.options.get('count') ?? 200) : 200;
const port = Number(process.env.BENCH_PORT || 4499);
const base = `http://127.0.0.1:${port}`;
const dir = mkdtempSync(join(tmpdir(), 'bench-registrations-'));
const db = join(dir, 'registrations.sqlite');

const smtp = await startTestSmtpServer();
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    REGISTRATIONS_DB: db,
    REGISTRATION_RATE_LIMIT: String(count * 10),
    SMTP_URL: smtp.url,
    MAIL_DIR: join(dir, 'mail'),
    MAIL_POLL_MS: '200',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt++) {
    const up = await fetch(`${base}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

async function submit(i: number): Promise<{ status: number; ms: number }> {
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
      elapsedMs: 10_000,
    }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

async function main(): Promise<number> {
  await waitForServer();
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: count }, (_, i) => submit(i)));
  const wall = performance.now() - started;

  const reader = new Database(db, { readonly: true });
  const perName = reader
    .prepare('SELECT name, COUNT(*) AS n FROM registrations GROUP BY name')
    .all() as { name: string; n: number }[];
  reader.close();
  const stored = new Map(perName.map((row) => [row.name, row.n]));
  const notOnce = Array.from({ length: count }, (_, i) => `Bench Visitor ${i}`).filter(
    (name) => stored.get(name) !== 1,
  );
  const refused = results.filter((r) => r.status !== 201).length;
  const ms = results.map((r) => r.ms);

  // Every registration queues a confirmation to its visitor and a notification to staff.
  const expected = count * 2;
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
  const uniqueIds = new Set(smtp.messages.map((m) => m.messageId)).size;
  const deliveredOnce =
    smtp.messages.length === expected && uniqueIds === expected && perKey.size === expected;

  console.log(`${count} concurrent registrations to ${base} (Node ${process.versions.node})`);
  console.log(`  answered 201: ${count - refused} of ${count}; in ${wall.toFixed(0)} ms overall`);
  console.log(
    `  stored exactly once: ${count - notOnce.length} of ${count} (rows: ${perName.reduce((s, r) => s + r.n, 0)})`,
  );
  console.log(
    `  latency: median ${median(ms).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms`,
  );
  console.log(
    `  mail: ${smtp.messages.length} of ${expected} messages at the test SMTP server (${uniqueIds} distinct Message-IDs), the last ${mailMs.toFixed(0)} ms after the last answer; delivered exactly once: ${deliveredOnce ? 'yes' : 'NO'}`,
  );
  return refused === 0 && notOnce.length === 0 && perName.length === count && deliveredOnce ? 0 : 1;
}

main()
  .then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(
        `bench:registrations: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exitCode = 1;
    },
  )
  .finally(() => {
    server.kill('SIGTERM');
    server.once('exit', () => {
      rmSync(dir, { recursive: true, force: true });
      void smtp.close();
    });
  });
