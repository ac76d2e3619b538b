/**
 * Whether the facility is still coming soon or open, and the day it opens
 * if the owner knows it (data/site/opening.json). Every sentence that says
 * "Coming Soon" reads `isOpen` to pick its words: while coming soon, the
 * spec's words; once open, words that say so. The values are the data's own
 * bindings, so a page's bundle holds the state as a constant and the
 * minifier keeps only the words in use. The day as the pages write it is in
 * opening-day.ts, apart, so that what reads only the state (the site's
 * identity, on every page) loads no date formatting.
 */
import type { SiteFacts } from '@/content/site-facts-schema';
import openingJson from '../../data/site/opening.json' with { type: 'json' };

const { state, openingDate } = openingJson;

/** True once the owner says the facility is open. */
export const isOpen = state === 'open';

/** The day the facility opens (YYYY-MM-DD), or null while the owner has not said. */
export const openingDateKnown = openingDate as SiteFacts['opening']['openingDate'];
