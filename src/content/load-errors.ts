/** What a visitor reads when part of the site's code could not be downloaded. */
export const loadErrorCopy = {
  pageTitle: 'This page did not finish loading',
  pageIntro:
    'Part of this page could not be downloaded, perhaps because the connection dropped or the site has just been updated.',
  reload: 'Reload the page',
  section: 'This part of the page could not be loaded. Reload the page to try again.',
} as const;
