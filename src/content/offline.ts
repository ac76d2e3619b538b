/** The page the service worker shows for a page that was never visited, when there is no connection. */
export const offlineContent = {
  headTitle: 'You are offline | Widnes Self Storage',
  title: 'You are offline',
  intro:
    'This page has not been saved on this device yet, and there is no connection right now. Pages you have already visited still open without a signal.',
  linksHeading: 'Pages you may have saved',
  retry: 'When you are back online, reload this page to see it.',
} as const;
