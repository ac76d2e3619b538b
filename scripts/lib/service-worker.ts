/**
 * The service worker the build writes to dist/sw.js. Its source is generated
 * with the build's own file lists, so each deployment has its own version:
 * - install: only the shell (the entry, the hydration chunk and their
 *   imports, the stylesheet) and the offline page;
 * - the visitor's routes: each page posts the path it shows once the worker
 *   is active, and again after every client-side navigation (see
 *   src/app/register-service-worker.ts). The worker then keeps that route's
 *   page and every chunk the route can load, its lazy ones included (the
 *   floor plan on /size-guide), from the list the build took from Vite's
 *   manifest. So a first visit costs the page the visitor came to and no
 *   other, and a route seen once, even through a client-side link, opens
 *   offline. The page says which route it shows (rather than the worker
 *   guessing from what it saw fetched) because on a first visit the page's
 *   own files load before the worker exists;
 * - files under /assets/ (hashed, never change): cache first, kept when first
 *   used;
 * - pages: network first, kept by path (a query such as the calculator's
 *   list gives the same prerendered HTML), at most PAGE_CACHE_LIMIT; without
 *   a connection, the copy kept, then the offline page;
 * - files under /media/: stale-while-revalidate with the age the response
 *   headers give media (MEDIA_MAX_AGE_SECONDS, from lib/header-rules.ts):
 *   a copy younger than that is served as it is; an older one is served at
 *   once and replaced from the server in the background, so a picture
 *   re-rendered under the same name is seen on the next view after a day;
 *   at most MEDIA_CACHE_LIMIT entries;
 * - anything else (POSTs, /api/, the owner's console under /staff, other
 *   origins such as widgets and maps):
 *   left to the network, never cached.
 * A new version installs its shell, takes over at once (skipWaiting and
 * clients.claim) and deletes the caches of older versions except the asset
 * cache of the one before it, so a page still open from the old version can
 * keep loading its own chunks; pages are network first, so the next
 * navigation gets the new HTML together with its own assets.
 */
import { ROUTE_SHOWN_MESSAGE, SERVICE_WORKER_URL } from '../../src/config/service-worker.ts';
import { cacheControl } from './header-rules.ts';
import {
  CLIENT_ENTRY,
  hydrationChunk,
  type Manifest,
  type PageIslands,
  pageAssets,
  staticClosure,
} from './vite-manifest.ts';

export const SERVICE_WORKER_PATH = SERVICE_WORKER_URL;
export const OFFLINE_PAGE = '/offline.html';
export const MEDIA_CACHE_LIMIT = 60;
/** The site has a dozen pages: room for all of them, a bound on anything else. */
export const PAGE_CACHE_LIMIT = 30;
/** The cache of media files; it outlives versions, as the files keep their names. */
export const MEDIA_CACHE = 'media';

/** The max-age of the Cache-Control the server sends with media, in seconds. */
export const MEDIA_MAX_AGE_SECONDS = maxAgeSeconds(cacheControl.media);

function maxAgeSeconds(header: string): number {
  const seconds = /(?:^|[\s,])max-age=(\d+)/.exec(header)?.[1];
  if (seconds === undefined) throw new Error(`No max-age in the Cache-Control "${header}".`);
  return Number(seconds);
}

export type ServiceWorkerBuild = {
  /** Changes with every build whose files differ. */
  version: string;
  /** Same-origin URLs installed with the worker: the shell and the offline page. */
  precache: readonly string[];
  /** Each route's path and the files it can load beyond the shell. */
  routes: Readonly<Record<string, readonly string[]>>;
};

/**
 * The worker's file lists, from Vite's manifest: the shell every page needs
 * (the entry, the hydration chunk, their imports and the stylesheet), and for
 * each route's path the files it can load beyond the shell (its islands).
 * `paths` maps route ids to paths, as the route table does; `islands` gives
 * each path's islands, as the prerender recorded them.
 */
export function serviceWorkerFiles(
  manifest: Manifest,
  paths: Readonly<Record<string, string>>,
  islands: Readonly<Record<string, PageIslands>>,
): { shell: string[]; routes: Record<string, string[]> } {
  const url = (file: string) => `/${file}`;
  const shellKeys = new Set(staticClosure(manifest, CLIENT_ENTRY));
  for (const k of staticClosure(manifest, hydrationChunk(manifest))) shellKeys.add(k);
  const eager = {
    js: [...shellKeys].map((k) => manifest[k]?.file ?? ''),
    css: [...shellKeys].flatMap((k) => manifest[k]?.css ?? []),
  };
  // With one site-wide stylesheet (cssCodeSplit off) the manifest lists it as an entry of its own.
  const stylesheets = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.css'));
  const shell = [...new Set([...eager.js, ...eager.css, ...stylesheets])].map(url);
  const routes = Object.fromEntries(
    Object.values(paths).map((path) => {
      const { js, css } = pageAssets(manifest, islands[path] ?? []);
      return [path, [...js, ...css].map(url).filter((file) => !shell.includes(file))];
    }),
  );
  return { shell, routes };
}

/** The worker's JavaScript text. */
export function serviceWorkerSource({ version, precache, routes }: ServiceWorkerBuild): string {
  return `// Generated by the build: do not edit.
const VERSION = ${JSON.stringify(version)};
const PRECACHE = ${JSON.stringify(precache)};
const ROUTES = ${JSON.stringify(routes)};
const OFFLINE_PAGE = ${JSON.stringify(OFFLINE_PAGE)};
const ROUTE_SHOWN_MESSAGE = ${JSON.stringify(ROUTE_SHOWN_MESSAGE)};
const MEDIA_CACHE_LIMIT = ${MEDIA_CACHE_LIMIT};
const PAGE_CACHE_LIMIT = ${PAGE_CACHE_LIMIT};
const MEDIA_MAX_AGE_MS = ${MEDIA_MAX_AGE_SECONDS * 1000};
// When the worker stored a media file (milliseconds since 1970), on its cached copy.
const STORED_AT = 'x-sw-stored-at';
const ASSETS = 'assets-' + VERSION;
const PAGES = 'pages-' + VERSION;
const MEDIA = ${JSON.stringify(MEDIA_CACHE)};

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(ASSETS).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // caches.keys() lists caches in the order they were made.
      const names = await caches.keys();
      const keep = new Set([ASSETS, PAGES, MEDIA]);
      // The asset cache of the version this one replaces stays, for pages still open.
      const olderAssets = names.filter((n) => n.startsWith('assets-') && n !== ASSETS);
      if (olderAssets.length > 0) keep.add(olderAssets[olderAssets.length - 1]);
      await Promise.all(names.filter((n) => !keep.has(n)).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

/** A whole answer from this site that the server allows to be stored (never one marked no-store). */
const keepable = (response) =>
  response.status === 200
  && response.type === 'basic'
  && !/(^|,)\\s*no-store\\s*(,|$)/i.test(response.headers.get('cache-control') || '');

/** A page's key: its path, without the query. */
const pageKey = (url) => new URL(new URL(url).pathname, self.location.origin).href;

/** Drops the oldest entries (keys() lists them in the order they were stored) beyond \`limit\`. */
async function trim(cache, limit) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((k) => cache.delete(k)));
}

async function keepPage(key, response) {
  const cache = await caches.open(PAGES);
  await cache.put(key, response);
  await trim(cache, PAGE_CACHE_LIMIT);
}

/** Keeps the page at \`path\` and every file its route can load, fetching only what is missing. */
async function keepRoute(path) {
  const assets = await caches.open(ASSETS);
  const stored = await Promise.all(ROUTES[path].map((file) => assets.match(file)));
  const missing = ROUTES[path].filter((_, i) => !stored[i]);
  const key = pageKey(new URL(path, self.location.origin));
  const page = (await caches.open(PAGES).then((cache) => cache.match(key)))
    ? null
    : fetch(path).then((response) => (keepable(response) ? keepPage(key, response) : null));
  await Promise.all([missing.length > 0 ? assets.addAll(missing) : null, page]);
}

self.addEventListener('message', (event) => {
  const { data } = event;
  if (!data || data.type !== ROUTE_SHOWN_MESSAGE || !Object.hasOwn(ROUTES, data.path)) return;
  // Without a connection what is missing stays missing; the next visit tries again.
  event.waitUntil(keepRoute(data.path).catch(() => undefined));
});

async function cacheFirst(event, request) {
  const cached = await caches.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (keepable(response)) {
    event.waitUntil(caches.open(ASSETS).then((cache) => cache.put(request, response.clone())));
  }
  return response;
}

async function networkFirstPage(event, request) {
  const key = pageKey(request.url);
  try {
    const response = await fetch(request);
    if (keepable(response)) event.waitUntil(keepPage(key, response.clone()));
    return response;
  } catch (error) {
    const cached = (await caches.open(PAGES).then((cache) => cache.match(key)))
      || (await caches.match(OFFLINE_PAGE));
    if (cached) return cached;
    throw error;
  }
}

/** Fetches a media file and stores a copy marked with the time it was stored. */
async function fetchMedia(event, request, init) {
  const response = await fetch(request, init);
  if (keepable(response)) {
    const headers = new Headers(response.headers);
    headers.set(STORED_AT, String(Date.now()));
    const copy = new Response(response.clone().body, { status: 200, headers });
    event.waitUntil(
      caches.open(MEDIA).then(async (cache) => {
        await cache.put(request, copy);
        await trim(cache, MEDIA_CACHE_LIMIT);
      }),
    );
  }
  return response;
}

async function staleWhileRevalidate(event, request) {
  const cached = await caches.open(MEDIA).then((cache) => cache.match(request, { ignoreSearch: true }));
  if (!cached) return fetchMedia(event, request);
  const age = Date.now() - Number(cached.headers.get(STORED_AT));
  if (!(age >= 0 && age < MEDIA_MAX_AGE_MS)) {
    // The browser's own cache holds the file for the same age: ask the server.
    const fresh = new Request(request.url, { cache: 'no-cache' });
    event.waitUntil(fetchMedia(event, fresh).catch(() => undefined));
  }
  return cached;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) return;
  // The owner's console (bundled server only) is never kept: its pages hold personal data.
  if (url.pathname === '/staff' || url.pathname.startsWith('/staff/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(event, request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(event, request));
  } else if (url.pathname.startsWith('/media/') && !request.headers.has('range')) {
    event.respondWith(staleWhileRevalidate(event, request));
  }
});
`;
}
