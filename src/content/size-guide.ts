import { paths } from '@/config/paths';
/**
 * Copy for the size guide page (/size-guide): the size picker, the floor plan
 * with its unit list and dialog, the detailed guide and the closing calls to
 * action. Sizes and dimensions come from size-steps.ts, prices from prices.ts.
 */

import { dayText } from '@/content/day-text';
import { firstWeeksOffer } from '@/content/facts';

export const sizePickerCopy = {
  id: 'size-picker',
  eyebrow: 'Size picker',
  title: 'How much space do you need?',
  intro:
    'Step through our unit sizes to see roughly what fits in each, its approximate dimensions and its starting price.',
  sliderLabel: 'Unit size',
  previous: 'Previous size',
  next: 'Next size',
  dotsLabel: 'Jump to a size',
  dotLabel: (sqft: number) => `${sqft} sq ft`,
  sliderValue: (sqft: number, label: string) => `${sqft} sq ft, ${label}`,
  sqftUnit: 'sq ft',
  squareMetresUnit: 'm²',
  dimensions: (dimensions: string) => `Approx. ${dimensions} ft`,
  startingAt: 'Starting at',
  whatYouCanStore: 'What you can store',
  viewPrices: 'View Prices',
  mediaDotsLabel: 'Choose a video of this size',
  mediaDotLabel: (index: number, count: number) => `Video ${index} of ${count}`,
  pauseVideo: 'Pause video',
  playVideo: 'Play video',
} as const;

export const detailedGuideCopy = {
  id: 'detailed-size-guide',
  eyebrow: 'Compare sizes',
  title: 'Detailed Unit Size Guide',
  intro: 'Six of our most asked-about sizes side by side, with what each one typically holds.',
  cardTitle: (sqft: number) => `${sqft} sq ft`,
  dimensions: (dimensions: string) => `Approx. ${dimensions} ft`,
  squareMetres: (squareMetres: string) => `${squareMetres} m²`,
  startingAt: 'From',
} as const;

export const sizeHelpCopy = {
  id: 'size-help',
  title: 'Still not sure which size is right for you?',
  text: 'List what you want to store and the calculator suggests a size, or register your interest and our team will help you choose.',
  calculator: 'Use Storage Calculator',
  expert: 'Speak to Expert',
} as const;

export const sizeGuideCta = {
  id: 'size-guide-cta',
  title: 'Ready to Find Your Perfect Storage Size?',
  text: `Work out the space you need, then register your interest for ${firstWeeksOffer}, with no minimum stay.`,
  terms: 'firstWeeks',
  links: [
    { label: 'Calculate Storage Needs', path: paths.calculator },
    { label: 'Register Now', path: paths.register },
  ],
} as const;

export const floorPlanCopy = {
  id: 'floor-plan',
  eyebrow: 'Floor plan',
  title: 'Select a Unit to View Details',
  intro:
    'Available units are green; reserved units are red and crossed through. Select a unit to see its details.',
  planLabel: 'Floor plan of the facility',
  summary: (total: number, available: number, reserved: number) =>
    `${total} units: ${available} available and ${reserved} reserved`,
  /** After the summary: the statuses are the build's until live ones differ from them. */
  asOf: (day: string) => `, as of ${dayText(day)}.`,
  updated: ', updated just now.',
  instructions:
    'Scroll or pinch to zoom, drag to move. With the plan focused, + and − zoom, 0 fits the plan, the arrow keys move it and Enter opens the unit in the middle. The list below has every unit too.',
  loading: 'Loading the floor plan…',
  controlsLabel: 'Zoom the floor plan',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fit: 'Fit',
  legendLabel: 'Key',
  /** The plan over the whole screen, as a dialog of that name. */
  fullScreen: 'Full screen',
  fullScreenTitle: 'Floor plan',
  closeFullScreen: 'Close',
  legend: {
    available: 'Available',
    reserved: 'Reserved',
    highlighted: 'Matches the list filter',
  },
} as const;

export const unitListCopy = {
  toggle: 'Choose from a list',
  filtersLabel: 'Filter units',
  availableOnly: 'Available units only',
  size: 'Size',
  allSizes: 'All sizes',
  sizeOption: (sqft: number) => `${sqft} sq ft`,
  caption: 'Every unit on the floor plan',
  columns: { unit: 'Unit', size: 'Size', status: 'Status', price: 'Price' },
  count: (shown: number, total: number) => `Showing ${shown} of ${total} units.`,
  empty: 'No units match these filters.',
  open: (id: string) => `View unit ${id}`,
} as const;

export const unitDialogCopy = {
  close: 'Close',
  size: 'Size',
  unitId: 'Unit ID',
  status: 'Status',
  available: 'Available',
  reserved: 'Reserved',
  sqft: (sqft: number) => `${sqft} sq. ft.`,
  reserve: 'Reserve Now',
  notAvailable: 'Not Available',
  bookingAlert: (id: string) => `Booking unit ${id}`,
  /** Spec section 8: the one error message the site shows. */
  notAvailableAlert: 'This unit is not available for booking.',
  /** A unit whose size is not one of the size steps has no listed price. */
  priceOnRequest: 'Ask us for the price of this size.',
} as const;

/** The path from a size to one unit: the picker's plan buttons, the search, floors and links. */
export const unitPathCopy = {
  showSize: 'Show units of this size on the plan',
  showOne: 'Show me one',
  sizeCount: (available: number, sqft: number) =>
    `${available} available ${available === 1 ? 'unit' : 'units'} of ${sqft} sq ft`,
  noneAvailable: (sqft: number) => `None of the ${sqft} sq ft units is available just now.`,
  noneOfSize: (sqft: number) => `There are no ${sqft} sq ft units on the plan.`,
  nearestLabel: 'Nearest sizes on the plan',
  nearestSize: (sqft: number) => `Show ${sqft} sq ft`,
  allSizes: 'Show all sizes',
  missingUnit: (id: string) => `No unit ${id} on the plan`,
  searchLabel: 'Find a unit',
  searchHint: 'Type a unit number such as C-4, or with its floor, such as 2-C-4.',
  searchNone: 'No unit matches',
  floorsLabel: 'Floors',
  floor: (floor: string) => `Floor ${floor}`,
  registerInterest: 'Register interest in this unit',
  joinWaitingList: 'Join the waiting list for this size',
  wheelHint: 'Use Ctrl + scroll to zoom, or click the plan',
  needsJavaScript:
    'Zooming the plan and opening a unit from it need JavaScript. Every unit is listed below with its size and status.',
} as const;
