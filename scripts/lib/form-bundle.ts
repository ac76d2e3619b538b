/**
 * The server's bundle of the registration form (src/entry-form.tsx): the
 * same React form as the register page, with its CSS module class names as
 * the site's stylesheet has them, rendered by the server into the pages it
 * answers a form posted without JavaScript with. Built with every package
 * inside into its own folder beside the site (dist-server/, or
 * DIST_DIR-server), which a static host never receives.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { formBundleDir } from './build-folders.ts';

export type FormBundle = typeof import('../../src/entry-form.tsx');

const ENTRY = 'entry-form.js';

/** Builds the bundle into the folder beside the site in `root` (run from the project's root). */
export async function buildFormBundle(root: string) {
  await build({
    logLevel: 'warn',
    publicDir: false,
    ssr: { noExternal: true },
    // React's production build only, minified: the server parses the bundle at every start.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'src/entry-form.tsx',
      outDir: formBundleDir(root),
      emptyOutDir: true,
      manifest: false,
      minify: true,
      rollupOptions: { output: { entryFileNames: ENTRY } },
    },
  });
}

/** Loads the bundle built for the site in `root`; a clear error if it was never built. */
export async function loadFormBundle(root: string): Promise<FormBundle> {
  const file = join(formBundleDir(root), ENTRY);
  try {
    return (await import(pathToFileURL(file).href)) as FormBundle;
  } catch (error) {
    throw new Error(
      `The registration form's server bundle ${file} could not be loaded: run npm run build. (${(error as Error).message})`,
    );
  }
}
