/**
 * Which islands each prerendered page declares (name and strategy), as the
 * prerender met them. Kept beside Vite's manifest, outside the deployed
 * folder: the size report, the budgets and the service worker's lists of
 * each page's files read it with the manifest.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { manifestFile, type PageIslands } from './vite-manifest.ts';

export type { PageIslands };

export function islandsFile(distDir: string): string {
  return `${dirname(manifestFile(distDir))}/islands.json`;
}

export async function writeIslandsFile(
  distDir: string,
  islands: Readonly<Record<string, PageIslands>>,
): Promise<void> {
  const file = islandsFile(distDir);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(islands, null, 2)}\n`);
}

/** Page path → its islands, from the last build. */
export function readIslandsFile(distDir: string): Record<string, PageIslands> {
  return JSON.parse(readFileSync(islandsFile(distDir), 'utf8')) as Record<string, PageIslands>;
}
