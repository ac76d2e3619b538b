/**
 * The direction imports may point in src/ (STYLE.md):
 * routes → features → components → store/hooks → layout → content → config,
 * with the app shell above the routes and the per-route head data (seo)
 * beside the features. A feature never imports another feature.
 *
 * The owner's console (src/staff/) is a page of its own, served on its own
 * origin: it may import the site's pure modules, but nothing of the public
 * site imports it. The types it shares with the server (src/staff-shared/,
 * what the console's API sends) import no package and nothing of the
 * console's UI, so the server reads them without the console's code.
 *
 * The facility's layout model (src/layout/) is plain TypeScript shared by
 * the visitor's plan and the layout scripts: it imports no package (no
 * React, no Konva) and nothing above it. scripts/ may import any pure module
 * of src/, but never the visitor's plan (features/floor-plan/): the plan's
 * benchmark harness, which renders the plan in a browser, is the one
 * exception.
 *
 * Pure: it reads no files. scripts/lib/layers.test.ts runs it over src/ and scripts/.
 */
import { posix } from 'node:path';

export const LAYERS = [
  'app',
  'routes',
  'seo',
  'features',
  'components',
  'store',
  'hooks',
  'layout',
  'content',
  'config',
  'styles',
  'staff',
  'staff-shared',
] as const;
export type Layer = (typeof LAYERS)[number];

/** What each layer may import, besides itself. */
const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  app: [
    'routes',
    'seo',
    'features',
    'components',
    'store',
    'hooks',
    'layout',
    'content',
    'config',
    'styles',
  ],
  routes: ['seo', 'features', 'components', 'store', 'hooks', 'layout', 'content', 'config'],
  seo: ['hooks', 'layout', 'content', 'config'],
  features: ['components', 'store', 'hooks', 'layout', 'content', 'config'],
  components: ['store', 'hooks', 'layout', 'content', 'config'],
  store: ['layout', 'content', 'config'],
  hooks: ['store', 'layout', 'content', 'config'],
  layout: ['content', 'config'],
  content: ['config'],
  config: [],
  styles: [],
  staff: [
    'staff-shared',
    'features',
    'components',
    'hooks',
    'layout',
    'content',
    'config',
    'styles',
  ],
  'staff-shared': ['features', 'layout', 'content', 'config'],
};

export type ModulePlace = { layer: Layer; feature: string | null };

/**
 * The layer of a file, from its path relative to src/ (for example
 * `features/floor-plan/unit-list.tsx`); the entries at the top of src/
 * belong to the app shell. null for anything outside these folders.
 */
export function placeOf(pathInSrc: string): ModulePlace | null {
  const parts = pathInSrc.split('/');
  if (parts.length === 1) return { layer: 'app', feature: null };
  const layer = LAYERS.find((name) => name === parts[0]);
  if (!layer) return null;
  return { layer, feature: layer === 'features' ? (parts[1] ?? null) : null };
}

/** The specifiers of every static and dynamic import and re-export in a module's source. */
export function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(pattern)) found.push(match[1] as string);
  return found;
}

/**
 * The path relative to src/ that a specifier points at, for `@/` and
 * relative specifiers; null for packages.
 */
export function resolveInSrc(fromPathInSrc: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.')) {
    const resolved = posix.normalize(posix.join(posix.dirname(fromPathInSrc), specifier));
    return resolved.startsWith('..') ? null : resolved;
  }
  return null;
}

export type LayerViolation = { from: string; to: string; reason: string };

/** Why importing `to` from `from` (both relative to src/) breaks the layering, or null. */
export function layerViolation(from: string, to: string): string | null {
  const a = placeOf(from);
  const b = placeOf(to);
  if (!a || !b) return null;
  if (a.layer === b.layer) {
    if (a.layer === 'features' && a.feature !== b.feature) {
      return `feature "${a.feature}" imports feature "${b.feature}"`;
    }
    return null;
  }
  if (MAY_IMPORT[a.layer].includes(b.layer)) return null;
  return `${a.layer} may not import ${b.layer}`;
}

/** True for a package specifier (`react`, `node:fs`), as opposed to a path in the repository. */
function isPackage(specifier: string): boolean {
  return !specifier.startsWith('@/') && !specifier.startsWith('.');
}

/** The layers that import no package (no React, no browser code), with what their violations say. */
const PACKAGE_FREE: Partial<Record<Layer, string>> = {
  layout: 'the layout model imports a package',
  'staff-shared': "the console's shared types import a package",
};

/** Every wrong-way import among the given modules (path relative to src/ → source). */
export function findLayerViolations(modules: ReadonlyMap<string, string>): LayerViolation[] {
  const violations: LayerViolation[] = [];
  for (const [from, source] of modules) {
    const layer = placeOf(from)?.layer;
    const packageFree = layer && PACKAGE_FREE[layer];
    for (const specifier of importSpecifiers(source)) {
      if (packageFree && isPackage(specifier)) {
        violations.push({ from, to: specifier, reason: packageFree });
        continue;
      }
      const to = resolveInSrc(from, specifier);
      if (to === null) continue;
      const reason = layerViolation(from, to);
      if (reason) violations.push({ from, to: specifier, reason });
    }
  }
  return violations;
}

/** The visitor's plan, which scripts reach only through the layout model. */
const PLAN = 'features/floor-plan/';
/** The plan's benchmark harness (under scripts/), which renders the plan itself. */
const PLAN_HARNESS = 'bench-floorplan/';

/**
 * The path relative to src/ that a specifier in a script (path relative to
 * scripts/) points at; null for packages and for anything outside src/.
 */
export function resolveFromScripts(
  fromPathInScripts: string,
  specifier: string,
  root = 'scripts',
): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (!specifier.startsWith('.')) return null;
  const resolved = posix.normalize(posix.join(root, posix.dirname(fromPathInScripts), specifier));
  return resolved.startsWith('src/') ? resolved.slice('src/'.length) : null;
}

/** The console's UI, which the server reaches only through the types it shares (staff-shared/). */
const CONSOLE_UI = 'staff/';

/**
 * Every import of the visitor's plan or the console's UI among scripts (path
 * relative to scripts/ → source).
 */
export function findScriptViolations(
  modules: ReadonlyMap<string, string>,
  root = 'scripts',
): LayerViolation[] {
  const violations: LayerViolation[] = [];
  for (const [from, source] of modules) {
    for (const specifier of importSpecifiers(source)) {
      const to = resolveFromScripts(from, specifier, root);
      if (to?.startsWith(PLAN) && !from.startsWith(PLAN_HARNESS)) {
        violations.push({
          from,
          to: specifier,
          reason: 'scripts import the layout model (src/layout/), never the plan',
        });
      } else if (to?.startsWith(CONSOLE_UI)) {
        violations.push({
          from,
          to: specifier,
          reason: "scripts import the console's shared types (src/staff-shared/), never its UI",
        });
      }
    }
  }
  return violations;
}

/**
 * The path relative to the repository that a specifier in the module at
 * `from` (also relative to it) points at, for `@/` (src/) and relative
 * specifiers; null for packages.
 */
export function resolveInRepository(from: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return `src/${specifier.slice(2)}`;
  if (!specifier.startsWith('.')) return null;
  const resolved = posix.normalize(posix.join(posix.dirname(from), specifier));
  return resolved.startsWith('..') ? null : resolved;
}

/**
 * The groups of modules that import one another in a circle (directly or
 * through others), each sorted by path, among the given modules (path →
 * source; relative to src/ unless `resolve` reads paths another way, such
 * as resolveInRepository). Type-only imports count: a circle of types still
 * ties the modules together. Imports of modules outside the given ones are
 * ignored.
 */
export function findImportCycles(
  modules: ReadonlyMap<string, string>,
  resolve: (from: string, specifier: string) => string | null = resolveInSrc,
): string[][] {
  const byName = new Map<string, string>();
  for (const path of modules.keys()) byName.set(path.replace(/\.tsx?$/, ''), path);
  const edges = new Map<string, string[]>();
  for (const [from, source] of modules) {
    const targets = importSpecifiers(source)
      .map((specifier) => resolve(from, specifier))
      .map((to) => (to === null ? undefined : byName.get(to.replace(/\.tsx?$/, ''))))
      .filter((to): to is string => to !== undefined);
    edges.set(from, targets);
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (edges.get(node) ?? []).includes(node)) cycles.push(group.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}
