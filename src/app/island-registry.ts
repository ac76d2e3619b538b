import type { ComponentType } from 'react';
import type { IslandProps } from '@/components/island/island';

export type IslandModule = { default: ComponentType<IslandProps> };

/**
 * Every island's code, one lazily loaded chunk per file in src/app/islands/
 * (the file's name is the island's name). The browser loads only the
 * islands the page declares, when their strategy says; the prerender loads
 * them all to check each declaration against its file.
 */
const islandModules = import.meta.glob<IslandModule>('./islands/*.tsx');

/** The loader of island `name`, or undefined for a name with no file. */
export function islandLoader(name: string): (() => Promise<IslandModule>) | undefined {
  return islandModules[`./islands/${name}.tsx`];
}
