import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { leanPreloadsPlugin } from './scripts/lib/lean-preloads.ts';
import { HYDRATION_CHUNK_NAME } from './scripts/lib/vite-manifest.ts';

/**
 * DIST_DIR lets two builds live side by side (for example a benchmark build);
 * it defaults to dist/.
 */
const outDir = process.env.DIST_DIR || 'dist';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * React Router's package exports point only at its development build (with
 * its warnings); it ships a production build beside it, which production
 * bundles use instead.
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs'),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fromRoot('./node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

/**
 * LAYOUT_FILE builds the floor plan from another units file (such as a
 * generated two-floor layout) in place of data/units.json; scripts/build.ts
 * checks the same file before building.
 */
const layoutAlias = process.env.LAYOUT_FILE
  ? [{ find: /^(\.\.\/)+data\/units\.json$/, replacement: resolve(process.env.LAYOUT_FILE) }]
  : [];

/**
 * SITE_FACTS_DIR builds the pages from another folder of the owner's facts
 * (a draft, say) in place of data/site/; scripts/build.ts checks the same
 * folder before building.
 */
const siteFactsAlias = process.env.SITE_FACTS_DIR
  ? [
      {
        find: /^(\.\.\/)+data\/site\/([a-z-]+\.json)$/,
        replacement: `${resolve(process.env.SITE_FACTS_DIR)}/$2`,
      },
    ]
  : [];

/**
 * The client build's entries. `index` is every public page (index.html, whose
 * script is src/main.tsx); `styles` is never loaded by a page and exists so
 * that the stylesheet holds the rules of the parts that are never hydrated
 * (src/styles/all-styles.ts). Another entry (another HTML file) goes here.
 */
const clientEntries = {
  index: fromRoot('./index.html'),
  styles: fromRoot('./src/styles/all-styles.ts'),
};

const preloads = leanPreloadsPlugin(HYDRATION_CHUNK_NAME);

/**
 * The content modules import the owner's facts as Node reads JSON (a default
 * import with the json attribute, then destructured), so Node and the browser
 * tests' loader can load them. For the bundles the same imports are written as
 * named imports, which the bundler turns into constants it can inline: each
 * figure is said once, and no page's start-up script grows with the data.
 */
const SITE_FACTS_IMPORT =
  /import (\w+) from '(\.\.\/\.\.\/data\/site\/[a-z-]+\.json)' with \{ type: 'json' \};\s*const \{([^}]*)\} = \1;/g;
const siteFactsNamedImports = {
  name: 'site-facts-named-imports',
  enforce: 'pre' as const,
  transform(code: string, id: string) {
    if (!id.includes('/src/content/') || !code.includes('/data/site/')) return null;
    const named = code.replace(SITE_FACTS_IMPORT, (_, _name, source: string, names: string) => {
      const list = names.replace(/(\w+)\s*:\s*(\w+)/g, '$1 as $2');
      return `import {${list}} from '${source}';`;
    });
    return named === code ? null : { code: named, map: null };
  },
};

export default defineConfig(({ command }) => ({
  plugins: [siteFactsNamedImports, react(), preloads.plugin],
  // The year the site was built: what the prerendered footer shows until the
  // client swaps in the visitor's year.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: [
      { find: '@', replacement: fromRoot('./src') },
      ...(command === 'build' ? reactRouterProduction : []),
      ...layoutAlias,
      ...siteFactsAlias,
    ],
  },
  build: {
    outDir,
    manifest: true,
    // The styles entry's exports must survive tree shaking, or its stylesheets are dropped with them.
    rollupOptions: {
      input: clientEntries,
      preserveEntrySignatures: 'exports-only',
      output: {
        // What every island needs travels as one file, which the entry fetches
        // when the first island is due: React, React DOM and the scheduler, the
        // code that hydrates an island, and the one store (zustand, the slices
        // but the calculator's, the paths and facts they read). As one file
        // they are smaller gzipped than as several: 1.7 KB for React's four,
        // and 0.6 KB more on each page with islands for the rest. The build
        // scripts find it by its name (scripts/lib/vite-manifest.ts).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|zustand)[\\/]|src[\\/](app[\\/]hydrate-island\.tsx|store[\\/](?!calculator-slice)|config[\\/]paths\.ts|content[\\/]facts\.ts)/,
              priority: 2,
            },
          ],
        },
      },
    },
    // One small stylesheet for the whole site: the prerender inlines it into
    // every page, so the first paint waits for no CSS request.
    cssCodeSplit: false,
    // Every browser the site supports preloads modules itself. Which files a
    // lazy import asks for ahead: scripts/lib/lean-preloads.ts.
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    target: 'es2022',
  },
  css: {
    // Lightning CSS handles CSS modules, `composes` from another module included
    // (components/card-grid), in one pass with the minifier.
    transformer: 'lightningcss',
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    globalSetup: ['./scripts/lib/form-bundle-setup.ts'],
    restoreMocks: true,
    // Three files at a time on two cores. Vitest's default there is one, and
    // most of the slow files wait on servers, builds and scripts they started
    // and on the mail server: one at a time took 345 s here, two 219 s (when
    // the suite was smaller); three keep the cores busier still.
    maxWorkers: 3,
  },
}));
