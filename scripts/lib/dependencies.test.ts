// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importSpecifiers } from './layers.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The package an import specifier names: `@scope/name` or `name`, without a path inside it. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Every package imported by the code (tests left out) under src/, server/ and scripts/. */
function importedPackages(): Set<string> {
  const packages = new Set<string>();
  for (const folder of ['src', 'server', 'scripts']) {
    for (const entry of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })) {
      if (!/\.(ts|tsx|mts)$/.test(entry) || /\.test\.tsx?$/.test(entry)) continue;
      for (const specifier of importSpecifiers(readFileSync(join(root, folder, entry), 'utf8')))
        if (!specifier.startsWith('.') && !specifier.startsWith('@/'))
          packages.add(packageOf(specifier));
    }
  }
  return packages;
}

describe('dependencies', () => {
  it('are each imported by the site, the server or a script: none sits unused', () => {
    const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const imported = importedPackages();
    expect(imported.has('react')).toBe(true);
    expect(Object.keys(dependencies).filter((name) => !imported.has(name))).toEqual([]);
  });
});
