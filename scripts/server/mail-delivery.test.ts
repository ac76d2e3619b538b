// @vitest-environment node
/**
 * The outbox and its mail worker in the real server process (scripts/serve.ts
 * in a child process, a real SQLite file) sending to a real SMTP server in
 * this process, with retry waits shortened through the environment.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatHeadersFile, headerRules } from '../lib/header-rules.ts';
import { runScript } from '../lib/run-script.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../lib/test-smtp-server.ts';

const TIMEOUT = 60_000;

let root = '';
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'mail-site-'));
  mkdirSync(join(root, 'register'));
  writeFileSync(join(root, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(root, 'register', 'index.html'), '<main><h1>Register</h1></main>');
  writeFileSync(join(root, '_headers'), formatHeadersFile(headerRules({}, ['/'])));
  return () => rmSync(root, { recursive: true, force: true });
});

let dir = '';
let smtp: TestSmtpServer;
const children: ChildProcess[] = [];
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mail-'));
  smtp = await startTestSmtpServer();
});
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await smtp.close();
  rmSync(dir, { recursive: true, force: true });
});

type Server = { base: string; child: ChildProcess; output: () => string };

/** Starts the bundled server on a free port; resolves once it says where it listens. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    env: {
      ...process.env,
      DIST_DIR: root,
      PORT: '0',
      REGISTRATIONS_DB: join(dir, 'registrations.sqlite'),
      MAIL_DIR: join(dir, 'mail'),
      MAIL_POLL_MS: '100',
      MAIL_RETRY_DELAYS_MS: '150,300',
      STAFF_EMAIL: 'staff@example.org',
      MAIL_FROM: 'Widnes Self Storage <hello@example.org>',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  await until(() => /at (http:\/\/[\d.]+:\d+)\//.test(text) || child.exitCode !== null);
  const base = /at (http:\/\/[\d.]+:\d+)\//.exec(text)?.[1];
  if (!base) throw new Error(`the server did not start: ${text}`);
  return { base, child, output: () => text };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const alex = {
  name: 'Alex Example',
  email: 'alex@example.org',
  phone: '0151 496 0123',
  storageType: 'business',
  unitSize: '50',
  moveInDate: '',
  message: 'Two desks and a filing cabinet',
  marketingOptIn: 'yes',
  elapsedMs: 10_000,
};

async function register(base: string, fields: Record<string, unknown>) {
  const response = await fetch(`${base}/api/registrations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(fields),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const outboxRows = () => {
  const db = new Database(join(dir, 'registrations.sqlite'), { readonly: true });
  try {
    return db
      .prepare(
        'SELECT id, kind, status, attempts, message_id, lease_owner FROM outbox ORDER BY kind, id',
      )
      .all() as {
      id: string;
      kind: string;
      status: string;
      attempts: number;
      message_id: string;
      lease_owner: string | null;
    }[];
  } finally {
    db.close();
  }
};

const stop = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill(signal);
  });

/** Waits a few poll intervals more, so a second copy would have had time to arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 800));

describe('registration mail, end to end', { timeout: TIMEOUT }, () => {
  it('sends the visitor a confirmation and staff every field with Reply-To the visitor', async () => {
    const server = await startServer({ SMTP_URL: smtp.url });
    const answer = await register(server.base, alex);
    expect(answer).toMatchObject({ status: 201, body: { confirmation: 'email' } });
    await until(() => smtp.messages.length === 2);

    const toVisitor = smtp.messages.find((m) => m.subject?.startsWith('We have your registration'));
    const toStaff = smtp.messages.find((m) => m.subject?.startsWith('New registration'));
    expect(toVisitor?.to && 'value' in toVisitor.to ? toVisitor.to.value[0]?.address : '').toBe(
      'alex@example.org',
    );
    expect(toVisitor?.text).toContain('within 24 hours');
    expect(toVisitor?.text).toContain('50 sq ft');
    expect(toVisitor?.text).toContain('/privacy');
    expect(toVisitor?.html).toContain('<a href="https://');
    expect(toStaff?.to && 'value' in toStaff.to ? toStaff.to.value[0]?.address : '').toBe(
      'staff@example.org',
    );
    expect(toStaff?.replyTo?.value[0]?.address).toBe('alex@example.org');
    for (const value of [
      'Alex Example',
      'alex@example.org',
      '0151 496 0123',
      'Business',
      '50 sq ft',
      'Two desks and a filing cabinet',
      String(answer.body.id),
    ])
      expect(toStaff?.text).toContain(value);
    // Each message carries the Message-ID its outbox row was given.
    expect(smtp.messages.map((m) => m.messageId).sort()).toEqual(
      outboxRows()
        .map((r) => r.message_id)
        .sort(),
    );
    // The worker marks a row sent just after the mail server accepts it.
    await until(() => outboxRows().every((r) => r.status === 'sent'));
    expect(outboxRows().map((r) => r.status)).toEqual(['sent', 'sent']);

    // Without an email address only staff hear of it; a honeypot catch is stored and sends nothing.
    const phoneOnly = await register(server.base, { ...alex, name: 'Phone Only', email: '' });
    expect(phoneOnly.body.confirmation).toBe('none');
    const bot = await register(server.base, {
      ...alex,
      name: 'Bot',
      website: 'http://spam.example',
    });
    expect(bot).toMatchObject({ status: 201, body: { confirmation: 'none' } });
    await until(() => smtp.messages.length === 3);
    await settle();
    expect(smtp.messages.map((m) => m.subject)).toEqual([
      expect.any(String),
      expect.any(String),
      expect.stringContaining('Phone Only'),
    ]);
    // Nothing a visitor typed went to the log.
    expect(server.output()).not.toMatch(/Alex Example|alex@example\.org|Phone Only/);
  });

  it('keeps retrying while the mail server refuses, then delivers each message once', async () => {
    smtp.refuse(true);
    const server = await startServer({ SMTP_URL: smtp.url });
    await register(server.base, alex);
    await until(() => outboxRows().every((r) => r.attempts >= 2));
    expect(smtp.messages).toHaveLength(0);
    smtp.refuse(false);
    await until(() => smtp.messages.length === 2);
    await settle();
    expect(smtp.messages).toHaveLength(2);
    // The worker marks a row sent just after the mail server accepts it.
    await until(() => outboxRows().every((r) => r.status === 'sent'));
    expect(outboxRows().map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('a record that failed after the mail server accepted is written later; killed after that, nothing goes twice', async () => {
    smtp.refuse(true);
    // Half the lease (the send limit) outlasts the server's 5 s wait for the lock, during
    // which its thread is held and a send's answer cannot be read.
    const env = { SMTP_URL: smtp.url, MAIL_LEASE_MS: '12000' };
    let server = await startServer(env);
    for (const name of ['Ann', 'Ben', 'Cat']) await register(server.base, { ...alex, name });
    await until(() => smtp.refused() >= 1);
    let lock: Database.Database | undefined;
    smtp.beforeAccept(async () => {
      if (lock) return;
      // Another process takes the database just before the mail server says yes:
      // the server's record of the send fails (SQLITE_BUSY after its 5 s wait).
      lock = new Database(join(dir, 'registrations.sqlite'));
      lock.pragma('busy_timeout = 5000');
      lock.exec('BEGIN IMMEDIATE');
    });
    smtp.refuse(false);
    await until(() => server.output().includes('not recorded'), 30_000);
    lock?.exec('COMMIT');
    lock?.close();
    await until(() => outboxRows().every((r) => r.status === 'sent'), 30_000);
    // Killed once everything is recorded: the restarted server finds nothing to send.
    await stop(server.child, 'SIGKILL');
    server = await startServer(env);
    await settle();
    expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(6);
    expect(smtp.messages).toHaveLength(6);
  });

  it('a graceful stop mid-send ends within seconds and gives its claims back; after a restart each message goes once', async () => {
    smtp.hold(true);
    // The production lease: a claim left behind would hold the messages back for five minutes.
    let server = await startServer({ SMTP_URL: smtp.url });
    await register(server.base, alex);
    await until(() => smtp.started() >= 2);
    const stopping = Date.now();
    await stop(server.child, 'SIGTERM');
    expect(Date.now() - stopping).toBeLessThan(15_000);
    expect(outboxRows().map((r) => [r.status, r.lease_owner])).toEqual([
      ['pending', null],
      ['pending', null],
    ]);
    smtp.hold(false);
    server = await startServer({ SMTP_URL: smtp.url });
    await until(() => smtp.messages.length === 2);
    await settle();
    expect(smtp.messages).toHaveLength(2);
    expect(outboxRows().map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('marks a message failed after the give-up time, lists it, and --retry sends it once', async () => {
    smtp.refuse(true);
    const env = {
      SMTP_URL: smtp.url,
      MAIL_GIVE_UP_AFTER_MS: '600',
      REGISTRATIONS_DB: join(dir, 'registrations.sqlite'),
    };
    const server = await startServer(env);
    await register(server.base, { ...alex, email: '' });
    await until(() => outboxRows()[0]?.status === 'failed');
    const listed = await runScript('scripts/registrations-outbox.ts', [], env);
    expect(listed.stdout).toContain('0 pending, 1 failed');
    expect(listed.stdout).toMatch(
      /staff-notification to staff@example\.org: "New registration: Alex Example, 50 sq ft" .*FAILED/,
    );
    expect(listed.stdout).toContain('421');

    smtp.refuse(false);
    await settle();
    expect(smtp.messages).toHaveLength(0);
    const retried = await runScript('scripts/registrations-outbox.ts', ['--', '--retry'], env);
    expect(retried.stdout).toContain('Queued 1 failed message again');
    await until(() => smtp.messages.length === 1);
    await settle();
    expect(smtp.messages).toHaveLength(1);
    expect((await runScript('scripts/registrations-outbox.ts', [], env)).stdout).toContain(
      '0 pending, 0 failed',
    );
  });

  it('without SMTP_URL writes each message as a private .eml file and promises no email', async () => {
    const server = await startServer({});
    const answer = await register(server.base, alex);
    expect(answer.body.confirmation).toBe('none');
    const mailDir = join(dir, 'mail');
    await until(() => outboxRows().every((r) => r.status === 'sent'));
    const files = readdirSync(mailDir).sort();
    expect(files).toEqual(
      outboxRows()
        .map((r) => `${r.id}.eml`)
        .sort(),
    );
    expect(statSync(mailDir).mode & 0o777).toBe(0o700);
    for (const file of files) {
      expect(statSync(join(mailDir, file)).mode & 0o777).toBe(0o600);
      expect(server.output()).toContain(file);
    }
    const all = files.map((file) => readFileSync(join(mailDir, file), 'utf8')).join('\n');
    expect(all).toMatch(/^To: .*<alex@example\.org>/m);
    expect(all).toMatch(/^Reply-To: .*<alex@example\.org>/m);
    expect(all).toMatch(/^To: staff@example\.org/m);
    expect(server.output()).not.toMatch(/Alex Example|alex@example\.org/);
  });
});
