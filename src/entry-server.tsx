import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/app-routes';
import { islandLoader } from '@/app/island-registry';
import {
  type CollectedIsland,
  type IslandCollector,
  IslandCollectorContext,
  islandIdPrefix,
} from '@/components/island/island';

export { islandMarker } from '@/components/island/island';
export { paths } from '@/config/paths';
export { securityHeaders } from '@/config/security-headers';
export { thirdParty } from '@/config/third-party-env';
export { site } from '@/content/site';

async function renderToHtml(element: ReactNode, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    identifierPrefix,
    // React outlines a Suspense boundary bigger than progressiveChunkSize
    // (12,800 bytes by default) behind an inline reveal script, which the
    // Content-Security-Policy blocks: the page would stay empty without
    // JavaScript and hydration would fail. Keep every boundary inline.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** An island's name must be its file's, and that file must export the component declared. */
async function checkDeclaration({ name, component }: CollectedIsland) {
  const load = islandLoader(name);
  if (!load) throw new Error(`Island "${name}" has no file src/app/islands/${name}.tsx.`);
  const { default: exported } = await load();
  if (exported !== component) {
    throw new Error(
      `src/app/islands/${name}.tsx does not export the component declared as "${name}".`,
    );
  }
}

export type RenderedIsland = { id: string; name: string; strategy: string; html: string };
export type RenderedPage = { page: string; islands: RenderedIsland[] };

/**
 * Renders one URL to HTML, waiting for its lazy route to load. Used by the
 * prerender script. The page is rendered whole, each island standing as a
 * marker (islandMarker); then each island is rendered on its own, as the
 * browser hydrates it (its own root and useId prefix), for the prerender to
 * put in its marker's place.
 */
export async function render(url: string): Promise<RenderedPage> {
  const collected: CollectedIsland[] = [];
  const collector: IslandCollector = {
    add(island) {
      const id = `${island.name}-${collected.filter((i) => i.name === island.name).length}`;
      collected.push({ ...island, id });
      return id;
    },
  };
  const page = await renderToHtml(
    <StrictMode>
      <IslandCollectorContext value={collector}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </IslandCollectorContext>
    </StrictMode>,
  );
  const islands: RenderedIsland[] = [];
  for (const island of collected) {
    await checkDeclaration(island);
    const Component = island.component as unknown as (props: object) => ReactNode;
    const html = await renderToHtml(
      <StrictMode>
        <Component {...island.props} />
      </StrictMode>,
      islandIdPrefix(island.id),
    );
    islands.push({ id: island.id, name: island.name, strategy: island.strategy, html });
  }
  return { page, islands };
}
