import { unitPathCopy as copy } from '@/content/size-guide';

/**
 * Without JavaScript, controls that need it (search, zoom, filters, the
 * list's buttons) are hidden and their plain-text stand-ins shown. Marked
 * with data-js-only and data-no-js; the stand-ins carry `hidden` otherwise.
 */
const RULES = '[data-js-only]{display:none!important}[data-no-js]{display:inline!important}';

export function WithoutScriptStyles() {
  return (
    <noscript>
      <style>{RULES}</style>
    </noscript>
  );
}

/** What the plan's box says when the drawing cannot load at all. */
export function WithoutScriptMessage() {
  return (
    <noscript>
      <p>{copy.needsJavaScript}</p>
    </noscript>
  );
}
