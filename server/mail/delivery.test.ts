// @vitest-environment node
/**
 * The outbox and its mail worker in the real server process (server/main.ts
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
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { formBundleDir } from '../../scripts/lib/build-folders.ts';
import { formatHeadersFile, headerRules } from '../../scripts/lib/header-rules.ts';
import { runScript } from '../../scripts/lib/run-script.ts';
import { linkFormBundle } from '../../scripts/lib/serve-process.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../scripts/lib/test-smtp-server.ts';
import { registrationMessages } from '../../src/content/registration-form.ts';
import { solvedProof } from '../public/test-proofs.ts';
import { openAnnouncementStore } from '../store/announcements.ts';
import { openRegistrationStore } from '../store/registrations.ts';
import { openStaffStore } from '../store/staff.ts';
import { DATABASE_TEST_TIMEOUT, testDatabases } from '../store/test-databases.ts';
import { confirmNews } from '../store/test-registrations.ts';
import { announcementComposer } from './announcement-mail.ts';

const TIMEOUT = 60_000;
/** Not the site's default origin, nor any this server's environment names. */
const BUILT_ORIGIN = 'https://built-site.example.net';

let root = '';
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'mail-site-'));
  mkdirSync(join(root, 'register'));
  writeFileSync(join(root, 'index.html'), '<h1>Home</h1>');
  // The site's origin as the build writes it into the pages: every link in an email uses it.
  writeFileSync(
    join(root, 'register', 'index.html'),
    `<head><link rel="canonical" href="${BUILT_ORIGIN}/register"></head><main><h1>Register</h1></main>`,
  );
  writeFileSync(join(root, '_headers'), formatHeadersFile(headerRules({}, ['/'])));
  await linkFormBundle(root);
  return () => {
    rmSync(root, { recursive: true, force: true });
    rmSync(formBundleDir(root), { recursive: true, force: true });
  };
}, TIMEOUT);

type Server = { base: string; child: ChildProcess; output: () => string };

/** One test's own folder, mail server and server processes. */
type Mail = {
  dir: string;
  smtp: TestSmtpServer;
  /** Starts the bundled server on a free port; resolves once it says where it listens. */
  startServer(env: Record<string, string>): Promise<Server>;
  outboxRows(): OutboxRow[];
};

/**
 * What a test starts with: nothing of it is shared with another test, so
 * tests can run side by side (see the lanes below). Everything goes when the
 * test ends.
 */
async function mailTest(onTestFinished: TestContext['onTestFinished']): Promise<Mail> {
  const dir = mkdtempSync(join(tmpdir(), 'mail-'));
  const smtp = await startTestSmtpServer();
  const children: ChildProcess[] = [];
  onTestFinished(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    dir,
    smtp,
    startServer: (env) => startServer(dir, children, env),
    outboxRows: () => outboxRows(dir),
  };
}

async function startServer(
  dir: string,
  children: ChildProcess[],
  env: Record<string, string>,
): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DIST_DIR: root,
      PORT: '0',
      STAFF_PORT: '0',
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
  await until(() => /at (http:\/\/[\d.]+:\d+)\//.test(text) || child.exitCode !== null, 45_000);
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
};

/** A registration as the form sends it from a browser that solved the human check. */
async function registerAsPerson(base: string, fields: Record<string, unknown>) {
  const altcha = await solvedProof(`${base}/api/registrations`);
  return register(base, { ...fields, altcha });
}

async function register(base: string, fields: Record<string, unknown>) {
  const response = await fetch(`${base}/api/registrations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(fields),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

type OutboxRow = {
  id: string;
  kind: string;
  status: string;
  attempts: number;
  message_id: string;
  lease_owner: string | null;
};

/** When each consent was confirmed (null while requested), from the server's database. */
const consentTimes = (dir: string) => {
  const db = new Database(join(dir, 'registrations.sqlite'), { readonly: true });
  try {
    const rows = db.prepare('SELECT confirmed_at FROM marketing_consents').all();
    return (rows as { confirmed_at: string | null }[]).map((r) => r.confirmed_at);
  } finally {
    db.close();
  }
};

/**
 * The news confirmation link in an email, made as it was sent (the queued
 * message holds none): opening it confirms nothing, its button does.
 */
async function confirmsFromTheLink(dir: string, base: string, text: string, html: string) {
  const link = /https?:\/\/\S+\/confirm-news\/([A-Za-z0-9_-]{43})/.exec(text);
  const token = link?.[1] ?? 'none';
  expect(html).toContain(`${link?.[0]}</a>`);
  const payloads = new Database(join(dir, 'registrations.sqlite'), { readonly: true });
  expect(JSON.stringify(payloads.prepare('SELECT payload FROM outbox').all())).not.toContain(token);
  payloads.close();
  const page = await fetch(`${base}/confirm-news/${token}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Yes, send me news</button></form>');
  expect(consentTimes(dir)).toEqual([null]);
  const pressed = await fetch(`${base}/confirm-news/${token}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect([pressed.status, (await pressed.text()).includes('you will get our news')]).toEqual([
    200,
    true,
  ]);
  expect(consentTimes(dir)).toEqual([expect.stringMatching(/^\d{4}-/)]);
}

const outboxRows = (dir: string) => {
  const db = new Database(join(dir, 'registrations.sqlite'), { readonly: true });
  try {
    return db
      .prepare(
        'SELECT id, kind, status, attempts, message_id, lease_owner FROM outbox ORDER BY kind, id',
      )
      .all() as OutboxRow[];
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

/**
 * The tests run in two lanes side by side (each lane's tests one after the
 * other): most of their time is spent waiting on a server's timers and on the
 * mail server, and one after the other they took over two minutes. Two lanes,
 * not Vitest's five tests at a time: five servers starting at once on a busy
 * 2-core machine each took longer than their 45 s to start.
 */
describe.concurrent('the outbox (one lane)', () => {
  describe.sequential('registration mail, end to end', { timeout: TIMEOUT }, () => {
    it('sends the visitor a confirmation with none of their text, and staff every field with Reply-To the visitor', async ({
      onTestFinished,
    }) => {
      const { dir, smtp, startServer, outboxRows } = await mailTest(onTestFinished);
      const server = await startServer({ SMTP_URL: smtp.url });
      const answer = await registerAsPerson(server.base, alex);
      expect(answer).toMatchObject({ status: 201, body: { confirmation: 'email' } });
      await until(() => smtp.messages.length === 2);

      const toVisitor = smtp.messages.find((m) =>
        m.subject?.startsWith('Confirm you would like news from Widnes Self Storage'),
      );
      const toStaff = smtp.messages.find((m) => m.subject?.startsWith('New registration'));
      expect(toVisitor?.to && 'value' in toVisitor.to ? toVisitor.to.value[0]?.address : '').toBe(
        'alex@example.org',
      );
      expect(toVisitor?.to && 'value' in toVisitor.to ? toVisitor.to.value[0]?.name : 'x').toBe('');
      expect(toVisitor?.text).toMatch(/^Hello,/);
      expect(toVisitor?.text).toContain('within 24 hours');
      expect(toVisitor?.text).toContain('50 sq ft');
      expect(toVisitor?.text).toContain(`${BUILT_ORIGIN}/privacy`);
      expect(toVisitor?.html).toContain(`<a href="${BUILT_ORIGIN}/privacy">`);
      // Nothing the visitor typed: the address it goes to is all anyone needs to send one.
      for (const typed of ['Alex', 'Two desks'])
        expect(`${toVisitor?.text} ${toVisitor?.html} ${toVisitor?.subject}`).not.toContain(typed);
      expect(smtp.envelopes.flat().sort()).toEqual(['alex@example.org', 'staff@example.org']);
      expect(toStaff?.to && 'value' in toStaff.to ? toStaff.to.value[0]?.address : '').toBe(
        'staff@example.org',
      );
      expect(toStaff?.replyTo?.value[0]?.address).toBe('alex@example.org');
      for (const value of [
        'Human check: verified',
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
      await confirmsFromTheLink(
        dir,
        server.base,
        toVisitor?.text ?? '',
        String(toVisitor?.html || ''),
      );

      // Without an email address only staff hear of it; a honeypot catch reaches staff, not verified.
      const phoneOnly = await registerAsPerson(server.base, {
        ...alex,
        name: 'Phone Only',
        email: '',
      });
      expect(phoneOnly.body.confirmation).toBe('none');
      const bot = await registerAsPerson(server.base, {
        ...alex,
        name: 'Bot',
        email: 'bot@example.org',
        website: 'http://spam.example',
      });
      expect(bot).toMatchObject({ status: 201, body: { confirmation: 'none' } });
      await until(() => smtp.messages.length === 4);
      await settle();
      expect(smtp.messages.slice(2).map((m) => m.subject)).toEqual([
        'New registration: Phone Only, 50 sq ft',
        'New registration (not verified): Bot, 50 sq ft',
      ]);
      expect(smtp.messages[3]?.text).toContain('Human check: NOT VERIFIED: the hidden field');
      expect(smtp.envelopes.flat()).not.toContain('bot@example.org');
      // Nothing a visitor typed went to the log.
      expect(server.output()).not.toMatch(/Alex Example|alex@example\.org|Phone Only/);
    });

    it('keeps retrying while the mail server refuses, then delivers each message once', async ({
      onTestFinished,
    }) => {
      const { smtp, startServer, outboxRows } = await mailTest(onTestFinished);
      smtp.refuse(true);
      const server = await startServer({ SMTP_URL: smtp.url });
      await registerAsPerson(server.base, alex);
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

    it('a record that failed after the mail server accepted is written later; killed after that, nothing goes twice', async ({
      onTestFinished,
    }) => {
      const { smtp, startServer, outboxRows, dir } = await mailTest(onTestFinished);
      smtp.refuse(true);
      // Half the lease (the send limit) outlasts the server's 5 s wait for the lock, during
      // which its thread is held and a send's answer cannot be read, with room to spare: at
      // 12 s (6 s to send) a send on a busy machine, beside the other lane, was abandoned
      // after the mail server had accepted it, and went twice.
      const env = { SMTP_URL: smtp.url, MAIL_LEASE_MS: '20000' };
      let server = await startServer(env);
      for (const name of ['Ann', 'Ben', 'Cat'])
        await registerAsPerson(server.base, { ...alex, name, email: `${name}@example.org` });
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

    it('a graceful stop mid-send ends within seconds and gives its claims back; after a restart each message goes once', async ({
      onTestFinished,
    }) => {
      const { smtp, startServer, outboxRows } = await mailTest(onTestFinished);
      smtp.hold(true);
      // The production lease: a claim left behind would hold the messages back for five minutes.
      let server = await startServer({ SMTP_URL: smtp.url });
      await registerAsPerson(server.base, alex);
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

    it('marks a message failed after the give-up time, lists it, and --retry sends it once', async ({
      onTestFinished,
    }) => {
      const { smtp, startServer, outboxRows, dir } = await mailTest(onTestFinished);
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
      expect(listed.stdout).toContain('0 pending, 0 held, 1 failed');
      expect(listed.stdout).toMatch(
        /staff-notification to staff@example\.org: "New registration \(not verified\): Alex Example, 50 sq ft" .*FAILED/,
      );
      expect(listed.stdout).toContain('421');

      smtp.refuse(false);
      await settle();
      expect(smtp.messages).toHaveLength(0);
      const retried = await runScript('scripts/registrations-outbox.ts', ['--', '--retry'], env);
      expect(retried.stdout).toContain('Queued 1 failed message again');
      const staff = await openStaffStore({ kind: 'sqlite', file: env.REGISTRATIONS_DB as string });
      const [recorded] = await staff.auditLog();
      await staff.close();
      expect(recorded).toMatchObject({ action: 'retry', detail: { messages: 1 } });
      expect(recorded?.email).toMatch(/^command line \(.+\)$/);
      await until(() => smtp.messages.length === 1);
      await settle();
      expect(smtp.messages).toHaveLength(1);
      expect((await runScript('scripts/registrations-outbox.ts', [], env)).stdout).toContain(
        '0 pending, 0 held, 0 failed',
      );
    });

    it('without SMTP_URL writes each message as a private .eml file and promises no email', async ({
      onTestFinished,
    }) => {
      const { startServer, outboxRows, dir } = await mailTest(onTestFinished);
      const server = await startServer({});
      const answer = await registerAsPerson(server.base, alex);
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
      expect(all).toMatch(/^To: alex@example\.org/m);
      expect(all).toMatch(/^Reply-To: Alex Example <alex@example\.org>/m);
      expect(all).toMatch(/^To: staff@example\.org/m);
      expect(server.output()).not.toMatch(/Alex Example|alex@example\.org/);
    });
  });
});

const databases = testDatabases();
afterAll(() => databases.cleanUp(), DATABASE_TEST_TIMEOUT);

const subjects = (smtp: TestSmtpServer) => smtp.messages.map((m) => m.subject ?? '');

describe.concurrent('the form and the waiting list (the other lane)', () => {
  describe.sequential.each(databases.each)(
    'the form is no relay for mail, on $name',
    { timeout: DATABASE_TEST_TIMEOUT },
    (database) => {
      async function serverOn({ smtp, startServer }: Mail, env: Record<string, string> = {}) {
        const config = await database.fresh();
        const dbEnv: Record<string, string> =
          config.kind === 'postgres'
            ? { DATABASE_URL: config.url }
            : { REGISTRATIONS_DB: config.file };
        const server = await startServer({ SMTP_URL: smtp.url, ...dbEnv, ...env });
        return { server, dbEnv, config };
      }

      it('scripted posts with a made-up timing field reach staff marked not verified, and no named address', async ({
        onTestFinished,
      }) => {
        const mail = await mailTest(onTestFinished);
        const { smtp } = mail;
        const { server } = await serverOn(mail);
        for (let n = 0; n < 5; n++) {
          const answer = await register(server.base, {
            name: 'Buy cheap watches at watches.example',
            email: `target${n}@example.net`,
            elapsedMs: 12_000,
          });
          expect(answer).toMatchObject({ status: 201, body: { confirmation: 'none' } });
        }
        // One real proof, used again and again: only its first registration is verified.
        const altcha = await solvedProof(`${server.base}/api/registrations`);
        for (const n of [5, 6, 7])
          await register(server.base, { name: 'Reuser', email: `target${n}@example.net`, altcha });
        await until(() => smtp.messages.length === 9);
        await settle();
        expect(smtp.messages).toHaveLength(9);
        expect(smtp.envelopes.flat().filter((to) => to !== 'staff@example.org')).toEqual([
          'target5@example.net',
        ]);
        const staff = smtp.messages.filter((m) => m.subject?.startsWith('New registration'));
        expect(staff).toHaveLength(8);
        expect(staff.filter((m) => m.subject?.includes('(not verified)'))).toHaveLength(7);
        // The outbox sends in no promised order: find each registration by its address.
        const staffFor = (email: string) => staff.find((m) => m.text?.includes(email));
        for (let n = 0; n < 5; n++)
          expect(staffFor(`target${n}@example.net`)?.text).toContain(
            'Human check: NOT VERIFIED: no proof of the human check',
          );
        expect(staffFor('target5@example.net')?.text).toContain('Human check: verified');
        for (const email of ['target6@example.net', 'target7@example.net'])
          expect(staffFor(email)?.text).toContain('had been used before');
      });

      it('refuses a list for an address, a line break or an invisible formatting character in the name, and quotes a message line by line', async ({
        onTestFinished,
      }) => {
        const mail = await mailTest(onTestFinished);
        const { smtp } = mail;
        const { server } = await serverOn(mail);
        for (const email of [
          'lisa>,victim@attacker.example',
          'a@example.org,victim@attacker.example',
        ]) {
          const answer = await registerAsPerson(server.base, { name: 'Lisa', email });
          expect(answer).toMatchObject({
            status: 400,
            body: { errors: { email: registrationMessages.emailInvalid } },
          });
        }
        const forged = await registerAsPerson(server.base, {
          name: 'Ivy Line\r\nPhone: 07700 900999',
          email: 'ivy@example.org',
        });
        expect(forged).toMatchObject({
          status: 400,
          body: { errors: { name: registrationMessages.nameOneLine } },
        });
        // A right-to-left override would make the name read differently in staff's mail.
        const reversed = await registerAsPerson(server.base, {
          name: 'Ivy \u202egnp.exe',
          email: 'ivy@example.org',
        });
        expect(reversed).toMatchObject({
          status: 400,
          body: { errors: { name: registrationMessages.invisibleCharacters('Full name') } },
        });
        const ok = await registerAsPerson(server.base, {
          name: 'Ivy Line',
          email: 'ivy@example.org',
          message: 'Hello\r\nPhone: 07700 900999',
        });
        expect(ok.status).toBe(201);
        await until(() => smtp.messages.length === 2);
        await settle();
        expect(smtp.envelopes.flat().sort()).toEqual(['ivy@example.org', 'staff@example.org']);
        const staff = smtp.messages.find((m) => m.subject?.startsWith('New registration'));
        expect(staff?.text).toContain('\n> Phone: 07700 900999');
        expect(staff?.text).not.toMatch(/^Phone: 07700 900999/m);
        expect(staff?.text).not.toContain('Phone number:');
      });

      it('one address registered three times: one confirmation, three staff notifications', async ({
        onTestFinished,
      }) => {
        const mail = await mailTest(onTestFinished);
        const { smtp } = mail;
        const { server } = await serverOn(mail);
        for (const unitSize of ['25', '50', '75'])
          await registerAsPerson(server.base, { ...alex, unitSize });
        await until(() => smtp.messages.length === 4);
        await settle();
        expect(subjects(smtp).filter((s) => s.startsWith('New registration'))).toHaveLength(3);
        expect(smtp.envelopes.flat().filter((to) => to === 'alex@example.org')).toHaveLength(1);
      });

      it('a ceiling of 2 with four registrations: two confirmations, one alert with the count, the rest held until released', async ({
        onTestFinished,
      }) => {
        const mail = await mailTest(onTestFinished);
        const { smtp } = mail;
        const { server, dbEnv, config } = await serverOn(mail, {
          MAIL_CONFIRMATIONS_PER_HOUR: '2',
          MAIL_HELD_ALERT_DELAY_MS: '5000',
        });
        // The proofs are solved first, so the four posts come close together, as a burst does:
        // solving one between posts took longer than the alert's wait on a busy machine, and the
        // alert went with one confirmation held instead of two.
        const proofs = await Promise.all(
          [1, 2, 3, 4].map(() => solvedProof(`${server.base}/api/registrations`)),
        );
        for (const [i, altcha] of proofs.entries())
          await register(server.base, {
            ...alex,
            name: `Visitor ${i + 1}`,
            email: `v${i + 1}@example.org`,
            altcha,
          });
        await until(() => smtp.messages.length === 7);
        await settle();
        expect(smtp.messages).toHaveLength(7);
        const confirmations = () =>
          subjects(smtp).filter((s) => s.startsWith('Confirm you would like news from'));
        expect(confirmations()).toHaveLength(2);
        const alerts = smtp.messages.filter((m) =>
          m.subject?.startsWith('Confirmation emails held'),
        );
        expect(alerts.map((m) => m.subject)).toEqual([expect.stringContaining('2 waiting')]);
        expect(alerts[0]?.text).toContain('npm run registrations:outbox -- --release');
        expect(alerts[0]?.text).toContain('the Mail tab lists the held emails');

        const listed = await runScript('scripts/registrations-outbox.ts', [], dbEnv);
        expect(listed.stdout).toContain('0 pending, 2 held, 0 failed');
        expect(listed.stdout).toMatch(/visitor-confirmation to v3@example\.org: .*HELD/);
        const released = await runScript(
          'scripts/registrations-outbox.ts',
          ['--', '--release'],
          dbEnv,
        );
        expect(released.stdout).toContain('Released 2 held confirmations');
        const staff = await openStaffStore(config);
        expect((await staff.auditLog())[0]).toMatchObject({
          action: 'release',
          detail: { messages: 2 },
        });
        await staff.close();
        await until(() => confirmations().length === 4);
        await settle();
        expect(smtp.messages).toHaveLength(9);
        expect(
          smtp.envelopes
            .flat()
            .filter((to) => to.startsWith('v'))
            .sort(),
        ).toEqual(['v1@example.org', 'v2@example.org', 'v3@example.org', 'v4@example.org']);
      });
    },
  );

  describe.sequential('an announcement to the waiting list, end to end', {
    timeout: TIMEOUT,
  }, () => {
    const fileIn = (dir: string) => join(dir, 'registrations.sqlite');
    const person = (email: string, marketingOptIn: boolean) => ({
      name: 'Waiting List',
      email,
      phone: null,
      storageType: 'personal' as const,
      unitSize: '25' as const,
      moveInDate: null,
      message: null,
      marketingOptIn,
      unitId: null,
    });
    const verified = (id: string) => ({
      verification: { proof: { id, expiresAt: new Date('2099-01-01') } },
      marketingConsentText: 'Yes, email me about the opening',
    });

    /**
     * Registrations: six who agreed (one twice, in another case), one who did
     * not, one whose consent the human check did not verify, one who
     * unsubscribed, and one with no email address. Returns the announcement.
     */
    async function seed(file: string) {
      const store = await openRegistrationStore({ kind: 'sqlite', file });
      const announcements = await openAnnouncementStore({ kind: 'sqlite', file });
      const agreed = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => `${n}@example.org`);
      for (const [i, email] of agreed.entries()) {
        const added = await store.add(person(email, true), verified(`p${i}`));
        await confirmNews(announcements, added.registration.id);
      }
      await store.add(person('B@Example.org', true), verified('again'));
      await store.add(person('no@example.org', false), verified('no'));
      await store.add(person('unchecked@example.org', true), {});
      const gone = await store.add(person('gone@example.org', true), verified('gone'));
      await confirmNews(announcements, gone.registration.id);
      await store.add({ ...person('', true), email: null, phone: '0151 496 0123' }, verified('ph'));
      await announcements.unsubscribe(await announcements.unsubscribeToken('gone@example.org'));
      const id = await announcements.save(
        { subject: 'We are open', body: 'Come and see [the units](https://example.org/prices).' },
        'owner@example.org',
        new Date(),
      );
      await store.close();
      await announcements.close();
      return { id: id ?? '', agreed };
    }

    async function send(file: string, id: string) {
      const announcements = await openAnnouncementStore({ kind: 'sqlite', file });
      try {
        return await announcements.send(
          id,
          'owner@example.org',
          announcementComposer('Widnes Self Storage <hello@example.org>'),
          new Date(),
        );
      } finally {
        await announcements.close();
      }
    }

    const recipientOf = (m: { to?: unknown }) =>
      (m.to as { value: { address: string }[] }).value[0]?.address ?? '';

    it('goes once to each consenting, verified, subscribed address, with RFC 8058 headers, at the rate; a one-click post unsubscribes and a forged one nobody', async ({
      onTestFinished,
    }) => {
      const { smtp, startServer, dir } = await mailTest(onTestFinished);
      const file = fileIn(dir);
      const { id, agreed } = await seed(file);
      const windowMs = 1_500;
      const server = await startServer({
        SMTP_URL: smtp.url,
        MAIL_ANNOUNCEMENTS_PER_MINUTE: '2',
        MAIL_ANNOUNCEMENT_WINDOW_MS: String(windowMs),
      });
      const arrivals: number[] = [];
      smtp.beforeAccept(async () => {
        arrivals.push(Date.now());
      });
      expect(await send(file, id)).toEqual({ ok: true, recipients: 6 });
      expect(await send(file, id)).toEqual({ ok: false, reason: 'already-sent' });
      await until(() => smtp.messages.length >= 6, 30_000);
      await settle();
      expect(smtp.messages.map(recipientOf).sort()).toEqual(agreed);
      // Never more than two in any window: the third comes a window after the first.
      for (let i = 2; i < arrivals.length; i++)
        expect((arrivals[i] ?? 0) - (arrivals[i - 2] ?? 0)).toBeGreaterThanOrEqual(windowMs - 100);

      const message = smtp.messages[0];
      const list = message?.headers.get('list') as { unsubscribe?: { url: string } } | undefined;
      const url = list?.unsubscribe?.url ?? '';
      expect(url).toMatch(/\/unsubscribe\/[A-Za-z0-9_-]{43}$/);
      expect(url.startsWith(`${BUILT_ORIGIN}/unsubscribe/`)).toBe(true);
      // Unfolded, as a mail client reads them.
      const lines = (message?.headerLines ?? []).map((h) => h.line.replace(/\r?\n\s+/g, ' '));
      expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(lines).toContain(`List-Unsubscribe: <${url}>`);
      // RFC 2919: the list, named for the site's host as the build wrote it.
      expect(lines).toContain('List-ID: "Widnes Self Storage news" <news.built-site.example.net>');
      expect(message?.text).toContain(url);
      expect(message?.text).toMatch(
        /You are getting this email because you registered interest on \d+ \w+ \d{4} and confirmed that you would like to hear from us\./,
      );
      expect(message?.text).toContain('Widnes Self Storage, Unit 4, Ditton Road');
      expect(message?.text).toContain('the units (https://example.org/prices)');
      expect(message?.html).toContain('<a href="https://example.org/prices">the units</a>');

      const path = new URL(url).pathname;
      const unsubscribed = () => {
        const db = new Database(file, { readonly: true });
        try {
          return (db.prepare('SELECT count(*) AS n FROM unsubscribes').get() as { n: number }).n;
        } finally {
          db.close();
        }
      };
      expect(unsubscribed()).toBe(1);
      // A token altered by one character, and one made up: nobody is unsubscribed.
      const altered = path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      for (const forged of [altered, `/unsubscribe/${'x'.repeat(43)}`]) {
        const refused = await fetch(`${server.base}${forged}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        });
        expect(refused.status).toBe(404);
      }
      expect(unsubscribed()).toBe(1);
      // What a mail client sends (RFC 8058): no cookie, no script, just the post.
      const oneClick = await fetch(`${server.base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).toBe(200);
      expect(await oneClick.text()).toContain('You are unsubscribed');
      expect(unsubscribed()).toBe(2);
      const page = await fetch(`${server.base}${path}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(await page.text()).toMatch(
        /<form method="post" action="\/unsubscribe\/[^"]+"><button/,
      );
    });

    it('neither loses nor repeats a message when the server restarts mid-send', async ({
      onTestFinished,
    }) => {
      const { smtp, startServer, outboxRows, dir } = await mailTest(onTestFinished);
      const file = fileIn(dir);
      const { id, agreed } = await seed(file);
      const env = {
        SMTP_URL: smtp.url,
        MAIL_ANNOUNCEMENTS_PER_MINUTE: '2',
        MAIL_ANNOUNCEMENT_WINDOW_MS: '1000',
      };
      const first = await startServer(env);
      expect(await send(file, id)).toMatchObject({ ok: true, recipients: 6 });
      await until(() => smtp.messages.length >= 2);
      await stop(first.child, 'SIGTERM');
      const sentBefore = smtp.messages.length;
      expect(sentBefore).toBeLessThan(6);
      await startServer(env);
      await until(() => smtp.messages.length >= 6, 30_000);
      await settle();
      expect(smtp.messages.map(recipientOf).sort()).toEqual(agreed);
      expect(
        outboxRows()
          .filter((r) => r.kind === 'announcement')
          .map((r) => r.status),
      ).toEqual(Array(6).fill('sent'));
    });
  });
});
