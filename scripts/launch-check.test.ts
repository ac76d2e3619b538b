// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ownerToConfirm } from '../src/content/legal-documents.ts';
import { type LaunchConfiguration, launchBlockers } from './lib/launch-check.ts';
import { runScript, SCRIPT_TEST_TIMEOUT } from './lib/run-script.ts';

/** A site ready to open: every fact confirmed and every setting given. */
const ready: LaunchConfiguration = {
  ownerToConfirm: {},
  site: { email: 'hello@widnes-self-storage.co.uk', phone: { display: '0151 420 1234' } },
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
      ownerToConfirm: { icoRegistration: ownerToConfirm.icoRegistration },
      site: { email: 'hello@example.com', phone: { display: '020 7946 0321' } },
      widgets: { registration: 'https://widgets.example.com/r.js', calculator: null },
      env: {
        ...ready.env,
        VITE_SITE_ORIGIN: '',
        SMTP_URL: '',
        STAFF_EMAIL: 'staff@example.org',
        ALTCHA_HMAC_KEY: undefined,
        STAFF_ORIGIN: 'http://staff.widnes-self-storage.co.uk',
      },
    });
    expect(blockers.map((b) => b.where.split(' ')[0])).toEqual([
      'ownerToConfirm.icoRegistration',
      'VITE_REGISTRATION_WIDGET_SRC',
      'email',
      'STAFF_EMAIL',
      'phone',
      'VITE_SITE_ORIGIN',
      'SMTP_URL',
      'ALTCHA_HMAC_KEY',
      'STAFF_ORIGIN',
    ]);
    expect(blockers[0]?.what).toBe('Owner to confirm: the ICO registration number.');
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
    });
    expect(run.code).toBe(1);
    for (const name of Object.keys(ownerToConfirm))
      expect(run.stdout).toContain(
        `Where: ownerToConfirm.${name} in src/content/legal-documents.ts`,
      );
    for (const text of [
      "The registration widget's script is a placeholder (https://widgets.example.com/",
      "The calculator widget's script is a placeholder",
      'The phone number 0151 496 0123 is one Ofcom keeps for drama',
      "The site's address is the default guess",
      'SMTP_URL is not set',
      'MAIL_FROM is not set',
      'STAFF_EMAIL is not set',
      'DATABASE_URL is set without ALTCHA_HMAC_KEY',
      'STAFF_ORIGIN is not set',
    ])
      expect(run.stdout).toContain(text);
  });
});
