// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ownerFacts } from '@/content/legal-documents';
import { siteFactField, siteFactFields, siteFactLabel } from '@/content/site-facts-fields';
import { formatSiteFactError, parseSiteFacts } from '@/content/site-facts-parse';
import { type SiteFacts, siteFactsTopics } from '@/content/site-facts-schema';

/** The repository's facts, as the build reads them: a fresh copy each time. */
function repositoryFacts(): SiteFacts {
  return Object.fromEntries(
    siteFactsTopics.map((topic) => [
      topic,
      JSON.parse(readFileSync(`data/site/${topic}.json`, 'utf8')) as unknown,
    ]),
  ) as SiteFacts;
}

/** The problems with the repository's facts once `change` is made to them. */
function errorsAfter(change: (facts: SiteFacts) => void) {
  const facts = repositoryFacts();
  change(facts);
  const result = parseSiteFacts(facts);
  return result.ok ? [] : result.errors.map(formatSiteFactError);
}

type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };
const edit = (facts: SiteFacts) => facts as Mutable<SiteFacts>;

describe('the facts in data/site/', () => {
  it('pass the schema', () => {
    const result = parseSiteFacts(repositoryFacts());
    expect(result.ok ? [] : result.errors.map(formatSiteFactError)).toEqual([]);
  });
});

describe('the schema refuses a bad value, naming its field and the rule', () => {
  it.each<[string, (facts: Mutable<SiteFacts>) => void, string]>([
    [
      'a phone number that is not one',
      (f) => {
        f.contact.phone.display = '12345';
      },
      'Site › Contact › Phone (contact.phone.display): must be a UK phone number, such as 0151 496 0123',
    ],
    [
      'a phone link that dials another number',
      (f) => {
        f.contact.phone.display = '0151 420 1234';
      },
      'Site › Contact › Phone link (contact.phone.href): must dial the number shown',
    ],
    [
      'a negative rent',
      (f) => {
        f.rents.unitRentPounds['25'] = -5;
      },
      'Site › Prices › Unit prices › Price per month, 25 sq ft (rents.unitRentPounds.25): must be more than 0',
    ],
    [
      'a negative charge',
      (f) => {
        f.charges.padlockPounds = -1;
      },
      'Site › Charges › Price of our padlock (charges.padlockPounds): must not be negative',
    ],
    [
      'a fraction of a penny',
      (f) => {
        f.rents.boxRentPounds.small = 15.005;
      },
      'Site › Prices › Safety deposit box prices › Price per month, small box (rents.boxRentPounds.small): must be whole pence',
    ],
    [
      'prices without VAT',
      (f) => {
        (f.rents as { pricesIncludeVat: boolean }).pricesIncludeVat = false;
      },
      'Site › Prices › Prices include VAT (rents.pricesIncludeVat): must be true: every price on the site is the total a visitor pays, VAT included',
    ],
    [
      'an admin fee the pages cannot show beside each price',
      (f) => {
        f.charges.adminFeePounds = 20;
      },
      'Site › Charges › Admin fee (charges.adminFeePounds): must be 0: the pages do not yet show an admin fee beside each price',
    ],
    [
      'a social profile on http',
      (f) => {
        const [first] = f.contact.social;
        if (first) first.href = 'http://www.instagram.com/widnesselfstorage';
      },
      'Site › Contact › Social profiles › 1 › Link (contact.social.0.href): must start with https://',
    ],
    [
      'a script address for a profile',
      (f) => {
        const [first] = f.contact.social;
        if (first) first.href = 'javascript:alert(1)';
      },
      'Site › Contact › Social profiles › 1 › Link (contact.social.0.href): must start with https://',
    ],
    [
      'a widget provider’s notice on http',
      (f) => {
        f.legal.widgetProviders = [
          { name: 'Forms Ltd', privacyHref: 'http://forms.example/privacy' },
        ];
        f.unconfirmed = f.unconfirmed.filter((path) => path !== 'legal.widgetProviders');
      },
      'Site › Privacy and legal › Widget providers › 1 › Privacy notice (legal.widgetProviders.0.privacyHref): must start with https://',
    ],
    [
      'a site address with a path',
      (f) => {
        f.web.origin = 'https://www.widnes-self-storage.co.uk/home';
      },
      'Site › Website › Site address (web.origin): must be the address alone, with no path or slash after it',
    ],
    [
      'a state other than coming soon or open',
      (f) => {
        (f.opening as { state: string }).state = 'opening-soon';
      },
      'Site › Opening › Coming Soon or open (opening.state): must be coming-soon or open',
    ],
    [
      'an opening date that is not written YYYY-MM-DD',
      (f) => {
        f.opening.openingDate = '1 March 2027';
        f.unconfirmed = f.unconfirmed.filter((path) => path !== 'opening.openingDate');
      },
      'Site › Opening › Opening date (opening.openingDate): must be a date written YYYY-MM-DD, such as 2027-03-01',
    ],
    [
      'an opening date that is not on the calendar',
      (f) => {
        f.opening.openingDate = '2027-02-29';
        f.unconfirmed = f.unconfirmed.filter((path) => path !== 'opening.openingDate');
      },
      'Site › Opening › Opening date (opening.openingDate): must be a day of the calendar, such as 2027-03-01',
    ],
    [
      'an office that closes before it opens',
      (f) => {
        const [weekdays] = f.hours.office;
        weekdays.closes = '08:00';
      },
      'Site › Opening hours › Office hours on weekdays › Closes (hours.office.0.closes): must be later than the opening time',
    ],
    [
      'more free months than the rental has',
      (f) => {
        f.offers.safetyDeposit.free = 12;
      },
      'Site › Offers › Safety deposit box offer › Free months (offers.safetyDeposit.free): must be fewer than the rental’s months',
    ],
    [
      'a discount over 100%',
      (f) => {
        f.offers.firstWeeks.percent = 150;
      },
      'Site › Offers › New-customer offer › Discount (offers.firstWeeks.percent): must be at most 100',
    ],
    [
      'an email address that is not one',
      (f) => {
        f.contact.email = 'hello at widnes';
      },
      'Site › Contact › Email (contact.email): must be an email address, such as hello@example.co.uk',
    ],
    [
      'a name of two lines',
      (f) => {
        f.team.manager.name = 'James\nOkafor';
      },
      'Site › Team › Second person › Name (team.manager.name): must be one line, without control characters',
    ],
    [
      'a field the schema does not know (a typo)',
      (f) => {
        (f.company as Record<string, unknown>).legalname = 'Widnes Self Storage Ltd';
      },
      'Site › Company (company.legalname): is not a field the site knows',
    ],
  ])('%s', (_, change, message) => {
    expect(errorsAfter((facts) => change(edit(facts)))).toContain(message);
  });

  it('a fact left empty must be listed as still to confirm', () => {
    const errors = errorsAfter((facts) => {
      const f = edit(facts);
      f.unconfirmed = f.unconfirmed.filter((path) => path !== 'company.legalName');
    });
    expect(errors).toEqual([
      'Site › Company › Legal name (company.legalName): must have a value, or be listed as still to confirm',
    ]);
  });

  it('takes an opening date on the calendar, and open without one', () => {
    expect(
      errorsAfter((facts) => {
        const f = edit(facts);
        f.opening.openingDate = '2028-02-29';
        f.unconfirmed = f.unconfirmed.filter((path) => path !== 'opening.openingDate');
      }),
    ).toEqual([]);
    expect(
      errorsAfter((facts) => {
        edit(facts).opening.state = 'open';
      }),
    ).toEqual([]);
  });

  it('an unknown opening date is one still to confirm', () => {
    const facts = repositoryFacts();
    expect(facts.opening.openingDate).toBeNull();
    expect(facts.unconfirmed).toContain('opening.openingDate');
  });

  it('a path still to confirm must name a field', () => {
    const count = repositoryFacts().unconfirmed.length;
    const errors = errorsAfter((facts) => {
      edit(facts).unconfirmed.push('company.legalNmae');
    });
    expect(errors).toEqual([
      `Site › Still to confirm › ${count + 1} (unconfirmed.${count}): names no field: company.legalNmae`,
    ]);
  });

  it('a whole that is not an object of topics', () => {
    const result = parseSiteFacts('not facts');
    expect(result.ok).toBe(false);
  });
});

describe('the fields', () => {
  it('carry the owner’s label by a stable path', () => {
    expect(siteFactLabel('company.legalName')).toBe('Site › Company › Legal name');
    expect(siteFactLabel('contact.phone.display')).toBe('Site › Contact › Phone');
    expect(siteFactLabel('rents.unitRentPounds.35')).toBe(
      'Site › Prices › Unit prices › Price per month, 35 sq ft',
    );
    expect(siteFactField('company.nothing')).toBeUndefined();
  });

  it('each have a label and a hint, for the console’s form', () => {
    const fields = siteFactFields();
    expect(fields.length).toBeGreaterThan(50);
    for (const field of fields) {
      expect(field.trail.length, field.path).toBeGreaterThanOrEqual(2);
      expect(field.hint, field.path).toBeTruthy();
    }
  });

  it('include every field an owner fact stands for', () => {
    for (const [id, fact] of Object.entries(ownerFacts))
      for (const path of fact.fields) expect(siteFactField(path), `${id}: ${path}`).toBeDefined();
  });
});
