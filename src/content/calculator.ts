/** The calculator page: the third-party widget, the built-in calculator and its copy. */
import { paths } from '@/config/paths';
import { contactPhone } from '@/content/contact-phone';
import { formatNumber } from '@/content/number-text';
import { formatSquareMetres, type SizeStep, sizeClaims } from '@/content/size-steps';

export const calculatorWidgetCopy = {
  /** No intro of its own: the page's hero says what the calculator does, just above it. */
  title: 'Work out your space',
  widgetLabel: 'Storage calculator',
  loading: 'Loading the storage calculator…',
  fallbackTitle: 'What fits in each size',
  fallbackText:
    'The calculator needs JavaScript. Until it runs, here is what each unit size holds; the size guide has more, or register your interest and we will help you choose.',
} as const;

export const calculatorLinks = {
  sizeGuide: { label: 'View the Size Guide', path: paths.sizeGuide },
  register: { label: 'Register Your Interest', path: paths.register },
} as const;

/**
 * The estimate's constants. Area needed = total volume ÷ (stacking height ×
 * packing efficiency): items are stacked up to STACKING_HEIGHT_FT, and only
 * PACKING_EFFICIENCY of that space is filled once odd shapes leave gaps. An
 * aisle to walk in adds AISLE_ALLOWANCE of the area.
 */
export const calculatorModel = {
  stackingHeightFt: 7,
  packingEfficiency: 0.75,
  aisleAllowance: 0.2,
  /** Above this fill, the result also suggests the next size up. */
  nextSizeFill: 0.85,
  maxQuantity: 99,
  /** A custom item's side may be at most this long (10 m). */
  maxSideCm: 1000,
} as const;

export const CUBIC_METRES_PER_CUBIC_FOOT = 0.0283168;
export const CM_PER_INCH = 2.54;
export const INCHES_PER_FOOT = 12;

const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

export const calculatorCopy = {
  label: 'Storage calculator',
  itemsTitle: 'What do you want to store?',
  filterLabel: 'Find an item',
  filterHint: 'Type part of a name, such as sofa or box.',
  noMatch: (query: string) => `No items match “${query}”. Add it as your own item below.`,
  /** After a folded room's name on a phone: "Bedroom · 3 items". */
  roomChosen: (count: number) => ` · ${count} ${count === 1 ? 'item' : 'items'}`,
  quickStartsTitle: 'Quick starts',
  quickStartsHint: 'Fill in a typical list, then change what you need.',
  clearAll: 'Clear all',
  undo: 'Undo',
  cleared: 'List cleared.',
  replaced: (name: string) => `List replaced with “${name}”.`,
  decrease: (name: string) => `Remove one: ${name}`,
  increase: (name: string) => `Add one: ${name}`,
  quantityError: (field: string) =>
    `${field}: enter a whole number from 0 to ${calculatorModel.maxQuantity}.`,
  aisle: 'I need to walk in and reach things',
  aisleHint: `Adds ${percent(calculatorModel.aisleAllowance)} for an aisle.`,
  custom: {
    title: 'Add your own item',
    name: 'Item name',
    nameError: 'Item name: say what the item is.',
    units: 'Measured in',
    cm: 'Centimetres',
    feetInches: 'Feet and inches',
    sides: ['Length', 'Width', 'Height'] as const,
    cmShort: 'cm',
    feet: 'ft',
    inches: 'in',
    sideLabel: (side: string, unit: 'centimetres' | 'feet' | 'inches') => `${side} in ${unit}`,
    quantity: 'Quantity',
    add: 'Add item',
    remove: (name: string) => `Remove ${name}`,
    sizeError: (field: string) =>
      `${field}: enter a size above 0 and no more than ${calculatorModel.maxSideCm / 100} m.`,
    listTitle: 'Your own items',
  },
  result: {
    title: 'Your recommendation',
    empty:
      'Add the items you want to store, or start from a typical list, and the recommended unit size and price appear here.',
    total: 'Total volume',
    area: 'Floor area needed',
    recommended: 'Recommended size',
    fill: (ratio: number) => `${percent(ratio)} full`,
    fillLabel: 'How full the unit would be',
    nextSize: (sqft: number) =>
      `That is a tight fit. The next size up, ${sqft} sq ft, leaves room to spare.`,
    movedUp: (item: string, longestFt: string, sqft: number) =>
      `Moved up to ${sqft} sq ft for one long item: ${item}, about ${longestFt} ft, needs a unit with a longer side.`,
    overTitle: 'More than our largest unit',
    overSpace: (areaSqft: number, largest: number, units: number) =>
      `Your list needs about ${areaSqft} sq ft of floor, more than our largest unit of ${largest} sq ft. You could combine ${units} units, or talk to the team about the best way to store it.`,
    overLength: (item: string, largest: number) =>
      `One item, ${item}, is longer than the longer side of our largest unit (${largest} sq ft). Talk to the team about how to store it.`,
    talkToTeam: `Call ${contactPhone.display}`,
    /**
     * `price` is the rent and `charges` what must be paid beside it, as
     * content/price-format.ts writes them: a price heard or printed carries
     * its charges, as a price seen does.
     */
    announce: (sqft: number, price: string, fill: string, charges: string) =>
      `Recommended: ${sqft} sq ft unit, starting at ${price}, ${fill}. ${charges}.`,
    announceOver: 'Your list needs more than our largest unit.',
    announceEmpty: 'No items chosen.',
  },
  summaryBar: {
    label: 'Your result so far',
    seeResult: 'See result',
    empty: 'No items yet',
    fits: (sqft: number) => `${sqft} sq ft recommended`,
    over: `More than ${sizeClaims.largestSqft} sq ft`,
  },
  nextSteps: {
    title: 'Next steps',
    seeSize: 'See this size',
    floorPlan: 'See these units on the floor plan',
    register: (sqft: number) => `Register interest in a ${sqft} sq ft unit`,
    registerOver: 'Register your interest and talk to the team',
  },
  keep: {
    copy: 'Copy link',
    copied: 'Link copied. Open it later to see this list again.',
    copyFailed: 'Copy this link to come back to your list:',
    linkLabel: 'Link to this list',
    print: 'Print list',
    printTitle: 'Your storage list',
    printTotal: (volume: string) => `Total volume: ${volume}`,
    printLink: 'Open this list again at:',
    quantity: 'Quantity',
    item: 'Item',
    skipped: (count: number) =>
      `${count} ${count === 1 ? 'entry' : 'entries'} in the link could not be read and ${count === 1 ? 'was' : 'were'} left out.`,
  },
} as const;

/** Where the result's next steps lead for a recommended size (the size guide and register read `size`). */
export function calculatorNextStepPaths(sqft: number) {
  return {
    sizeGuide: `${paths.sizeGuide}?size=${sqft}`,
    floorPlan: `${paths.sizeGuide}?size=${sqft}#floor-plan`,
    register: `${paths.register}?size=${sqft}`,
  };
}

/** The calculator's timings: a change is announced once changes pause. */
export const calculatorTimings = {
  announceDelayMs: 1000,
} as const;

const oneDecimal = (n: number) => formatNumber(n, { maximumFractionDigits: 1 });

/** How the calculator writes sizes, volumes and prices. */
export const calculatorFormat = {
  area: (sqft: number) => `${sqft} sq ft (${formatSquareMetres(sqft)} m²)`,
  stepDetails: (step: SizeStep) => `${step.label}, about ${step.dimensions} ft.`,
  priceLead: 'Starting at',
  dimensions: (step: SizeStep) => `About ${step.dimensions} ft`,
  volume: (cuFt: number, cubicMetres: number) =>
    `${formatNumber(cuFt)} cu ft (${oneDecimal(cubicMetres)} m³)`,
  floor: (sqft: number) => `${oneDecimal(sqft)} sq ft`,
  feet: (ft: number) => oneDecimal(ft),
  customSize: (l: number, w: number, h: number) =>
    `${[l, w, h].map((cm) => formatNumber(cm)).join(' × ')} cm`,
  times: (quantity: number) => `× ${quantity}`,
};
