import { type ReactNode, useId, useState } from 'react';

/**
 * Part of an island that shows the same HTML whatever the visitor does, and
 * needs no code in the browser: the built-in calculator's size summary,
 * which stands until the calculator's own chunk arrives. The prerender
 * renders its children into a <div> that adds no box (global.css). The
 * browser hydrates that <div> without them: React leaves the inside of an
 * element hydrated with dangerouslySetInnerHTML as the server sent it. If
 * the part is mounted again later (as a Suspense fallback is), it is drawn
 * from that same HTML. Its children bring their own classes: the browser
 * needs none of their code, their class names included.
 *
 * The children's code stays out of the browser's bundle only if the caller
 * passes them behind the build's own flags, which the bundler folds to
 * false there:
 *
 *     <KeptHtml source={kept}>
 *       {import.meta.env.SSR || import.meta.env.DEV ? <Summary /> : null}
 *     </KeptHtml>
 *
 * The development server has no prerender, so it renders the children too.
 */
const RENDERS_CHILDREN = import.meta.env.SSR || import.meta.env.DEV;

/** Where a KeptHtml is in the page, and the HTML the server sent there. */
export type KeptHtmlSource = { id: string; html: string };

/**
 * The source for a KeptHtml, from the component that owns it: read once, in
 * the render that hydrates the island, before React has touched the page.
 * Hand the same source to each KeptHtml that shows this part.
 */
export function useKeptHtml(): KeptHtmlSource {
  const id = useId();
  const [html] = useState(() =>
    RENDERS_CHILDREN
      ? ''
      : (document.querySelector(`[data-kept-html="${CSS.escape(id)}"]`)?.innerHTML ?? ''),
  );
  return { id, html };
}

export function KeptHtml({ source, children }: { source: KeptHtmlSource; children: ReactNode }) {
  if (RENDERS_CHILDREN) return <div data-kept-html={source.id}>{children}</div>;
  return (
    <div
      data-kept-html={source.id}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is the site's own prerender, read back from the page.
      dangerouslySetInnerHTML={{ __html: source.html }}
      suppressHydrationWarning
    />
  );
}
