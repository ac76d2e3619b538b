/**
 * The server's bundle, built with the facts of the site beside it:
 *
 * - the registration form (src/entry-form.tsx, entry-form.js): the same
 *   React form as the register page, with its CSS module class names as the
 *   site's stylesheet has them, rendered by the server into the pages it
 *   answers a form posted without JavaScript with;
 * - the mail content (server/mail/mail-content.ts, entry-mail.js): every
 *   message whose words come from the owner's facts, so that a site built
 *   from other facts (SITE_FACTS_DIR) sends emails that say what its pages
 *   say.
 *
 * Built with every package inside into its own folder beside the site
 * (dist-server/, or DIST_DIR-server), which a static host never receives.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { MailContent } from '../../server/mail/mail-content.ts';
import { formBundleDir } from './build-folders.ts';

export type FormBundle = typeof import('../../src/entry-form.tsx');

/** The bundle's entries, by the name of the file each is written to. */
const ENTRIES = {
  'entry-form': 'src/entry-form.tsx',
  'entry-mail': 'server/mail/mail-content.ts',
};

/**
 * Sets the bundle's entries in place of the project's client entries:
 * Vite merges the entries given to build() with its config's rather than
 * replacing them.
 */
const serverEntries = {
  name: 'server-bundle-entries',
  options: (options: object) => ({ ...options, input: ENTRIES }),
};

/** Builds the bundle into the folder beside the site in `root` (run from the project's root). */
export async function buildFormBundle(root: string) {
  await build({
    logLevel: 'warn',
    publicDir: false,
    plugins: [serverEntries],
    ssr: { noExternal: true },
    // React's production build only, minified: the server parses the bundle at every start.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: true,
      outDir: formBundleDir(root),
      emptyOutDir: true,
      manifest: false,
      minify: true,
      rollupOptions: { output: { entryFileNames: '[name].js' } },
    },
  });
}

/** Imports one entry of the bundle built for the site in `root`; a clear error if it was never built. */
async function loadEntry(root: string, entry: keyof typeof ENTRIES, what: string) {
  const file = join(formBundleDir(root), `${entry}.js`);
  try {
    return await import(pathToFileURL(file).href);
  } catch (error) {
    throw new Error(
      `${what} ${file} could not be loaded: run npm run build. (${(error as Error).message})`,
    );
  }
}

/** Loads the registration form built for the site in `root`. */
export async function loadFormBundle(root: string): Promise<FormBundle> {
  return (await loadEntry(
    root,
    'entry-form',
    "The registration form's server bundle",
  )) as FormBundle;
}

/** Loads the mail content built with the facts of the site in `root`. */
export async function loadMailContent(root: string): Promise<MailContent> {
  const bundle = (await loadEntry(root, 'entry-mail', 'The mail content bundle')) as {
    // The bundle's "static" content is the one its build's facts made.
    staticMailContent: MailContent;
  };
  return bundle.staticMailContent;
}
