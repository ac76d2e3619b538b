// @vitest-environment node

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repositoryRoot, runScript, SCRIPT_TEST_TIMEOUT } from '../../scripts/lib/run-script.ts';
import { lineMatching } from '../../scripts/lib/serve-process.ts';
import {
  type Registration,
  validateRegistration,
} from '../../src/features/registration/registration-schema.ts';
import { openRegistrationStore } from '../store/registrations.ts';
import { BOM, csvCell, registrationsCsv } from './registration-csv.ts';

const base: Registration = {
  name: 'Zoë Ó Briain',
  email: 'zoe@example.org',
  phone: null,
  storageType: 'safety-deposit-box',
  unitSize: 'not-sure',
  moveInDate: null,
  message: null,
  marketingOptIn: false,
  unitId: null,
};

describe('CSV cells', () => {
  it('quote commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('neutralise what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"")"',
    );
    expect(csvCell('+44 151 496 0123')).toBe("'+44 151 496 0123");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('registrations CSV', () => {
  it('starts with a BOM, has a header and one CRLF line per registration', () => {
    const csv = registrationsCsv([
      {
        ...base,
        id: 'r1',
        createdAt: '2026-12-01T10:00:00.000Z',
        message: 'Hello, "team"',
        unverifiedReason: null,
        marketingConsent: null,
        contacted: { at: '2026-12-02T09:00:00.000Z', by: 'owner@example.org' },
        note: '=rang back, wants a 50',
        unsubscribedAt: '2026-12-03T08:00:00.000Z',
      },
      {
        ...base,
        id: 'r2',
        createdAt: '2026-12-01T10:05:00.000Z',
        unverifiedReason: 'no-proof',
        marketingConsent: null,
      },
    ]);
    expect(csv.startsWith(BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Received (UTC),Reference,Full name,Email address,Phone number,Type of storage,Unit size,Unit,Move-in date,Message,Opening and offers by email,Verified,Why not verified,Contacted,Note,Stage,Unsubscribed,Received (London time)',
    );
    // What staff noted goes too; a note that looks like a formula is shown as text.
    expect(lines[1]).toBe(
      `2026-12-01T10:00:00.000Z,r1,Zoë Ó Briain,zoe@example.org,,Safety deposit box,Not sure yet,,,"Hello, ""team""",No,Yes,,"Wednesday 2 December 2026, 9:00 am by owner@example.org","'=rang back, wants a 50",New,"Thursday 3 December 2026, 8:00 am","Tuesday 1 December 2026, 10:00 am"`,
    );
    expect(lines[2]).toMatch(
      /^2026-12-01T10:05:00\.000Z,r2,.*,No,No,"no proof of the human check came with it/,
    );
    expect(lines).toHaveLength(4);
  });
});

describe('phone numbers in the CSV', () => {
  const phoneCell = (phone: string) => {
    const csv = registrationsCsv([
      {
        ...base,
        id: 'r1',
        createdAt: '2026-12-01T10:00:00.000Z',
        phone,
        unverifiedReason: null,
        marketingConsent: null,
      },
    ]);
    return csv.slice(1).split('\r\n')[1]?.split(',')[4];
  };

  it('are in spaced national form, which Excel keeps as text, with no apostrophe for +44', () => {
    const stored = (phone: string) => {
      const result = validateRegistration({ name: 'Alex', phone }, '2026-11-22');
      return result.ok ? (result.value.phone ?? '') : '';
    };
    expect(phoneCell(stored('07700900123'))).toBe('07700 900123');
    expect(phoneCell(stored('+44 7700 900123'))).toBe('07700 900123');
    expect(phoneCell(stored('+44 (0)151 496 0123'))).toBe('0151 496 0123');
  });

  it('are formatted the same way for rows stored as they were typed', () => {
    expect(phoneCell('07700900123')).toBe('07700 900123');
    expect(phoneCell('+447700900123')).toBe('07700 900123');
  });
});

describe('npm run registrations:export and :count', { timeout: SCRIPT_TEST_TIMEOUT }, () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'registrations-export-'));
    process.env.REGISTRATIONS_DB = join(dir, 'r.sqlite');
  });
  afterEach(() => {
    delete process.env.REGISTRATIONS_DB;
    rmSync(dir, { recursive: true, force: true });
  });

  it('write the stored registrations, from a date on, and count them', async () => {
    const store = await openRegistrationStore({ kind: 'sqlite', file: join(dir, 'r.sqlite') });
    await store.add({ ...base, name: 'Early' }, { now: new Date('2026-11-30T12:00:00Z') });
    await store.add(
      { ...base, name: '=cmd|calc', unitSize: '50' },
      { now: new Date('2026-12-02T12:00:00Z') },
    );
    await store.close();

    const out = join(dir, 'out.csv');
    const run = await runScript('scripts/registrations-export.ts', [
      '--',
      '--since',
      '2026-12-01',
      '--out',
      out,
    ]);
    expect(run).toMatchObject({ code: 0 });
    expect(run.stdout).toContain('Wrote 1 registration received since 2026-12-01');
    const bytes = readFileSync(out);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(",'=cmd|calc,");
    expect(rows[1]).toContain(',50 sq ft,');

    const count = await runScript('scripts/registrations-count.ts', []);
    expect(count.stdout).toContain('2 registrations in');
    expect(count.stdout).toContain('0 verified, 2 not verified');
    const bad = await runScript('scripts/registrations-export.ts', ['--since', 'December']);
    expect(bad.code).toBe(2);
  });
});

describe('npm run registrations:erase and :purge, and unverified ones in the export', {
  timeout: SCRIPT_TEST_TIMEOUT * 2,
}, () => {
  let dir = '';
  let env: Record<string, string> = {};
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'registrations-erase-'));
    env = { REGISTRATIONS_DB: join(dir, 'r.sqlite'), MAIL_DIR: join(dir, 'mail') };
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('erase one person with their messages and mail files, purge by age, export every one unless asked for the verified only', async () => {
    const store = await openRegistrationStore({
      kind: 'sqlite',
      file: env.REGISTRATIONS_DB as string,
    });
    const compose = () => [
      {
        kind: 'staff-notification' as const,
        from: 'a@example.org',
        to: 'staff@example.org',
        subject: 's',
        text: 't',
      },
    ];
    const proof = (id: string) => ({
      verification: { proof: { id, expiresAt: new Date('2099-01-01T00:00:00Z') } },
    });
    const zoe = await store.add(base, {
      ...proof('zoe'),
      now: new Date('2026-12-01T10:00:00Z'),
      compose,
    });
    await store.add(
      { ...base, name: 'Sam', email: 'sam@example.org' },
      // A minute before Bot: lists are in order of arrival, and two in one millisecond tie.
      { ...proof('sam'), now: new Date(Date.now() - 60_000), compose },
    );
    await store.add(
      { ...base, name: 'Old', email: 'old@example.org' },
      {
        now: new Date('2020-01-01T10:00:00Z'),
        compose,
      },
    );
    await store.add(
      { ...base, name: 'Bot', email: 'bot@example.org' },
      { verification: { reason: 'honeypot' }, compose },
    );
    const [zoeMessage] = (await store.outbox.all()).filter(
      (m) => m.createdAt === zoe.registration.createdAt,
    );
    await store.close();
    mkdirSync(join(dir, 'mail'));
    const eml = join(dir, 'mail', `${zoeMessage?.id}.eml`);
    writeFileSync(eml, 'To: staff');

    const count = await runScript('scripts/registrations-count.ts', [], env);
    expect(count.stdout).toContain('4 registrations in');
    expect(count.stdout).toContain('2 verified, 2 not verified');

    const out = join(dir, 'all.csv');
    const plain = await runScript('scripts/registrations-export.ts', ['--out', out], env);
    expect(plain.stdout).toContain('Wrote 4 registrations');
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(readFileSync(out, 'utf8')).toMatch(
      /,Bot,.*,No,the hidden field people never see was filled in,,,New,,"\w+day \d+ \w+ \d{4}, \d+:\d\d [ap]m"\r\n/,
    );
    const verified = await runScript(
      'scripts/registrations-export.ts',
      ['--out', out, '--verified-only', '--force'],
      env,
    );
    expect(verified.stdout).toContain('Wrote 2 registrations, verified ones only');
    expect(readFileSync(out, 'utf8')).not.toMatch(/Bot|Old/);

    const erased = await runScript(
      'scripts/registrations-erase.ts',
      ['--', '--email', 'ZOE@example.org'],
      env,
    );
    expect(erased).toMatchObject({ code: 0 });
    expect(erased.stdout).toContain('Erased 1 registration and 1 message (1 .eml file)');
    expect(erased.stdout).toContain(zoe.registration.id);
    expect(existsSync(eml)).toBe(false);

    // Without --yes a purge only says what it would delete, and fails.
    const asked = await runScript(
      'scripts/registrations-purge.ts',
      ['--', '--older-than', '365'],
      env,
    );
    expect(asked.code).toBe(1);
    expect(asked.stdout).toMatch(
      /Would delete 1 registration received before .* \(365 days\), from \w+day \d+ \w+ 20\d\d, .* to \w+day \d+ \w+ 20\d\d, .*, and 1 email they caused/,
    );
    expect(asked.stderr).toContain('nothing was deleted; run it again with --yes');
    const purged = await runScript(
      'scripts/registrations-purge.ts',
      ['--', '--older-than', '365', '--yes'],
      env,
    );
    expect(purged.stdout).toMatch(/Deleted 1 registration, 1 message and 0 \.eml files/);
    const nobody = await runScript(
      'scripts/registrations-erase.ts',
      ['--email', 'nobody@example.org'],
      env,
    );
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain('No registration found for nobody@example.org');
    // Both are on the record, by the command line, with references and counts only.
    const audit = await runScript('scripts/staff-audit.ts', ['--', '--limit', '3'], env);
    const lines = audit.stdout.trim().split('\n');
    expect(lines.map((line) => line.split('  ')[2])).toEqual(['purge', 'erase', 'export']);
    expect(lines[1]).toMatch(/ {2}command line \(.+\) {2}erase {2}registrations: /);
    expect(lines[1]).toContain(zoe.registration.id);
    expect(audit.stdout).not.toMatch(/zoe|Zoë/i);

    const left = await openRegistrationStore({
      kind: 'sqlite',
      file: env.REGISTRATIONS_DB as string,
    });
    expect((await left.list()).map((r) => r.name)).toEqual(['Sam', 'Bot']);
    await left.close();

    const bad = await runScript(
      'scripts/registrations-erase.ts',
      ['--email', 'x@y', '--id', '1'],
      env,
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('give either --email or --id');
    const badDays = await runScript(
      'scripts/registrations-purge.ts',
      ['--older-than', 'soon'],
      env,
    );
    expect(badDays.stderr).toContain('--older-than takes a whole number of days, not "soon"');
  });
  it('erase waits for a message being sent and says so; one stopped while waiting leaves it withdrawn, listed, never sent', async () => {
    const store = await openRegistrationStore({
      kind: 'sqlite',
      file: env.REGISTRATIONS_DB as string,
    });
    await store.add(base, {
      compose: () => [
        {
          kind: 'staff-notification',
          from: 'a@example.org',
          to: 's@example.org',
          subject: 's',
          text: 't',
        },
      ],
    });
    // A worker holds the message, as while it hands it to the mail server.
    const [held] = await store.outbox.claim('worker', 60_000, 10);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/registrations-erase.ts', '--email', 'zoe@example.org'],
      { cwd: repositoryRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    await lineMatching(child, /Waiting for a message being sent at this moment to finish/);
    child.kill('SIGINT');
    await once(child, 'exit');

    const listed = await runScript('scripts/registrations-outbox.ts', [], env);
    expect(listed.stdout).toContain('0 pending, 0 held, 0 failed');
    expect(listed.stdout).toContain('withdrawn by an erase or purge that did not finish');
    // The worker's check before sending now says no, and gives the message back.
    expect(await store.outbox.beforeSend(held?.id ?? '', 'worker')).toBe(false);
    expect(await store.outbox.claim('another', 60_000, 10)).toEqual([]);
    const again = await runScript(
      'scripts/registrations-erase.ts',
      ['--email', 'zoe@example.org'],
      env,
    );
    expect(again.stdout).toContain('Erased 1 registration and 1 message');
    expect(await store.outbox.all()).toEqual([]);
    await store.close();
  });
});
