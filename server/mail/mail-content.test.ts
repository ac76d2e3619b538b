// @vitest-environment node
/**
 * The mail content the build bundles beside a site is composed from the
 * facts that site was built from: built here from a copy of data/site/ with
 * another phone number and another rent (SITE_FACTS_DIR, as a publish builds
 * it), its hold offer and its confirmation say them, while the content this
 * process imported still says the repository's.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFormBundle, loadMailContent } from '../../scripts/lib/form-bundle.ts';
import type { SiteFacts } from '../../src/content/site-facts-schema.ts';
import type { StoredRegistration } from '../store/registration-types.ts';
import { type MailContent, staticMailContent } from './mail-content.ts';

const PUBLISHED_PHONE = { display: '0151 496 0999', href: 'tel:+441514960999' };
/** The 50 sq ft rent, VAT included, in the published facts (the repository's is £90). */
const PUBLISHED_RENT = 95;

const registration: StoredRegistration = {
  id: '6f1c2a9e-4d3b-4a5e-9c1f-2b7d8e0a1c3d',
  createdAt: '2026-12-01T10:00:00.000Z',
  name: 'Alex Smith',
  email: 'alex@example.org',
  phone: null,
  storageType: 'personal',
  unitSize: '50',
  moveInDate: null,
  message: null,
  marketingOptIn: false,
  unitId: null,
  unverifiedReason: null,
  marketingConsent: null,
};
const addresses = {
  from: 'hello@example.org',
  staff: 'staff@example.org',
  origin: 'https://example.org',
};

const holdText = (content: MailContent) =>
  content.holdOffer('alex@example.org', { id: '2-G-2', sqft: 50 }, '2026-12-31T00:00:00Z', 'x@y.z')
    .text;
const confirmationText = (content: MailContent) =>
  content
    .registrationMessages(registration, addresses)
    .find((m) => m.kind === 'visitor-confirmation')?.text ?? '';

let folder = '';
let published: MailContent;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'mail-content-'));
  const facts = join(folder, 'facts');
  cpSync('data/site', facts, { recursive: true });
  const edit = <T extends keyof SiteFacts>(topic: T, change: (data: SiteFacts[T]) => void) => {
    const file = join(facts, `${topic}.json`);
    const data = JSON.parse(readFileSync(file, 'utf8')) as SiteFacts[T];
    change(data);
    writeFileSync(file, JSON.stringify(data));
  };
  edit('contact', (contact) => {
    contact.phone = PUBLISHED_PHONE;
  });
  edit('rents', (rents) => {
    rents.unitRentPounds['50'] = PUBLISHED_RENT;
  });
  const before = process.env.SITE_FACTS_DIR;
  process.env.SITE_FACTS_DIR = facts;
  try {
    await buildFormBundle(join(folder, 'site'));
  } finally {
    if (before === undefined) delete process.env.SITE_FACTS_DIR;
    else process.env.SITE_FACTS_DIR = before;
  }
  published = await loadMailContent(join(folder, 'site'));
}, 60_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the mail content bundled with a build', () => {
  it("offers a held unit at the rent of the build's facts", () => {
    expect(holdText(published)).toContain(`£${PUBLISHED_RENT} a calendar month inc. VAT`);
    expect(holdText(published)).not.toContain('£90 a calendar month');
    expect(holdText(staticMailContent)).toContain('£90 a calendar month inc. VAT');
  });

  it("gives the build's phone number in a registration's confirmation and in the offer", () => {
    expect(confirmationText(published)).toContain(PUBLISHED_PHONE.display);
    expect(holdText(published)).toContain(PUBLISHED_PHONE.display);
    expect(confirmationText(staticMailContent)).toContain('0151 496 0123');
    expect(confirmationText(staticMailContent)).not.toContain(PUBLISHED_PHONE.display);
  });

  it('says clearly which file is missing when a site was built without it', async () => {
    await expect(loadMailContent(join(folder, 'never-built'))).rejects.toThrow(
      join(folder, 'never-built-server', 'entry-mail.js'),
    );
  });
});
