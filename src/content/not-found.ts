/** The not-found page's copy and head. Kept apart from the per-route modules because the layout (and so every first download) includes this page. */
export const notFoundContent = {
  title: 'Page not found',
  intro: 'Sorry, there is no page at this address. It may have moved, or the link may be mistyped.',
  linksHeading: 'Try one of these instead',
  headTitle: 'Page not found | Widnes Self Storage',
  description:
    'The page you were looking for is not here. Find storage in Widnes, UK from our main pages.',
} as const;
