import { unitPathCopy as copy } from '@/content/size-guide';
import styles from '@/features/floor-plan/floor-plan.module.css';

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

/** What the plan says without JavaScript, below its summary: the drawing is a picture then. */
export function WithoutScriptMessage() {
  return (
    <noscript>
      <p className={styles.hint}>{copy.needsJavaScript}</p>
    </noscript>
  );
}
