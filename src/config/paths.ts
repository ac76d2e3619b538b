/** The route table: every path is written here once and read everywhere else. */
export const paths = {
  home: '/',
  personal: '/personal',
  business: '/business',
  container: '/container',
  safetyDepositBoxes: '/safety-deposit-boxes',
  calculator: '/calculator',
  sizeGuide: '/size-guide',
  about: '/about',
  register: '/register',
  privacy: '/privacy',
  terms: '/terms',
  accessibility: '/accessibility',
} as const;

export type RouteId = keyof typeof paths;

export const routeIds = Object.keys(paths) as RouteId[];
