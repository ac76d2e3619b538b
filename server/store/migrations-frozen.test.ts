// @vitest-environment node
/**
 * A released migration must do tomorrow what it did the day it ran: it
 * imports nothing from the application (whose code moves on), only Kysely
 * and Node's own modules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = join(import.meta.dirname, 'migrations');

/** Every module specifier a file imports or re-exports, static or dynamic. */
function importedModules(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gm),
    ...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...source.matchAll(/\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return specifiers.map((m) => m[1] ?? '');
}

const allowed = (specifier: string) => specifier === 'kysely' || specifier.startsWith('node:');

describe('migrations', () => {
  it('finds what a file imports, however it is written', () => {
    expect(
      importedModules(
        "import type { Kysely } from 'kysely';\nimport {\n  a,\n} from '../a.ts';\nexport { b } from './b.ts';\nconst c = await import('../c.ts');",
      ),
    ).toEqual(['kysely', '../a.ts', './b.ts', '../c.ts']);
  });

  const files = readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

  it.each(files)('%s imports nothing from the application', (file) => {
    const imports = importedModules(readFileSync(join(folder, file), 'utf8'));
    expect(imports.filter((specifier) => !allowed(specifier))).toEqual([]);
  });
});
