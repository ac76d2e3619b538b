/**
 * Reading Vite's build manifest: which files a route needs before it can run
 * (the entry, the route's own chunk and their static imports). Used by the
 * prerender (to add modulepreload links), by the size report and by the
 * service worker's list of each route's files.
 */
import { metaDir } from './build-folders.ts';

export type ManifestChunk = {
  file: string;
  /** The chunk's name: its entry's, or a group's (vite.config.ts). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/**
 * Where the build keeps the client manifest: beside the output folder, not
 * in it, so the deployed site carries no build internals (scripts/build.ts
 * moves it out of `<outDir>/.vite/`).
 */
export function manifestFile(distDir: string): string {
  return `${metaDir(distDir)}/manifest.json`;
}

/** The client entry is index.html, which loads src/main.tsx. */
export const CLIENT_ENTRY = 'index.html';
/**
 * The chunk of React, the store and the code that hydrates one island
 * (src/app/hydrate-island.tsx), which the entry imports once the first
 * island is due (see src/app/island-boot.ts). vite.config.ts groups them as
 * one file, named `react`.
 */
export const HYDRATION_CHUNK_NAME = 'react';

/** The manifest key of the hydration chunk: the entry's lazy import named HYDRATION_CHUNK_NAME. */
export function hydrationChunk(manifest: Manifest): string {
  const key = manifest[CLIENT_ENTRY]?.dynamicImports?.find(
    (k) => manifest[k]?.name === HYDRATION_CHUNK_NAME,
  );
  if (!key) {
    throw new Error(`The build manifest has no lazy import named "${HYDRATION_CHUNK_NAME}".`);
  }
  return key;
}

/** The islands one prerendered page declares, as the prerender recorded them (scripts/lib/page-islands.ts). */
export type PageIslands = readonly { name: string; strategy: string }[];

/** The source file of island `name`, as the manifest names it (src/app/island-registry.ts). */
export function islandSource(name: string): string {
  return `src/app/islands/${name}.tsx`;
}

/** Manifest keys reached from `key` through static imports, `key` included. */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    const chunk = manifest[k];
    if (!chunk) throw new Error(`The build manifest has no entry "${k}".`);
    seen.add(k);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(key);
  return [...seen];
}

export type RouteAssets = { js: string[]; css: string[] };

/** The JavaScript files of the chunks `keys`, with the stylesheets they bring. */
function assetsOf(manifest: Manifest, keys: Iterable<string>): RouteAssets {
  const js: string[] = [];
  const css = new Set<string>();
  for (const k of keys) {
    const chunk = manifest[k] as ManifestChunk;
    js.push(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
  }
  return { js, css: [...css] };
}

/**
 * Files a visitor downloads before the page is interactive: the entry, and
 * when the page has islands hydrated at load, the hydration chunk and those
 * islands' chunks, each with its static imports. Islands hydrated later
 * (when idle, visible or first used) are not counted.
 */
export function eagerAssets(manifest: Manifest, islands: PageIslands): RouteAssets {
  const keys = new Set(staticClosure(manifest, CLIENT_ENTRY));
  const atLoad = islands.filter((island) => island.strategy === 'load');
  const roots =
    atLoad.length > 0 ? [hydrationChunk(manifest), ...atLoad.map((i) => islandSource(i.name))] : [];
  for (const root of roots) for (const k of staticClosure(manifest, root)) keys.add(k);
  return assetsOf(manifest, keys);
}

/**
 * Every file the page can load, beyond the entry's own: the hydration chunk
 * and each of its islands' chunks, with their static imports, and the chunks
 * they import lazily (the floor plan's drawing on /size-guide), and theirs in
 * turn. The entry's lazy imports (every island of the site) are not
 * followed, so no page reaches another page's islands.
 */
export function pageAssets(manifest: Manifest, islands: PageIslands): RouteAssets {
  const keys = new Set(staticClosure(manifest, CLIENT_ENTRY));
  const visit = (root: string) => {
    for (const k of staticClosure(manifest, root)) {
      if (keys.has(k)) continue;
      keys.add(k);
      for (const lazy of manifest[k]?.dynamicImports ?? []) visit(lazy);
    }
  };
  if (islands.length > 0) visit(hydrationChunk(manifest));
  for (const island of islands) visit(islandSource(island.name));
  return assetsOf(manifest, keys);
}
