import { paths, routeIds } from '../../src/app/paths.ts';
import { pageIntros } from '../../src/content/page-intros.ts';
import { headData } from '../../src/seo/head-data.ts';

/** Every route with what its page should show, read from the same modules the site uses. */
export const allRoutes = routeIds.map((id) => ({
  id,
  path: paths[id],
  title: headData[id].title,
  description: headData[id].description,
  h1: pageIntros[id].title,
}));

export const SITE_ORIGIN = 'https://www.widnes-self-storage.co.uk';
