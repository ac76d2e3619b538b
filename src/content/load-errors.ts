/** What a visitor reads when part of the site's code could not be downloaded. */
export const loadErrorCopy = {
  section: 'This part of the page could not be loaded. Reload the page to try again.',
} as const;
