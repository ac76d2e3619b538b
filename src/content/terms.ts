/**
 * The offer terms (/terms): the significant conditions of each offer the site
 * states (UK CAP Code), one section per offer at the anchor its "Terms apply"
 * links point to. Facts come from the offer constants; what the spec does
 * not say is an owner placeholder.
 */
import { paths } from '@/config/paths';
import { formatPrice, periodWords } from '@/content/format-price';
import { termsAnchors } from '@/content/legal';
import {
  type LegalDocument,
  type LegalInline,
  legalPagesUpdated,
  list,
  ownerFact,
  ownerNote,
  paragraph,
  table,
  withOwnerNotes,
} from '@/content/legal-documents';
import { competition, newCustomerOffer, safetyDepositOffer } from '@/content/offers';
import {
  billingText,
  chargesInBrief,
  chargeText,
  depositText,
  offerText,
  rentInFull,
  weeklyFromPrice,
} from '@/content/price-format';
import {
  allUnitPrices,
  boxPrice,
  cheapestUnit,
  offerSavingPence,
  type PriceEntry,
  periodsPerYear,
  VAT_RATE_PERCENT,
  vatWithinPence,
} from '@/content/prices';
import { depositBoxes } from '@/content/safety-deposit-boxes';
import { addressOneLine, site } from '@/content/site';
import companyJson from '../../data/site/company.json' with { type: 'json' };

const { legalName } = companyJson;

import competitionJson from '../../data/site/competition.json' with { type: 'json' };

const { announcement, closingDate, draw, eligibility, prizeUnit } = competitionJson;

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/**
 * How the weeks of an offer meet a monthly rent, said beside the price
 * table: "12 weeks are 84 days. A week's rent is a calendar month's rent ×
 * 12 ÷ 52 …". The table gives the figures for each size.
 */
export function offerWeeksNote(entry: PriceEntry): string | null {
  const { offer } = entry;
  if (offer.kind !== 'percent-off-weeks' || entry.period === 'week') return null;
  const period = periodWords[entry.period].long.replace(/^a /, '');
  return `${offer.weeks} weeks are ${offer.weeks * 7} days. A week’s rent is a ${period}’s rent × ${periodsPerYear[entry.period]} ÷ 52, and the offer takes ${offer.percent}% off each of the ${offer.weeks} weeks; the table shows what that saves for each size. A bill that covers days both in and after the ${offer.weeks} weeks charges each day at its own rate.`;
}

/** The anchor of the price table, which the size guide and every price links to. */
export const pricesAnchor = 'prices';

const priceColumns = [
  'Size',
  'Rent, including VAT',
  'Opening offer',
  'Compulsory charges',
  'Deposit',
] as const;

/** One row of the price table: the rent with its billing period and VAT, the offer, charges, deposit. */
function priceRow(name: string, price: PriceEntry): (readonly LegalInline[])[] {
  const vat = formatPrice(vatWithinPence(price.rentPence, price.vatPercent));
  return [
    [name],
    [
      `${rentInFull(price)}. ${billingText(price.period)}; the rent holds ${vat} VAT at ${price.vatPercent}%.`,
    ],
    [`${offerText(price)}. You save ${formatPrice(offerSavingPence(price))}.`],
    [
      price.charges.length > 0
        ? `${price.charges.map(chargeText).join('. ')}.`
        : 'None besides the deposit.',
    ],
    [`${depositText(price.deposit)}.`],
  ];
}

const cheapest = cheapestUnit();
const unitNote = offerWeeksNote(cheapest.price);

/** The competition's closing date: the owner's to set before the competition runs. */
export const competitionClosingDate = ownerFact('competitionClosingDate', closingDate);

const { discountPercent, weeks } = newCustomerOffer;
const { freeMonths, rentalMonths } = safetyDepositOffer;

export const offerTerms: LegalDocument = {
  updated: legalPagesUpdated,
  sections: [
    {
      id: pricesAnchor,
      title: 'Prices and charges',
      blocks: [
        paragraph(
          ...withOwnerNotes(
            `Every price is what you pay, including VAT at ${VAT_RATE_PERCENT}%`,
            ownerNote('pricesIncludeVat'),
            `. ${billingText(cheapest.price.period)}. There is no admin fee`,
            ownerNote('adminFee'),
            '.',
          ),
        ),
        table({
          caption: 'Storage units',
          scope: 'unit',
          columns: priceColumns,
          rows: allUnitPrices().map(({ sqft, price }) => priceRow(`${sqft} sq ft`, price)),
        }),
        list(
          withOwnerNotes(
            cheapest.price.charges[0] ? chargeText(cheapest.price.charges[0]) : '',
            ownerNote('goodsCoverPrice'),
            '.',
          ),
          withOwnerNotes(
            cheapest.price.charges[1] ? chargeText(cheapest.price.charges[1]) : '',
            ownerNote('padlockPrice'),
            '.',
          ),
          withOwnerNotes(
            'Deposits are refunded when you leave and have paid what you owe',
            ownerNote('deposits'),
            '.',
          ),
          ...(unitNote ? [unitNote] : []),
          withOwnerNotes(
            `Storage from ${weeklyFromPrice()}: the cheapest unit, ${cheapest.sqft} sq ft at ${rentInFull(cheapest.price)}, as a weekly price`,
            ownerNote('weeklyFromClaim'),
            `. ${chargesInBrief(cheapest.price)}.`,
          ),
        ),
        table({
          caption: 'Safety deposit boxes',
          scope: 'box',
          columns: priceColumns,
          rows: depositBoxes.map((box) => priceRow(box.name, boxPrice(box.id))),
        }),
      ],
    },
    {
      id: 'promoter',
      title: 'Who runs these offers',
      blocks: [
        paragraph(
          `The offers and the competition are run by ${site.brand} (`,
          ownerFact('controllerName', legalName),
          `), ${addressOneLine}. Questions: `,
          { text: site.email, href: `mailto:${site.email}` },
          ` or ${site.phone.display}.`,
        ),
      ],
    },
    {
      id: termsAnchors.firstWeeks,
      title: capitalise(newCustomerOffer.headline),
      blocks: [
        list(
          `${discountPercent}% off the price of your storage unit for your first ${weeks} weeks.`,
          newCustomerOffer.eligibility,
          `${newCustomerOffer.minimumStay} Storage is month to month, so you can leave during or after the first ${weeks} weeks.`,
          [
            `After the first ${weeks} weeks you pay your unit’s full rent, as the `,
            { text: 'price table', href: `${paths.terms}#${pricesAnchor}` },
            ' above sets out for each size.',
          ],
        ),
      ],
    },
    {
      id: termsAnchors.competition,
      title: capitalise(competition.headline),
      blocks: [
        paragraph(
          `The prize is ${competition.prizeMonths} months of free storage (`,
          ownerFact('competitionPrizeUnit', prizeUnit),
          ').',
        ),
        paragraph('How to enter: entry is free and no purchase is needed.'),
        list(...competition.steps.slice(0, -1), [
          'Register your interest on our ',
          { text: 'registration page', href: paths.register },
        ]),
        list(
          ['Who may enter: ', ownerFact('competitionEligibility', eligibility), '.'],
          ['Closing date: ', competitionClosingDate, '. Entries after it do not count.'],
          ['How the winner is chosen: ', ownerFact('competitionDraw', draw), '.'],
          [
            'How the winner is told: by the email address or phone number they registered with (',
            ownerFact('competitionAnnouncement', announcement),
            `). ${competition.note}`,
          ],
        ),
      ],
    },
    {
      id: termsAnchors.safetyDepositBoxes,
      title: `Safety deposit boxes: ${safetyDepositOffer.headline}`,
      blocks: [
        list(
          `Rent a safety deposit box for ${rentalMonths} months and the first ${freeMonths} months are free. ${safetyDepositOffer.detail}`,
          [
            `For the rest of the ${rentalMonths} months you pay your box’s full rent, as the `,
            { text: 'price table', href: `${paths.terms}#${pricesAnchor}` },
            ' above sets out.',
          ],
          [
            `The offer is for a ${rentalMonths}-month rental. The `,
            { text: 'safety deposit boxes page', href: paths.safetyDepositBoxes },
            ` describes the three box sizes; ${lowerFirst(safetyDepositOffer.headline)} applies to each.`,
          ],
        ),
      ],
    },
  ],
};
