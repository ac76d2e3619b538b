/**
 * The folders `npm run build` writes for one output folder (DIST_DIR, dist/
 * by default): the site itself and, beside it and never deployed with it,
 * the build manifest (-meta), the registration form's server code
 * (-server), the staff console (-staff) and the prerender's server build
 * (-ssr, removed again once the pages are written). A test that builds into
 * a folder of its own removes them all with buildFolders().
 */
const trimmed = (root: string) => root.replace(/\/+$/, '');

export const metaDir = (root: string) => `${trimmed(root)}-meta`;
export const formBundleDir = (root: string) => `${trimmed(root)}-server`;
export const staffDir = (root: string) => `${trimmed(root)}-staff`;
export const prerenderDir = (root: string) => `${trimmed(root)}-ssr`;

export function buildFolders(root: string): string[] {
  return [trimmed(root), metaDir(root), formBundleDir(root), staffDir(root), prerenderDir(root)];
}

/** The build prints each of its steps on a line of its own after this (server/site/site-builds.ts reads them). */
export const BUILD_STEP_PREFIX = 'Step: ';
