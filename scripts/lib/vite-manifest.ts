/**
 * Reading Vite's build manifest: which files a route needs before it can run
 * (the entry, the route's own chunk and their static imports). Used by the
 * prerender (to add modulepreload links), by the size report and by the
 * service worker's list of each route's files.
 */
export type ManifestChunk = {
  file: string;
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
  return `${distDir}-meta/manifest.json`;
}

/** The client entry is index.html, which loads src/main.tsx. */
export const CLIENT_ENTRY = 'index.html';
/**
 * React and the app, which the entry imports once the page has loaded (see
 * src/main.tsx). Deferred, but still needed before the page is interactive.
 */
export const HYDRATION_CHUNK = 'src/app/hydrate.tsx';

/** The source file of a route module, from its id in the route table. */
export function routeSource(routeId: string): string {
  return `src/routes/${routeId.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.tsx`;
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
 * Files a visitor downloads before the route is interactive: the entry, the
 * hydration chunk and the route's chunk, each with its static imports.
 */
export function eagerAssets(manifest: Manifest, routeKey: string | null): RouteAssets {
  const keys = new Set(staticClosure(manifest, CLIENT_ENTRY));
  const roots = [manifest[HYDRATION_CHUNK] ? HYDRATION_CHUNK : null, routeKey];
  for (const root of roots) if (root) for (const k of staticClosure(manifest, root)) keys.add(k);
  return assetsOf(manifest, keys);
}

/**
 * Every file the route at `routeKey` can load, beyond `eagerAssets`: the
 * chunks its own code imports lazily (the floor plan on /size-guide, the
 * calculator on /calculator), each with its static imports, and theirs in
 * turn. The shell's lazy imports (the hydration chunk's, which are the other
 * routes) are not followed, so no route reaches another route's code.
 */
export function routeAssets(manifest: Manifest, routeKey: string): RouteAssets {
  const shell = new Set(staticClosure(manifest, CLIENT_ENTRY));
  if (manifest[HYDRATION_CHUNK])
    for (const k of staticClosure(manifest, HYDRATION_CHUNK)) shell.add(k);
  // The shell's chunks are counted from the start, so their lazy imports are never followed.
  const keys = new Set(shell);
  const visit = (root: string) => {
    for (const k of staticClosure(manifest, root)) {
      if (keys.has(k)) continue;
      keys.add(k);
      for (const lazy of manifest[k]?.dynamicImports ?? []) visit(lazy);
    }
  };
  visit(routeKey);
  return assetsOf(manifest, keys);
}
