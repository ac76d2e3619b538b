import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/app-routes';

export { paths } from '@/config/paths';
export { securityHeaders } from '@/config/security-headers';
export { thirdParty } from '@/config/third-party-env';
export { site } from '@/content/site';

/** Renders one URL to HTML, waiting for its lazy route to load. Used by the prerender script. */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    // React outlines a Suspense boundary bigger than progressiveChunkSize
    // (12,800 bytes by default) behind an inline reveal script, which the
    // Content-Security-Policy blocks: the page would stay empty without
    // JavaScript and hydration would fail. Keep every boundary inline.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
