/**
 * The Element Timing name of the home hero's first picture: the page's
 * largest paint on a phone. src/main.tsx starts React only after it.
 */
export const FIRST_PICTURE_TIMING = 'first-picture';
