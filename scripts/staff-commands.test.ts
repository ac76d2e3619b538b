// @vitest-environment node
/**
 * staff:invite and staff:remove as staff run them, on one SQLite database
 * shared by the tests in order, with a real SMTP server receiving the invite.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStaffStore } from '../server/store/staff.ts';
import { runScript, SCRIPT_TEST_TIMEOUT } from './lib/run-script.ts';
import { startTestSmtpServer, type TestSmtpServer } from './lib/test-smtp-server.ts';

const folder = mkdtempSync(join(tmpdir(), 'staff-commands-'));
const database = join(folder, 'db', 'registrations.sqlite');
let smtp: TestSmtpServer;
const env = () => ({
  REGISTRATIONS_DB: database,
  DATABASE_URL: '',
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Storage <storage@example.org>',
  MAIL_DIR: join(folder, 'mail'),
  STAFF_ORIGIN: '',
  STAFF_PORT: '',
});

beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('staff commands', { timeout: SCRIPT_TEST_TIMEOUT }, () => {
  it('staff:invite mails the link itself and prints it; no file of the database or its backup holds the secret', async () => {
    const run = await runScript('scripts/staff-invite.ts', ['--email', 'Sam@Example.org'], env());
    expect(run.code, run.stderr).toBe(0);
    const link = run.stdout.trim().split('\n').at(-1) ?? '';
    // STAFF_ORIGIN unset: the console's local default, said so, with how to set it.
    expect(link).toMatch(/^http:\/\/localhost:4174\/staff\/enrol#invite=[A-Za-z0-9_-]{43}$/);
    expect(run.stdout).toContain('the local default: STAFF_ORIGIN is not set');
    expect(run.stdout).toContain('and emailed to sam@example.org');
    const secret = link.split('#invite=')[1] ?? '';

    expect(smtp.messages).toHaveLength(1);
    expect(smtp.envelopes[0]).toEqual(['sam@example.org']);
    expect(smtp.messages[0]?.text).toContain(link);

    const backup = join(folder, 'backup.sqlite');
    const backedUp = await runScript('scripts/registrations-backup.ts', ['--out', backup], env());
    expect(backedUp.code, backedUp.stderr).toBe(0);
    const files = [
      ...readdirSync(join(folder, 'db')).map((name) => join(folder, 'db', name)),
      backup,
    ];
    expect(files.length).toBeGreaterThan(1);
    for (const file of files)
      expect([file, readFileSync(file).includes(secret)]).toEqual([file, false]);

    const staff = await openStaffStore({ kind: 'sqlite', file: database });
    const log = await staff.auditLog();
    await staff.close();
    expect(log.map((e) => e.action)).toEqual(['backup', 'invite']);
    expect(log[1]?.email).toMatch(/^command line \(.+\)$/);
    expect(JSON.stringify(log)).not.toContain(secret);
  });

  it('staff:remove keeps the last member unless --force, and says nobody could sign in', async () => {
    const kept = await runScript('scripts/staff-remove.ts', ['--email', 'sam@example.org'], env());
    expect(kept.code).toBe(1);
    expect(kept.stderr).toBe(
      'staff:remove: sam@example.org is the last member of staff and was kept: without them nobody could sign in to the console. Invite someone else first, or add --force to remove them anyway.\n',
    );
    const forced = await runScript(
      'scripts/staff-remove.ts',
      ['--email', 'sam@example.org', '--force'],
      env(),
    );
    expect(forced.code, forced.stderr).toBe(0);
    const staff = await openStaffStore({ kind: 'sqlite', file: database });
    const [members, log] = [await staff.members(), await staff.auditLog({ limit: 1 })];
    await staff.close();
    expect(members).toEqual([]);
    expect(log[0]).toMatchObject({
      action: 'remove-staff',
      detail: { member: 'sam@example.org', force: true },
    });
  });
});

describe("a staff member's address", () => {
  it('is checked by the registration form’s own email rule', async () => {
    const { isStaffEmail } = await import('../server/store/staff.ts');
    const { isValidEmail } = await import('../src/features/registration/registration-schema.ts');
    const addresses = [
      'sam@example.org',
      ' sam@example.org ',
      '"Sam" <sam@example.org>',
      'sam@example.org, eve@example.net',
      'sam@localhost',
      'sam@exa_mple.org',
      'sam.@example.org',
      'sam@@example.org',
    ];
    expect(addresses.map(isStaffEmail)).toEqual(addresses.map((a) => isValidEmail(a.trim())));
    expect(isStaffEmail('"Sam" <sam@example.org>')).toBe(false);
  });
});
