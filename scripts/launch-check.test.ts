// @vitest-environment node
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../server/store/database.ts';
import { siteVersionStore } from '../server/store/site-versions.ts';
import { ownerFacts } from '../src/content/legal-documents.ts';
import { type LaunchConfiguration, launchBlockers } from './lib/launch-check.ts';
import { runScript, SCRIPT_TEST_TIMEOUT } from './lib/run-script.ts';
import { readSiteFactsOrThrow } from './lib/site-facts-file.ts';

/** No database to read, whatever this machine's environment names: the repository's files stand. */
const FILES_ONLY = {
  DATABASE_URL: '',
  REGISTRATIONS_DB: join(tmpdir(), 'launch-check-no-such-database.sqlite'),
};

/** A site ready to open: every fact confirmed and every setting given. */
const ready: LaunchConfiguration = {
  ownerToConfirm: {},
  site: {
    email: 'hello@widnes-self-storage.co.uk',
    phone: { display: '0151 420 1234' },
    origin: 'https://www.widnes-self-storage.co.uk',
    originConfirmed: false,
  },
  widgets: {
    registration: 'https://forms.storageprovider.co.uk/embed.js',
    calculator: null,
  },
  env: {
    VITE_SITE_ORIGIN: 'https://www.widnes-self-storage.co.uk',
    SMTP_URL: 'smtps://site:secret@mail.widnes-self-storage.co.uk:465',
    MAIL_FROM: 'Widnes Self Storage <hello@widnes-self-storage.co.uk>',
    STAFF_EMAIL: 'office@widnes-self-storage.co.uk',
    DATABASE_URL: 'postgres://app:secret@db.internal:5432/registrations',
    ALTCHA_HMAC_KEY: 'a-long-random-value-shared-by-every-server',
    ADDRESS_HASH_SECRET: 'another-long-random-value-shared-by-every-server',
    MAIL_DOMAIN_AUTHENTICATED: '1',
    STAFF_ORIGIN: 'https://staff.widnes-self-storage.co.uk',
  },
};

describe('launchBlockers', () => {
  it('finds nothing in a configuration with every value set', () => {
    expect(launchBlockers(ready)).toEqual([]);
  });

  it('names each placeholder and missing setting, and where to change it', () => {
    const blockers = launchBlockers({
      ...ready,
      ownerToConfirm: { icoRegistration: ownerFacts.icoRegistration },
      site: { ...ready.site, email: 'hello@example.com', phone: { display: '020 7946 0321' } },
      widgets: { registration: 'https://widgets.example.com/r.js', calculator: null },
      env: {
        ...ready.env,
        VITE_SITE_ORIGIN: '',
        SMTP_URL: '',
        STAFF_EMAIL: 'staff@example.org',
        ALTCHA_HMAC_KEY: undefined,
        ADDRESS_HASH_SECRET: undefined,
        MAIL_DOMAIN_AUTHENTICATED: undefined,
        STAFF_ORIGIN: 'http://staff.widnes-self-storage.co.uk',
      },
    });
    expect(blockers.map((b) => b.where.split(' (')[0]?.split(' in ')[0])).toEqual([
      'Site › Company › ICO registration number',
      'VITE_REGISTRATION_WIDGET_SRC',
      'Site › Contact › Email',
      'STAFF_EMAIL',
      'Site › Contact › Phone',
      'VITE_SITE_ORIGIN',
      'SMTP_URL',
      'ALTCHA_HMAC_KEY',
      'ADDRESS_HASH_SECRET',
      "the domain's DNS",
      'STAFF_ORIGIN',
    ]);
    expect(blockers.find((b) => b.what.startsWith('Does '))?.what).toMatch(
      /^Does widnes-self-storage\.co\.uk publish SPF, DKIM and DMARC records/,
    );
    expect(blockers[0]?.what).toBe('Owner to confirm: the ICO registration number.');
    expect(blockers[0]?.where).toBe(
      'Site › Company › ICO registration number (company.icoRegistration)',
    );
  });

  it('points a fact of several fields at each of them', () => {
    const [deposits] = launchBlockers({
      ...ready,
      ownerToConfirm: { deposits: ownerFacts.deposits },
    });
    expect(deposits?.where).toBe(
      'Site › Charges › Unit deposit (charges.unitDepositPounds) and Site › Charges › Box key deposit (charges.boxKeyDepositPounds)',
    );
    // The console's launch list opens each field in the Site tab by its path.
    expect(deposits?.fields).toEqual(['charges.unitDepositPounds', 'charges.boxKeyDepositPounds']);
  });

  it('takes the site address from the data once the owner has saved it', () => {
    const env = { ...ready.env, VITE_SITE_ORIGIN: '' };
    expect(launchBlockers({ ...ready, env }).map((b) => b.where)).toEqual([
      'VITE_SITE_ORIGIN in the build environment (then npm run build), or Site › Website › Site address (web.origin)',
    ]);
    const saved = { ...ready, env, site: { ...ready.site, originConfirmed: true } };
    expect(launchBlockers(saved)).toEqual([]);
  });

  it('lists a fact that breaks its rule', () => {
    const blockers = launchBlockers({
      ...ready,
      factErrors: ['Site › Contact › Email (contact.email): must be an email address'],
    });
    expect(blockers).toEqual([
      {
        what: 'A fact breaks its rule: Site › Contact › Email (contact.email): must be an email address.',
        where: "the site's facts (data/site/)",
      },
    ]);
  });

  it('accepts the console on http only on this machine', () => {
    const local = { ...ready, env: { ...ready.env, STAFF_ORIGIN: 'http://localhost:4174' } };
    expect(launchBlockers(local)).toEqual([]);
  });
});

describe('npm run launch:check', { timeout: SCRIPT_TEST_TIMEOUT }, () => {
  it("fails on today's placeholders and lists each with where to change it", async () => {
    const run = await runScript('scripts/launch-check.ts', [], {
      VITE_SITE_ORIGIN: '',
      SMTP_URL: '',
      MAIL_FROM: '',
      STAFF_EMAIL: '',
      STAFF_ORIGIN: '',
      DATABASE_URL: 'postgres://app@db.internal/registrations',
      ALTCHA_HMAC_KEY: '',
      ADDRESS_HASH_SECRET: '',
      MAIL_DOMAIN_AUTHENTICATED: '',
    });
    expect(run.code).toBe(1);
    // The database named is out of reach: the repository's files are read, and it says so.
    expect(run.stdout).toMatch(
      /^The database could not be read: .*\nRead the repository's files in data\/site\/\n/,
    );
    for (const fact of Object.values(ownerFacts)) expect(run.stdout).toContain(fact.toConfirm);
    expect(run.stdout).toContain('Where: Site › Company › Legal name (company.legalName)');
    expect(run.stdout).not.toContain('src/content/');
    for (const text of [
      "The registration widget's script is a placeholder (https://widgets.example.com/",
      "The calculator widget's script is a placeholder",
      'The phone number 0151 496 0123 is one Ofcom keeps for drama',
      "The site's address is the default guess",
      'SMTP_URL is not set',
      'MAIL_FROM is not set',
      'STAFF_EMAIL is not set',
      'DATABASE_URL is set without ALTCHA_HMAC_KEY',
      'ADDRESS_HASH_SECRET is not set',
      'publish SPF, DKIM and DMARC records',
      'STAFF_ORIGIN is not set',
    ])
      expect(run.stdout).toContain(text);
  });
});

describe('npm run launch:check, reading the saved facts', { timeout: SCRIPT_TEST_TIMEOUT }, () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** A copy of data/site/ with `change` applied to one topic's file. */
  async function factsWith(topic: string, change: (value: never) => unknown) {
    dir = await mkdtemp(join(tmpdir(), 'site-facts-'));
    await cp('data/site', dir, { recursive: true });
    const file = join(dir, `${topic}.json`);
    const changed = change(JSON.parse(await readFile(file, 'utf8')) as never);
    await writeFile(file, `${JSON.stringify(changed, null, 2)}\n`);
    return dir;
  }

  it('drops a fact once a real value is saved and taken off the list', async () => {
    const before = await runScript('scripts/launch-check.ts', [], FILES_ONLY);
    expect(before.stdout).toContain('Where: Site › Company › Legal name (company.legalName)');
    const saved = await factsWith('company', (company: object) => ({
      ...company,
      legalName: 'Widnes Self Storage Limited',
    }));
    await writeFile(
      join(saved, 'unconfirmed.json'),
      JSON.stringify(
        (JSON.parse(await readFile('data/site/unconfirmed.json', 'utf8')) as string[]).filter(
          (path) => path !== 'company.legalName',
        ),
      ),
    );
    const after = await runScript('scripts/launch-check.ts', [], {
      ...FILES_ONLY,
      SITE_FACTS_DIR: saved,
    });
    expect(after.stdout).not.toContain('company.legalName');
    expect(after.stdout).toContain('Where: Site › Company › Company number');
    const count = (text: string) => Number(/^(\d+) things? to change/m.exec(text)?.[1]);
    expect(count(after.stdout)).toBe(count(before.stdout) - 1);
  });

  it('follows the phone number saved in the data', async () => {
    const saved = await factsWith('contact', (contact: { phone: object }) => ({
      ...contact,
      phone: { display: '0151 420 1234', href: 'tel:+441514201234' },
    }));
    const run = await runScript('scripts/launch-check.ts', [], {
      ...FILES_ONLY,
      SITE_FACTS_DIR: saved,
    });
    expect(run.stdout).not.toContain('Ofcom keeps for drama');
  });

  it('lists a saved fact that breaks its rule', async () => {
    const saved = await factsWith('contact', (contact: object) => ({
      ...contact,
      email: 'not an address',
    }));
    const run = await runScript('scripts/launch-check.ts', [], {
      ...FILES_ONLY,
      SITE_FACTS_DIR: saved,
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      'A fact breaks its rule: Site › Contact › Email (contact.email): must be an email address',
    );
  });
});

describe('npm run launch:check, reading the published version', {
  timeout: SCRIPT_TEST_TIMEOUT,
}, () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('reads the version published from the console once there is one', async () => {
    dir = await mkdtemp(join(tmpdir(), 'launch-check-db-'));
    const env = { DATABASE_URL: '', REGISTRATIONS_DB: join(dir, 'registrations.sqlite') };
    const count = (text: string) => Number(/^(\d+) things? to change/m.exec(text)?.[1]);

    // No database file yet: the files are read, and none is made.
    const before = await runScript('scripts/launch-check.ts', [], env);
    expect(before.stdout).toMatch(/^Read the repository's files in data\/site\/\n/);
    expect(before.stdout).toContain('Where: Site › Company › Legal name (company.legalName)');
    expect(existsSync(env.REGISTRATIONS_DB)).toBe(false);

    const database = await openDatabase({ kind: 'sqlite', file: env.REGISTRATIONS_DB });
    try {
      const empty = await runScript('scripts/launch-check.ts', [], env);
      expect(empty.stdout).toMatch(
        /^Read the repository's files in data\/site\/ \(no version is published in the database\)\n/,
      );
      expect(count(empty.stdout)).toBe(count(before.stdout));

      const files = readSiteFactsOrThrow('data/site');
      const facts = {
        ...files,
        company: { ...files.company, legalName: 'Widnes Self Storage Limited' },
        unconfirmed: files.unconfirmed.filter((path) => path !== 'company.legalName'),
      };
      const versions = siteVersionStore(database.db);
      expect(await versions.publish(facts, [], 0, 'owner@example.org')).toHaveProperty('live');

      const after = await runScript('scripts/launch-check.ts', [], env);
      expect(after.stdout).toMatch(/^Read the published version 1 from the database\n/);
      expect(after.stdout).not.toContain('company.legalName');
      expect(after.stdout).toContain('Where: Site › Company › Company number');
      expect(count(after.stdout)).toBe(count(before.stdout) - 1);
    } finally {
      await database.close();
    }
  });
});
