/**
 * The offer terms (/terms): the significant conditions of each offer the site
 * states (UK CAP Code), one section per offer at the anchor its "Terms apply"
 * links point to. Facts come from the offer constants; what the spec does
 * not say is an owner placeholder.
 */
import { paths } from '@/config/paths';
import { termsAnchors } from '@/content/legal';
import {
  type LegalDocument,
  legalPagesUpdated,
  list,
  ownerToConfirm,
  paragraph,
} from '@/content/legal-documents';
import { competition, newCustomerOffer, safetyDepositOffer } from '@/content/offers';
import {
  depositBoxIds,
  depositBoxMonthlyPounds,
  formatBoxPrice,
} from '@/content/safety-deposit-boxes';
import { addressOneLine, site } from '@/content/site';
import { formatMonthlyPrice, sizeSteps } from '@/content/size-steps';

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

const lowestMonthly = formatMonthlyPrice(
  Math.min(...sizeSteps.map((step) => step.monthlyFromPounds)),
);
const boxPrices = depositBoxIds
  .map((id) => `${formatBoxPrice(depositBoxMonthlyPounds[id])} a month for a ${id} box`)
  .join(', ');

/** The competition's closing date: the owner's to set before the competition runs. */
export const competitionClosingDate = ownerToConfirm.competitionClosingDate;

const { discountPercent, weeks } = newCustomerOffer;
const { freeMonths, rentalMonths } = safetyDepositOffer;

export const offerTerms: LegalDocument = {
  updated: legalPagesUpdated,
  sections: [
    {
      id: 'promoter',
      title: 'Who runs these offers',
      blocks: [
        paragraph(
          `The offers and the competition are run by ${site.brand} (`,
          ownerToConfirm.controllerName,
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
            `After the first ${weeks} weeks you pay the listed monthly price of your unit, from ${lowestMonthly} a month; the `,
            { text: 'size guide', href: paths.sizeGuide },
            ' shows the price of each size.',
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
          ownerToConfirm.competitionPrizeUnit,
          ').',
        ),
        paragraph('How to enter: entry is free and no purchase is needed.'),
        list(...competition.steps.slice(0, -1), [
          'Register your interest on our ',
          { text: 'registration page', href: paths.register },
        ]),
        list(
          ['Who may enter: ', ownerToConfirm.competitionEligibility, '.'],
          ['Closing date: ', competitionClosingDate, '. Entries after it do not count.'],
          ['How the winner is chosen: ', ownerToConfirm.competitionDraw, '.'],
          [
            'How the winner is told: by the email address or phone number they registered with (',
            ownerToConfirm.competitionAnnouncement,
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
          `For the rest of the ${rentalMonths} months you pay the listed monthly price of your box: ${boxPrices}.`,
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
