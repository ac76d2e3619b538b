/**
 * The size picker's ten steps (spec section 9) and the unit sizes the rest of
 * the site talks about. Every size and dimension on the site comes from
 * here; each step's price is in the price model, content/prices.ts.
 */
import type { SizeStepSqft } from '@/content/size-step-sqft';

export { DEFAULT_SIZE_STEP_INDEX, type SizeStepSqft, sizeStepSqft } from '@/content/size-step-sqft';

export const SQ_M_PER_SQ_FT = 0.0929;

export type SizeStep = {
  readonly id: number;
  readonly sqft: SizeStepSqft;
  /** Approximate footprint in feet, as "width x depth". */
  readonly dimensions: string;
  readonly label: string;
  readonly comparison: string;
  readonly description: string;
  readonly items: readonly string[];
};

export const sizeSteps: readonly SizeStep[] = [
  {
    id: 0,
    sqft: 15,
    dimensions: '5x5',
    label: 'Small',
    comparison: 'About the size of a large cupboard',
    description:
      'Room for the overflow from a flat: seasonal clothes, sports kit and a few boxes you do not need every week.',
    items: [
      'Up to 15 medium boxes',
      'Suitcases and holdalls',
      'Seasonal clothes and bedding',
      'Golf clubs or a small bike',
    ],
  },
  {
    id: 1,
    sqft: 25,
    dimensions: '5x5',
    label: 'Small',
    comparison: 'About the size of a garden shed',
    description:
      'A good fit for the contents of a student room or the spare items from a one-bedroom flat.',
    items: [
      'Up to 25 medium boxes',
      'A single mattress and bed frame',
      'A small chest of drawers',
      'Garden tools and a lawnmower',
    ],
  },
  {
    id: 2,
    sqft: 35,
    dimensions: '7x5',
    label: 'Small-Medium',
    comparison: 'About the size of a walk-in wardrobe',
    description:
      'Holds about 35 medium boxes, or a mix of boxes and small furniture from a studio or one-bedroom flat.',
    items: [
      'About 35 medium boxes',
      'A two-seater sofa',
      'A washing machine or fridge',
      'A small dining table and chairs',
    ],
  },
  {
    id: 3,
    sqft: 50,
    dimensions: '10x5',
    label: 'Medium',
    comparison: 'About the size of a box room',
    description:
      'The contents of a one-bedroom flat, or business stock and archive boxes that have outgrown the office.',
    items: [
      'A double bed and mattress',
      'A three-seater sofa',
      'White goods',
      'Up to 40 medium boxes',
    ],
  },
  {
    id: 4,
    sqft: 65,
    dimensions: '10x7.5',
    label: 'Medium-Large',
    comparison: 'About the size of a small single bedroom',
    description:
      'Space for a one to two-bedroom flat, with room to walk in and reach the boxes at the back.',
    items: [
      'Two beds and mattresses',
      'A sofa and armchair',
      'A wardrobe and chest of drawers',
      'Up to 50 medium boxes',
    ],
  },
  {
    id: 5,
    sqft: 75,
    dimensions: '10x7.5',
    label: 'Medium-Large',
    comparison: 'About the size of a single bedroom',
    description:
      'The contents of a two-bedroom flat, or a small business’s stock with space for shelving.',
    items: [
      'Furniture from two bedrooms',
      'A dining table and chairs',
      'White goods',
      'Up to 60 medium boxes',
    ],
  },
  {
    id: 6,
    sqft: 100,
    dimensions: '10x10',
    label: 'Large',
    comparison: 'About the size of a single garage',
    description:
      'Fits the contents of a two to three-bedroom house, or a motorbike with room to spare.',
    items: [
      'Furniture from a two to three-bedroom house',
      'Large appliances',
      'Bikes and garden furniture',
      'Up to 80 medium boxes',
    ],
  },
  {
    id: 7,
    sqft: 125,
    dimensions: '15x10',
    label: 'Large',
    comparison: 'About the size of a large single garage',
    description:
      'A three-bedroom house with its appliances, or equipment and stock for a growing business.',
    items: [
      'Furniture from a three-bedroom house',
      'A piano or large wardrobes',
      'Office furniture and equipment',
      'Up to 100 medium boxes',
    ],
  },
  {
    id: 8,
    sqft: 150,
    dimensions: '20x10',
    label: 'Extra Large',
    comparison: 'About the size of a one-and-a-half car garage',
    description:
      'The contents of a three to four-bedroom house, including garden and garage items.',
    items: [
      'Furniture from a three to four-bedroom house',
      'Garden and garage equipment',
      'Business stock on pallets',
      'Up to 120 medium boxes',
    ],
  },
  {
    id: 9,
    sqft: 200,
    dimensions: '20x10',
    label: 'Extra Large',
    comparison: 'About the size of a double garage',
    description:
      'Our largest standard unit: a four to five-bedroom house, or a business’s stock, fixtures and fittings.',
    items: [
      'Furniture from a four to five-bedroom house',
      'A small car or van-load of stock',
      'Shop fixtures and shelving',
      'Up to 160 medium boxes',
    ],
  },
];

export function sqftToSquareMetres(sqft: number): number {
  return Math.round(sqft * SQ_M_PER_SQ_FT * 10) / 10;
}

export function formatSquareMetres(sqft: number): string {
  return sqftToSquareMetres(sqft).toFixed(1);
}

export function sizeStepBySqft(sqft: SizeStepSqft): SizeStep {
  const step = sizeSteps.find((s) => s.sqft === sqft);
  if (!step) throw new Error(`No size step of ${sqft} sq ft.`);
  return step;
}

/** The size cards on the home page and in the detailed guide, by sq ft. */
export const homeSizeCardSqft = [25, 50, 100, 200] as const satisfies readonly SizeStepSqft[];
export const detailedGuideSqft = [
  25, 50, 75, 100, 150, 200,
] as const satisfies readonly SizeStepSqft[];

/** Site-wide claims about unit sizes and prices (spec section 1). */
export const sizeClaims = {
  smallestSqft: 25,
  largestSqft: 200,
  unitSizeCount: '15+',
} as const;

/** "25 to 200 sq ft": the range of unit sizes the site claims. */
export const sizeRange = `${sizeClaims.smallestSqft} to ${sizeClaims.largestSqft} sq ft`;
