/** The personal storage page. Sizes come from size-steps.ts, prices from prices.ts. */
import { paths } from '@/config/paths';
import { firstWeeksDiscount, firstWeeksOffer } from '@/content/facts';
import { storageAccess } from '@/content/hours';
import { homeSizeCardSqft, sizeClaims } from '@/content/size-steps';

export const personalStorables = {
  title: 'What you can store',
  intro:
    'Most household things can go into storage. Pack them well, label the boxes and keep what you need most near the door.',
  items: [
    'Furniture and mattresses',
    'Boxes of books, clothes and kitchenware',
    'Fridges, washing machines and other appliances',
    'Bikes, sports kit and camping gear',
    'Garden furniture and tools',
    'Seasonal decorations and keepsakes',
    'Documents and photo albums',
    'Pictures, mirrors and lamps',
    'Toys, cots and children’s things',
  ],
  prohibitedNote:
    'We cannot accept hazardous materials, flammable liquids, explosives, perishable food, live animals or illegal substances.',
} as const;

export const personalBenefits = {
  title: 'Why store with us',
  items: [
    {
      title: `Access ${storageAccess}`,
      text: 'Visit your unit at any hour with your own access code.',
    },
    {
      title: 'Watched over',
      text: 'CCTV covers the site, and only people with a code get through the gate.',
    },
    {
      title: 'Drive up to your door',
      text: 'Drive-up units mean you unload straight from the car or van.',
    },
    {
      title: 'Month-to-month',
      text: 'No long-term contract. Stay as long as you need and give notice when you are done.',
    },
    {
      title: 'Climate-controlled options',
      text: 'Choose a climate-controlled unit for furniture, papers and anything sensitive to damp.',
    },
    {
      title: `${firstWeeksDiscount.percent}% off to start`,
      text: `Register your interest before we open for ${firstWeeksOffer}, with no minimum stay.`,
      terms: 'firstWeeks',
    },
  ],
} as const;

export const personalSizes = {
  title: `Units from ${sizeClaims.smallestSqft} to ${sizeClaims.largestSqft} sq ft`,
  intro:
    'From a garden-shed-sized unit for a few boxes to a double-garage space for a whole house. These are four of our sizes; the size guide shows them all.',
  cardSqft: homeSizeCardSqft,
  sqftLabel: (sqft: number) => `${sqft} sq ft`,
  dimensionsLabel: (dimensions: string) => `About ${dimensions.replace('x', ' x ')} ft`,
  priceLead: 'From',
  sizeGuideLink: { label: 'View the Size Guide', path: paths.sizeGuide },
} as const;

export const personalCta = {
  id: 'personal-cta',
  title: 'Not sure how much space you need?',
  text: 'Our calculator suggests a unit size from what you want to store. Or register now and we will help you choose.',
  links: [
    { label: 'Register Your Interest', path: paths.register },
    { label: 'Use the Storage Calculator', path: paths.calculator },
    { label: 'View the Size Guide', path: paths.sizeGuide },
  ],
} as const;
