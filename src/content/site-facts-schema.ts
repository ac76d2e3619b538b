/**
 * The one schema of the owner's facts (data/site/*.json): each field's type,
 * bounds and the price rules the site obeys, with the owner's label, a hint
 * and a stable path ("company.legalName"). The build checks the data with it
 * before rendering, Node code (launch:check, the server) reads it, and the
 * console's form is to be generated from it. Pages never import it: the
 * content modules import the checked JSON as trusted data, so no phone
 * downloads the validator (valibot, whose functions tree-shake, and whose
 * title and description actions carry the labels and hints).
 */
import * as v from 'valibot';

const MAX_TEXT = 300;

/** A field's label and hint, as the console's form and launch:check show them. */
const field = <S extends v.GenericSchema>(schema: S, label: string, hint: string) =>
  v.pipe(schema, v.title(label), v.description(hint));

/** A group of fields: "Company", "Contact". */
const group = <S extends v.GenericSchema>(schema: S, label: string) =>
  v.pipe(schema, v.title(label));

/** One line of text; every value is rendered as text, never as markup. */
const text = (max = MAX_TEXT) =>
  v.pipe(
    v.string('must be text'),
    v.trim(),
    v.nonEmpty('must not be empty'),
    v.maxLength(max, `must be at most ${max} characters`),
    v.regex(/^[^\p{Cc}]*$/u, 'must be one line, without control characters'),
  );

const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.number('must be a number'),
    v.integer('must be a whole number'),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

/** An amount in pounds as the visitor pays it, VAT included: whole pence, not negative. */
const pounds = (max = 100_000) =>
  v.pipe(
    v.number('must be a number'),
    v.minValue(0, 'must not be negative'),
    v.maxValue(max, `must be at most ${max} pounds`),
    v.check(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'must be whole pence',
    ),
  );

const rent = () =>
  v.pipe(
    v.number('must be a number'),
    v.minValue(0.01, 'must be more than 0'),
    v.maxValue(100_000, 'must be at most 100000 pounds'),
    v.check(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'must be whole pence',
    ),
  );

/** Links leave the site as https, mailto or tel only; others go through the https rule. */
const httpsLink = () =>
  v.pipe(
    v.string('must be text'),
    v.url('must be a full web address'),
    v.startsWith('https://', 'must start with https://'),
  );

/** A day of the calendar as YYYY-MM-DD: 2027-03-01, never 2027-02-30. */
const calendarDay = () =>
  v.pipe(
    v.string('must be text'),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD, such as 2027-03-01'),
    v.check((day) => {
      const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
      const parsed = new Date(Date.UTC(year, month - 1, date));
      return (
        parsed.getUTCFullYear() === year &&
        parsed.getUTCMonth() === month - 1 &&
        parsed.getUTCDate() === date
      );
    }, 'must be a day of the calendar, such as 2027-03-01'),
  );

const clockTime = () =>
  v.pipe(
    v.string('must be text'),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 09:00'),
  );

export const weekDays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

const officeHours = (label: string, hint: string) =>
  field(
    v.pipe(
      v.strictObject({
        days: field(
          v.pipe(
            v.array(v.picklist(weekDays, 'must be a day of the week, such as Monday')),
            v.minLength(1, 'must name at least one day'),
            v.maxLength(7, 'must name each day once'),
            v.check((days) => new Set(days).size === days.length, 'must name each day once'),
          ),
          'Days',
          'The days these hours apply to, in order.',
        ),
        opens: field(clockTime(), 'Opens', 'A 24-hour time, such as 09:00.'),
        closes: field(clockTime(), 'Closes', 'A 24-hour time, such as 18:00.'),
      }),
      v.forward(
        v.partialCheck(
          [['opens'], ['closes']],
          (hours) => hours.opens < hours.closes,
          'must be later than the opening time',
        ),
        ['closes'],
      ),
    ),
    label,
    hint,
  );

const company = group(
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

const contact = group(
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
const web = group(
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

const opening = group(
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

const hours = group(
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

const team = group(
  v.strictObject({
    director: teamMember('First person'),
    manager: teamMember('Second person'),
    customer: teamMember('Third person'),
  }),
  'Team',
);

const unitRent = (sqft: string) =>
  field(
    rent(),
    `Price per month, ${sqft} sq ft`,
    'What a visitor pays a calendar month, VAT included.',
  );
const boxRent = (size: string) =>
  field(
    rent(),
    `Price per month, ${size} box`,
    'What a visitor pays a calendar month, VAT included.',
  );

const rents = group(
  v.strictObject({
    vatRatePercent: field(
      wholeNumber(0, 100),
      'VAT rate',
      'In per cent: self storage is standard-rated, 20.',
    ),
    // Consumer law wants the total price: every price the site shows is what is paid.
    pricesIncludeVat: field(
      v.literal(
        true,
        'must be true: every price on the site is the total a visitor pays, VAT included',
      ),
      'Prices include VAT',
      'Every rent and charge is entered with VAT included.',
    ),
    unitRentPounds: group(
      v.strictObject({
        '15': unitRent('15'),
        '25': unitRent('25'),
        '35': unitRent('35'),
        '50': unitRent('50'),
        '65': unitRent('65'),
        '75': unitRent('75'),
        '100': unitRent('100'),
        '125': unitRent('125'),
        '150': unitRent('150'),
        '200': unitRent('200'),
      }),
      'Unit prices',
    ),
    boxRentPounds: group(
      v.strictObject({
        small: boxRent('small'),
        medium: boxRent('medium'),
        large: boxRent('large'),
      }),
      'Safety deposit box prices',
    ),
  }),
  'Prices',
);

const chargeBasis = (label: string) =>
  field(
    v.picklist(
      ['week', 'four-weeks', 'calendar-month', 'once'],
      'must be week, four-weeks, calendar-month or once',
    ),
    label,
    'How often: week, four-weeks, calendar-month or once.',
  );

const charges = group(
  v.strictObject({
    // Flat, not grouped: each value is a constant a page's bundle can inline.
    goodsCoverPounds: field(
      pounds(1000),
      'Price of our goods cover',
      'VAT included; the lowest, if it rises with the value insured.',
    ),
    goodsCoverBasis: chargeBasis('Goods cover paid'),
    goodsCoverFrom: field(
      v.boolean('must be true or false'),
      'Goods cover price is a "from" price',
      'True when cover rises with the value insured.',
    ),
    padlockPounds: field(pounds(1000), 'Price of our padlock', 'VAT included.'),
    padlockBasis: chargeBasis('Padlock paid'),
    // A compulsory charge must be shown with every price; the site states none
    // beyond cover and a padlock, so a fee waits until the pages can show it.
    adminFeePounds: field(
      v.pipe(
        pounds(1000),
        v.maxValue(0, 'must be 0: the pages do not yet show an admin fee beside each price'),
      ),
      'Admin fee',
      'The site states there is no admin fee.',
    ),
    unitDepositPounds: field(pounds(10_000), 'Unit deposit', 'Refundable; VAT does not apply.'),
    boxKeyDepositPounds: field(pounds(10_000), 'Box key deposit', 'Refundable.'),
  }),
  'Charges',
);

const offers = group(
  v.strictObject({
    firstWeeks: group(
      v.strictObject({
        percent: field(
          wholeNumber(1, 100),
          'Discount',
          'Per cent off the first weeks, such as 50.',
        ),
        weeks: field(wholeNumber(1, 52), 'Weeks', 'How many weeks the discount lasts, such as 12.'),
      }),
      'New-customer offer',
    ),
    safetyDeposit: v.pipe(
      group(
        v.strictObject({
          free: field(wholeNumber(1, 12), 'Free months', 'Such as 3.'),
          rental: field(wholeNumber(2, 60), 'Rental length in months', 'Such as 12.'),
        }),
        'Safety deposit box offer',
      ),
      v.forward(
        v.partialCheck(
          [['free'], ['rental']],
          (o) => o.free < o.rental,
          'must be fewer than the rental’s months',
        ),
        ['free'],
      ),
    ),
    weeklyFromPounds: field(
      pounds(1000),
      'Advertised weekly price',
      'In pounds: the weekly "from" claim; the site shows the cheapest unit’s weekly price until it matches.',
    ),
    replyWithinHours: field(
      wholeNumber(1, 168),
      'Reply time',
      'Hours within which the team replies to a registration.',
    ),
    containerDeliveryHours: v.pipe(
      group(
        v.strictObject({
          from: field(wholeNumber(1, 720), 'Delivery from (hours)', 'Such as 24.'),
          to: field(wholeNumber(1, 720), 'Delivery up to (hours)', 'Such as 48.'),
        }),
        'Container delivery',
      ),
      v.forward(
        v.partialCheck(
          [['from'], ['to']],
          (d) => d.from < d.to,
          'must be more than the first figure',
        ),
        ['to'],
      ),
    ),
  }),
  'Offers',
);

const competition = group(
  v.strictObject({
    prizeMonths: field(
      wholeNumber(1, 24),
      'Prize months',
      'Months of free storage won, such as 3.',
    ),
    prizeUnit: field(v.nullable(text(100)), 'Prize unit', 'Which unit size the prize covers.'),
    closingDate: field(
      v.nullable(text(60)),
      'Closing date',
      'Date and time, such as 23:59 on 31 March 2027.',
    ),
    eligibility: field(
      v.nullable(text()),
      'Who may enter',
      'Such as UK residents aged 18 or over.',
    ),
    draw: field(
      v.nullable(text()),
      'How the winner is chosen',
      'Such as drawn at random from all valid entries.',
    ),
    announcement: field(
      v.nullable(text()),
      'When the winner is told',
      'Such as within 7 days of the closing date.',
    ),
  }),
  'Competition',
);

const legal = group(
  v.strictObject({
    retentionMonths: field(
      wholeNumber(1, 120),
      'How long registrations are kept',
      'In months; registrations:purge deletes older ones.',
    ),
    hostingProvider: field(
      v.nullable(text(160)),
      'Hosting company',
      'Its name and the country of its servers.',
    ),
    widgetProviders: field(
      v.nullable(
        v.pipe(
          v.array(
            v.strictObject({
              name: field(text(80), 'Provider', 'The company’s name.'),
              privacyHref: field(
                httpsLink(),
                'Privacy notice',
                'The https address of its privacy and cookie notice.',
              ),
            }),
          ),
          v.minLength(1, 'must name at least one provider'),
          v.maxLength(5, 'must name at most 5 providers'),
        ),
      ),
      'Widget providers',
      'The companies behind the calculator and the registration form.',
    ),
    reportResponseTime: field(
      v.nullable(text(60)),
      'Reply time for an accessibility problem',
      'Such as 5 working days.',
    ),
    pagesUpdated: field(text(40), 'Legal pages last updated', 'Such as 22 November 2026.'),
  }),
  'Privacy and legal',
);

const unconfirmed = field(
  v.array(
    v.pipe(
      v.string('must be text'),
      v.regex(/^[a-zA-Z0-9]+(\.[a-zA-Z0-9]+)*$/, 'must be a field path'),
    ),
  ),
  'Still to confirm',
  'The fields whose values are placeholders the owner has not confirmed.',
);

/** Every fact the owner may change, one group a file in data/site/. */
export const siteFactsSchema = v.strictObject({
  company,
  contact,
  web,
  opening,
  hours,
  team,
  rents,
  charges,
  offers,
  competition,
  legal,
  unconfirmed,
});

export type SiteFacts = v.InferOutput<typeof siteFactsSchema>;
/** The topics, each one file: data/site/company.json and so on. */
export type SiteFactsTopic = keyof SiteFacts;
export const siteFactsTopics = Object.keys(siteFactsSchema.entries) as SiteFactsTopic[];
