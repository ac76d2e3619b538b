/**
 * The speculation rules every page carries: when the visitor holds the
 * pointer over a link to another page of the site, or presses on it
 * (eagerness "moderate"), the browser prerenders that page, so it shows at
 * once when the click lands. Never for /api/ (the registration endpoint and
 * its confirmation pages, which change or reveal state) nor for a link that
 * opts out with data-no-prerender, downloads, or opens another tab.
 * Browsers without speculation rules ignore the script.
 */
export const speculationRules = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/api/*' } },
          { not: { selector_matches: '[data-no-prerender], [download], [target="_blank"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;
