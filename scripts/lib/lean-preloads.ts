/**
 * Which files the client asks for ahead when it lazily imports a chunk (an
 * island, or the hydration chunk).
 *
 * Vite's default is to insert one <link rel="modulepreload"> for every file
 * the chunk reaches, all in the task that starts the import. On the size
 * guide that was 22 links, and inserting them was most of a 20 to 30 ms task
 * on the benchmark machine (each link starts a request there and then),
 * several times that on a phone: the main thread was blocked just as the
 * page became usable. The files the chunk imports directly need no link: the browser
 * asks for all of them together as soon as it has read the chunk, in a task
 * of their own. So the links that stay are the ones that save a round trip:
 * files two or more imports away, and the hydration chunk (React and the
 * store), which is the largest and worth starting at once.
 */
import type { Plugin } from 'vite';

type Graph = Map<string, { name: string; imports: readonly string[] }>;

/** The files to preload for a lazy import of `file`, from the files Vite would (`deps`). */
export function leanPreloads(
  graph: Graph,
  file: string,
  deps: readonly string[],
  alwaysAhead: string,
): string[] {
  const direct = new Set(graph.get(file)?.imports ?? []);
  return deps.filter(
    (dep) => dep !== file && (graph.get(dep)?.name === alwaysAhead || !direct.has(dep)),
  );
}

/**
 * The plugin records the chunk graph before Vite writes its preload lists;
 * `resolveDependencies` goes in `build.modulePreload`. `alwaysAhead` names
 * the chunk that is always preloaded when a lazy import reaches it.
 */
export function leanPreloadsPlugin(alwaysAhead: string) {
  const graph: Graph = new Map();
  const plugin: Plugin = {
    name: 'lean-preloads',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const [file, output] of Object.entries(bundle)) {
          if (output.type === 'chunk')
            graph.set(file, { name: output.name, imports: output.imports });
        }
      },
    },
  };
  const resolveDependencies = (file: string, deps: string[]) =>
    leanPreloads(graph, file, deps, alwaysAhead);
  return { plugin, resolveDependencies };
}
