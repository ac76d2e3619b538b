/**
 * Reading Vite's build manifest: which files a route needs before it can run
 * (the entry, the route's own chunk and their static imports). Used by the
 * prerender (to add modulepreload links) and by the size report.
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

/** The client entry is index.html, which loads src/main.tsx. */
export const CLIENT_ENTRY = 'index.html';

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

/** Files a visitor downloads before the route is interactive: the entry closure plus the route's. */
export function eagerAssets(manifest: Manifest, routeKey: string | null): RouteAssets {
  const keys = new Set(staticClosure(manifest, CLIENT_ENTRY));
  if (routeKey) for (const k of staticClosure(manifest, routeKey)) keys.add(k);
  const js: string[] = [];
  const css = new Set<string>();
  for (const k of keys) {
    const chunk = manifest[k] as ManifestChunk;
    js.push(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
  }
  return { js, css: [...css] };
}

/** Entries of the route chunk closure that the entry does not already load. */
export function routePreloads(manifest: Manifest, routeKey: string): string[] {
  const entry = new Set(staticClosure(manifest, CLIENT_ENTRY));
  return staticClosure(manifest, routeKey)
    .filter((k) => !entry.has(k))
    .map((k) => (manifest[k] as ManifestChunk).file);
}
