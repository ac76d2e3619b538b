/**
 * The owner's facts about the business, for the one schema
 * (site-facts-schema.ts): the company and its legal details, contact
 * details and social profiles, the site's address, the opening, the
 * opening hours and the team.
 */
import * as v from 'valibot';
import {
  calendarDay,
  field,
  group,
  httpsLink,
  officeHours,
  text,
  wholeNumber,
} from '@/content/site-facts-values';

export const company = group(
  v.strictObject({
    legalName: field(
      v.nullable(text(160)),
      'Legal name',
      'The name of the company that runs the facility, as Companies House has it.',
    ),
    companyNumber: field(
      v.nullable(
        v.pipe(
          text(8),
          v.regex(/^(\d{8}|[A-Z]{2}\d{6})$/, 'must be 8 characters, such as 01234567 or SC123456'),
        ),
      ),
      'Company number',
      'From Companies House: 8 characters, such as 01234567.',
    ),
    registeredOffice: field(
      v.nullable(text(200)),
      'Registered office',
      'The registered office address, on one line.',
    ),
    icoRegistration: field(
      v.nullable(
        v.pipe(
          text(10),
          v.regex(/^[A-Z0-9]{6,10}$/, 'must be letters and digits, such as ZA123456'),
        ),
      ),
      'ICO registration number',
      'The data protection fee registration number, such as ZA123456.',
    ),
    figures: group(
      v.strictObject({
        foundedYear: field(wholeNumber(1800, 2100), 'Year founded', 'The year the company began.'),
        yearsInStorage: field(
          wholeNumber(0, 300),
          'Years in storage',
          'Whole years; the site adds a plus.',
        ),
        customersServed: field(
          wholeNumber(0, 10_000_000),
          'Customers served',
          'The site adds a plus.',
        ),
        unitsManaged: field(wholeNumber(0, 10_000_000), 'Units managed', 'The site adds a plus.'),
      }),
      'Figures',
    ),
  }),
  'Company',
);

/** A UK number as people dial it: 0151 496 0123, or +44 151 496 0123. */
const UK_PHONE = /^(0|\+44 ?)\d[\d ]{8,12}$/;
const phoneDigits = (display: string) => display.replace(/\D/g, '').replace(/^44/, '0');

export const contact = group(
  v.strictObject({
    brand: field(text(80), 'Business name', 'The name visitors know, on every page.'),
    shortBrand: field(
      text(40),
      'Short name',
      'Where space is short, such as the phone home screen.',
    ),
    address: group(
      v.strictObject({
        street: field(text(100), 'Street', 'Unit and street, such as Unit 4, Ditton Road.'),
        locality: field(text(60), 'Town', 'Such as Widnes.'),
        region: field(text(60), 'County', 'Such as Cheshire.'),
        postcode: field(
          v.pipe(
            text(8),
            v.regex(
              /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/,
              'must be a UK postcode in capitals, such as WA8 0PA',
            ),
          ),
          'Postcode',
          'Such as WA8 0PA.',
        ),
        country: field(v.literal('GB', 'must be GB'), 'Country', 'The facility is in the UK.'),
      }),
      'Address',
    ),
    geo: group(
      v.strictObject({
        latitude: field(
          v.pipe(
            v.number('must be a number'),
            v.minValue(49, 'must be in the UK'),
            v.maxValue(61, 'must be in the UK'),
          ),
          'Latitude',
          'Where the map is centred, such as 53.3555.',
        ),
        longitude: field(
          v.pipe(
            v.number('must be a number'),
            v.minValue(-9, 'must be in the UK'),
            v.maxValue(2, 'must be in the UK'),
          ),
          'Longitude',
          'Where the map is centred, such as -2.7705.',
        ),
      }),
      'Map position',
    ),
    phone: v.pipe(
      v.strictObject({
        display: field(
          v.pipe(text(20), v.regex(UK_PHONE, 'must be a UK phone number, such as 0151 496 0123')),
          'Phone',
          'As people dial it, such as 0151 496 0123.',
        ),
        href: field(
          v.pipe(
            v.string('must be text'),
            v.regex(/^tel:\+44\d{9,11}$/, 'must be a tel: link, such as tel:+441514960123'),
          ),
          'Phone link',
          'The number in international form after tel:, such as tel:+441514960123.',
        ),
      }),
      v.forward(
        v.partialCheck(
          [['display'], ['href']],
          // Checked once the number reads as one: a wrong number is refused at the number alone.
          ({ display, href }) =>
            !UK_PHONE.test(display) || phoneDigits(href) === phoneDigits(display),
          'must dial the number shown',
        ),
        ['href'],
      ),
    ),
    email: field(
      v.pipe(text(120), v.email('must be an email address, such as hello@example.co.uk')),
      'Email',
      'The address visitors write to.',
    ),
    social: field(
      v.pipe(
        v.array(
          v.strictObject({
            network: field(
              v.picklist(
                ['Instagram', 'Facebook', 'LinkedIn'],
                'must be Instagram, Facebook or LinkedIn',
              ),
              'Network',
              'Instagram, Facebook or LinkedIn.',
            ),
            href: field(httpsLink(), 'Link', 'The profile’s https address.'),
          }),
        ),
        v.maxLength(3, 'must list each network once'),
        v.check(
          (profiles) => new Set(profiles.map((p) => p.network)).size === profiles.length,
          'must list each network once',
        ),
      ),
      'Social profiles',
      'The competition asks visitors to follow these.',
    ),
  }),
  'Contact',
);

// Apart from the contact details: the one value every page's bundle reads, inlined there.
export const web = group(
  v.strictObject({
    origin: field(
      v.pipe(
        httpsLink(),
        v.regex(
          /^https:\/\/[a-z0-9.-]+(:\d+)?$/i,
          'must be the address alone, with no path or slash after it',
        ),
      ),
      'Site address',
      'Such as https://www.widnes-self-storage.co.uk.',
    ),
  }),
  'Website',
);

export const opening = group(
  v.strictObject({
    state: field(
      v.picklist(['coming-soon', 'open'], 'must be coming-soon or open'),
      'Coming Soon or open',
      'While coming soon, the pages say so and invite visitors to register their interest.',
    ),
    openingDate: field(
      v.nullable(calendarDay()),
      'Opening date',
      "The day the facility opens, if it is known. Shown as 'Opening on …' while coming soon.",
    ),
  }),
  'Opening',
);

export const hours = group(
  v.strictObject({
    storageAccess: field(
      text(20),
      'Storage access',
      'When customers can reach their unit, as the pages say it.',
    ),
    office: v.strictTuple(
      [
        officeHours('Office hours on weekdays', 'The register page’s first row.'),
        officeHours(
          'Office hours at weekends',
          'The register page’s second row; the safety deposit page shows its Saturday.',
        ),
      ],
      'must be two rows: weekdays and weekends',
    ),
  }),
  'Opening hours',
);

const teamMember = (label: string) =>
  group(
    v.strictObject({
      name: field(text(60), 'Name', 'First name and surname.'),
      title: field(text(60), 'Job title', 'Such as Facility Manager.'),
    }),
    label,
  );

export const team = group(
  v.strictObject({
    director: teamMember('First person'),
    manager: teamMember('Second person'),
    customer: teamMember('Third person'),
  }),
  'Team',
);
