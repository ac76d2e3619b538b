/**
 * Production build: the client bundle, a server bundle for rendering, then a
 * prerendered HTML file per route (with its own head tags), 404.html,
 * sitemap.xml, robots.txt and the _headers file for static hosts.
 *
 * First of all it checks the floor-plan layout (data/units.json, or the file
 * LAYOUT_FILE names) as layout:validate does: with any problem it lists them,
 * exits 1 and writes nothing; advice (small units) is printed and the build
 * goes on. Then it checks the owner's facts (data/site/, or the folder
 * SITE_FACTS_DIR names) against their schema: a bad field stops the build,
 * named with its label and the rule it breaks, before anything is written.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { BUILD_STEP_PREFIX, prerenderDir, staffDir } from './lib/build-folders.ts';
import { criticalCss } from './lib/critical-css.ts';
import { buildFormBundle } from './lib/form-bundle.ts';
import { formatHeadersFile, headerRules } from './lib/header-rules.ts';
import { fillTemplate, splitHoisted } from './lib/html.ts';
import { checkLayoutBeforeBuild } from './lib/layout-file.ts';
import { offlinePageBody } from './lib/offline-page.ts';
import { type PageIslands, writeIslandsFile } from './lib/page-islands.ts';
import { precompress } from './lib/precompress.ts';
import { readManifest } from './lib/route-sizes.ts';
import {
  OFFLINE_PAGE,
  SERVICE_WORKER_PATH,
  serviceWorkerFiles,
  serviceWorkerSource,
} from './lib/service-worker.ts';
import { readSiteFactsOrThrow, siteFactsDir } from './lib/site-facts-file.ts';
import { staffViteConfig } from './lib/staff-vite-config.ts';
import { manifestFile } from './lib/vite-manifest.ts';

const outDir = resolve(process.env.DIST_DIR || 'dist');
const ssrDir = prerenderDir(outDir);
const NOT_FOUND_URL = '/this-page-does-not-exist';
/** The layout the floor plan is built with; vite.config.ts points the app's import at the same file. */
const layoutFile = process.env.LAYOUT_FILE || 'data/units.json';

type ServerEntry = typeof import('../src/entry-server.tsx');

/** One step of the build, as a line of its own: the console shows these while it publishes. */
const step = (text: string) => console.log(`${BUILD_STEP_PREFIX}${text}`);

/** SITE_ONLY=1: the site and its server bundle only (a version the console publishes reuses the console's own build). */
const siteOnly = process.env.SITE_ONLY === '1';

async function buildBundles() {
  step('Building the pages’ scripts and styles');
  await build({ logLevel: 'warn' });
  await build({
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, manifest: false, emptyOutDir: true },
  });
  // The owner's console: its own bundle beside the site, never inside it.
  if (!siteOnly) await build(staffViteConfig(staffDir(outDir)));
  // The server's bundle beside the site too: the registration form for its
  // no-JavaScript pages, and the emails' words from the same facts as the pages.
  await buildFormBundle(outDir);
}

async function writeFileEnsuringDir(file: string, content: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

async function prerender(server: ServerEntry) {
  const template = await readFile(join(outDir, 'index.html'), 'utf8');
  const cssFile = template.match(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/)?.[1];
  const inlineCss = cssFile ? await readFile(join(outDir, cssFile), 'utf8') : null;

  const pages: [url: string, file: string][] = Object.values(server.paths).map((path) => [
    path,
    join(outDir, path, 'index.html'),
  ]);
  pages.push([NOT_FOUND_URL, join(outDir, '404.html')]);

  const islandsByPath: Record<string, PageIslands> = {};
  for (const [url, file] of pages) {
    const { head, body, islands } = await renderPage(server, url);
    islandsByPath[url] = islands;
    // Each page inlines the rules its own HTML uses (see lib/critical-css.ts).
    const pageCss =
      inlineCss && criticalCss(inlineCss, fillTemplate(template, { head, body, inlineCss: '' }));
    await writeFileEnsuringDir(
      file,
      fillTemplate(template, { head, body, inlineCss: pageCss, partial: true }),
    );
  }
  await writeFile(join(outDir, OFFLINE_PAGE), offlinePage(template, inlineCss));
  return islandsByPath;
}

/**
 * One page's HTML: the page, with each island's own render in its marker's
 * place, and every head tag React hoisted (the page's and the islands') for
 * the <head>.
 */
async function renderPage(server: ServerEntry, url: string) {
  const { page, islands } = await server.render(url);
  const { head, body } = splitHoisted(page);
  const heads = [head];
  let filled = body;
  for (const island of islands) {
    const own = splitHoisted(island.html);
    if (own.head) heads.push(own.head);
    const marker = server.islandMarker(island.id);
    if (!filled.includes(marker)) throw new Error(`The page ${url} has no place for ${island.id}.`);
    filled = filled.replace(marker, () => own.body);
  }
  const declared = islands.map(({ name, strategy }) => ({ name, strategy }));
  return { head: heads.join('\n    '), body: filled, islands: declared };
}

/** The offline page: the site's head and styles, a static body and no script (nothing to hydrate). */
function offlinePage(template: string, inlineCss: string | null): string {
  const { head, body } = offlinePageBody();
  const html = fillTemplate(template, { head, body, inlineCss });
  return html.replace(/\s*<script type="module"[^>]*><\/script>/g, '');
}

/**
 * dist/sw.js: installs the shell and the offline page, and knows each route's
 * files from Vite's manifest; versioned by the content of every asset, the
 * offline page and the worker's own code. Runs after moveManifestOut.
 */
async function writeServiceWorker(server: ServerEntry, islands: Record<string, PageIslands>) {
  const assets = (await readdir(join(outDir, 'assets'))).sort().map((name) => `/assets/${name}`);
  const offline = await readFile(join(outDir, OFFLINE_PAGE), 'utf8');
  const { shell, routes } = serviceWorkerFiles(readManifest(outDir), server.paths, islands);
  const precache = [...shell, OFFLINE_PAGE];
  const version = createHash('sha256')
    .update(assets.join('\n'))
    .update(offline)
    .update(serviceWorkerSource({ version: '', precache, routes }))
    .digest('hex')
    .slice(0, 12);
  await writeFile(
    join(outDir, SERVICE_WORKER_PATH),
    serviceWorkerSource({ version, precache, routes }),
  );
}

/** Moves Vite's manifest out of the deployed folder (the size report and budgets read it there). */
async function moveManifestOut() {
  const target = manifestFile(outDir);
  await rm(dirname(target), { recursive: true, force: true });
  await mkdir(dirname(target), { recursive: true });
  await rename(join(outDir, '.vite', 'manifest.json'), target);
  await rm(join(outDir, '.vite'), { recursive: true, force: true });
}

async function writeSiteFiles(server: ServerEntry) {
  const origin = server.site.origin;
  const urls = Object.values(server.paths)
    .map((p) => `  <url><loc>${origin}${p}</loc></url>`)
    .join('\n');
  await writeFile(
    join(outDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  await writeFile(
    join(outDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
  );
  const rules = headerRules(server.securityHeaders(server.thirdParty), Object.values(server.paths));
  await writeFile(join(outDir, '_headers'), formatHeadersFile(rules));
}

async function main() {
  const started = performance.now();
  if (!(await checkLayoutBeforeBuild(layoutFile))) {
    process.exitCode = 1;
    return;
  }
  const factsDir = siteFactsDir();
  step('Checking the facts');
  try {
    readSiteFactsOrThrow(factsDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(`The build stopped before writing anything: fix ${factsDir} first.`);
    process.exitCode = 1;
    return;
  }
  await buildBundles();
  const server = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
  step('Writing the pages');
  const islands = await prerender(server);
  const count = Object.keys(islands).length;
  await writeSiteFiles(server);
  await moveManifestOut();
  await writeIslandsFile(outDir, islands);
  await writeServiceWorker(server, islands);
  step('Compressing the files');
  // Last, so the worker's list and version never see the compressed copies. Their manifest goes
  // beside Vite's (never deployed): the bundled server sends only the copies it names.
  const { failed, unsaved } = await precompress(outDir);
  const problems = unsaved ? [...failed, unsaved] : failed;
  if (problems.length > 0) throw new Error(`Compressing the site failed: ${problems.join('; ')}`);
  await rm(ssrDir, { recursive: true, force: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Built ${count} pages into ${outDir} in ${seconds} s.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
