// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Registration } from '../../src/features/registration/registration-schema.ts';
import { runScript, SCRIPT_TEST_TIMEOUT } from '../lib/run-script.ts';
import { BOM, csvCell, registrationsCsv } from './registration-csv.ts';
import { openRegistrationStore } from './registration-store.ts';

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
        spamReason: null,
        marketingConsent: null,
      },
    ]);
    expect(csv.startsWith(BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Received (UTC),Reference,Full name,Email address,Phone number,Type of storage,Unit size,Unit,Move-in date,Message,Opening and offers by email,Spam check',
    );
    expect(lines[1]).toBe(
      '2026-12-01T10:00:00.000Z,r1,Zoë Ó Briain,zoe@example.org,,Safety deposit box,Not sure yet,,,"Hello, ""team""",No,',
    );
    expect(lines).toHaveLength(3);
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
    const bad = await runScript('scripts/registrations-export.ts', ['--since', 'December']);
    expect(bad.code).toBe(2);
  });
});
