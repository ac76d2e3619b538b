/** Copy of the About page (spec sections 1 and 2, "About"). */
import { paths } from '@/config/paths';
import {
  company,
  customersServed,
  firstWeeksOfferGeneral,
  foundedYear,
  replyTime,
  unitsManaged,
  yearsInStorage,
} from '@/content/facts';
import { storageAccess } from '@/content/hours';
import { formatNumber } from '@/content/number-text';
import { newCustomerOffer } from '@/content/offers';
import { isOpen } from '@/content/opening';
import { chargesInBrief, rentInFull, weeklyFromPrice } from '@/content/price-format';
import { cheapestUnit } from '@/content/prices';
import { site } from '@/content/site';

/**
 * The company's four figures, as the spec states them. The two about years
 * say different things: the year the company began, and how long it has
 * been in storage.
 */
export const companyFigures = [
  { value: foundedYear, label: 'Founded' },
  { value: yearsInStorage, label: 'Years in storage' },
  { value: customersServed, label: 'Customers served' },
  { value: unitsManaged, label: 'Units managed' },
] as const;

export const aboutStory = {
  id: 'story',
  eyebrow: 'Our story',
  title: `Storage Done Properly Since ${foundedYear}`,
  paragraphs: [
    `We opened our first storage site in ${foundedYear} with a simple aim: clean, secure space that is easy to rent and easy to leave. More than ${company.yearsInStorage} years later that aim has not changed.`,
    `Since then we have looked after the belongings of more than ${formatNumber(company.customersServed)} customers, from families between homes to businesses short of room, across more than ${formatNumber(company.unitsManaged)} units.`,
    `Widnes is our newest facility. It brings ${storageAccess} access, CCTV, drive-up units and climate-controlled options to the town, all on month-to-month terms. ${isOpen ? `It is open, and ${site.brand} is taking registrations.` : `It opens soon, and ${site.brand} is taking registrations now.`}`,
  ],
} as const;

export const aboutFigures = {
  id: 'figures',
  title: 'Our Company in Figures',
} as const;

export const aboutValues = {
  id: 'values',
  eyebrow: 'What we stand for',
  title: 'Our Values',
  values: [
    {
      title: 'Security first',
      text: 'CCTV across the site, a keypad gate and your own access code: your things are safe with us.',
    },
    {
      title: 'Flexible terms',
      text: 'Month-to-month storage with no long-term contract. Stay as long as you need, and leave when you are ready.',
    },
    {
      title: 'Clear prices',
      text: `Storage from ${weeklyFromPrice()} (${rentInFull(cheapestUnit().price)}) on month-to-month terms. ${chargesInBrief(cheapestUnit().price)}. ${firstWeeksOfferGeneral} for new customers.`,
      terms: 'firstWeeks',
    },
    {
      title: 'People who help',
      text: `A team who reply to every registration ${replyTime} and help you choose the right unit size.`,
    },
  ],
} as const;

export const aboutTeam = {
  id: 'team',
  eyebrow: 'Our people',
  title: 'Meet the Team',
  intro: 'The people who will welcome you at the Widnes facility.',
} as const;

export const aboutCta = {
  id: 'about-cta',
  title: 'Be One of Our First Widnes Customers',
  text: `Register your interest today: ${newCustomerOffer.headline}, with no minimum stay.`,
  terms: 'firstWeeks',
  links: [
    { label: 'Register Your Interest', path: paths.register },
    { label: 'Find Your Size', path: paths.sizeGuide },
  ],
} as const;
