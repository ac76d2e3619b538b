import { paths, routeIds } from '../../src/config/paths.ts';
import { pageIntros } from '../../src/content/page-intros.ts';
import { site } from '../../src/content/site.ts';
import { headData } from '../../src/seo/head-data.ts';

/** Every route with what its page should show, read from the same modules the site uses. */
export const allRoutes = routeIds.map((id) => ({
  id,
  path: paths[id],
  title: headData[id].title,
  description: headData[id].description,
  h1: pageIntros[id].title,
}));

/** The origin the build was made with (the default in src/content/site.ts unless VITE_SITE_ORIGIN is set). */
export const SITE_ORIGIN = process.env.VITE_SITE_ORIGIN || site.origin;
