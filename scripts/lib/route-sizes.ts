/**
 * What each route makes a visitor download before it is interactive, gzip
 * bytes: the entry and the islands hydrated at load with their static
 * imports (JS, see eagerAssets), and
 * the style rules the prerender inlined into the page's HTML (the page's own
 * part of the stylesheet; the whole stylesheet is fetched with React).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { partialStylesheet } from './html.ts';
import { readIslandsFile } from './page-islands.ts';
import { eagerAssets, type Manifest, manifestFile } from './vite-manifest.ts';

export type RouteSize = {
  route: string;
  path: string;
  jsFiles: string[];
  jsGzip: number;
  cssGzip: number;
  htmlGzip: number;
};

const gzipBytes = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(manifestFile(distDir), 'utf8')) as Manifest;
}

export function routeSizes(distDir: string, routes: Record<string, string>): RouteSize[] {
  const manifest = readManifest(distDir);
  const islands = readIslandsFile(distDir);
  return Object.entries(routes).map(([route, path]) => {
    const { js, css } = eagerAssets(manifest, islands[path] ?? []);
    const html = readFileSync(join(distDir, path, 'index.html'));
    const inlined = partialStylesheet(html.toString())?.css;
    // With one site-wide stylesheet the manifest may not tie it to a chunk.
    const cssFiles = css.length > 0 ? css : siteStylesheets(distDir);
    const cssBytes =
      inlined === undefined
        ? cssFiles.reduce((sum, f) => sum + gzipBytes(readFileSync(join(distDir, f))), 0)
        : gzipBytes(Buffer.from(inlined));
    return {
      route,
      path,
      jsFiles: js,
      jsGzip: js.reduce((sum, f) => sum + gzipBytes(readFileSync(join(distDir, f))), 0),
      cssGzip: cssBytes,
      htmlGzip: gzipBytes(html),
    };
  });
}

function siteStylesheets(distDir: string): string[] {
  return readdirSync(join(distDir, 'assets'))
    .filter((f) => f.endsWith('.css'))
    .map((f) => `assets/${f}`);
}

/** True when a built chunk contains Konva's code. */
export function containsKonva(distDir: string, file: string): boolean {
  return /\bKonva\b/.test(readFileSync(join(distDir, file), 'utf8'));
}
