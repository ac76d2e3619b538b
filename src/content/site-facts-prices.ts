/**
 * The owner's facts about prices, for the one schema (site-facts-schema.ts):
 * VAT and every rent, the charges and deposits beside them, the offers and
 * the competition; with the price rules the site obeys (totals with VAT,
 * mandatory charges shown beside each price).
 */
import * as v from 'valibot';
import { field, group, pounds, rent, text, wholeNumber } from '@/content/site-facts-values';

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

export const rents = group(
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

export const charges = group(
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

export const offers = group(
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

export const competition = group(
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
