import { type RefObject, useEffect, useRef, useState } from 'react';
import { fallbackInUse } from '@/components/external-widget/fallback-in-use';
import { attachWidgetScript, widgetHasRendered } from '@/components/external-widget/widget-script';
import { WIDGET_RENDER_TIMEOUT_MS } from '@/components/external-widget/widget-timeout';
import type { WidgetDefinition } from '@/components/external-widget/widgets';

/**
 * - idle: rendered on the server or not yet hydrated; the page shows the
 *   built-in fallback, which works without JavaScript.
 * - off: no widget is configured; the fallback is the page's form or tool.
 * - loading, ready, failed: the widget's script is on its way, has rendered,
 *   or failed to (the fallback shows again).
 * - kept: the visitor was already typing in the fallback when the page
 *   became ready, so it stays and no widget is loaded on this visit.
 */
export type WidgetStatus = 'idle' | 'off' | 'loading' | 'ready' | 'failed' | 'kept';

/**
 * The loader for both third-party widgets. While the component using it is
 * mounted, the widget's script sits in the host element; on unmount the
 * script and whatever it inserted are removed (see attachWidgetScript), so
 * entering and leaving a page any number of times leaves at most one copy.
 *
 * Status starts as 'idle' on the server and on the first client render (so
 * hydration matches, and a page without JavaScript never shows a loading line
 * that cannot end), becomes 'off' at once when no widget is configured, or
 * 'loading' while the script loads, then 'ready' once the widget renders
 * something in the host, and 'failed' if the script does not load or nothing
 * has rendered after WIDGET_RENDER_TIMEOUT_MS; the page then shows its fallback.
 *
 * Completion hook: if the widget emits its completion event (named by
 * `completionEvent` in widgets.ts) either as a DOM event on window or as a
 * postMessage `{ type: completionEvent }` from the widget's own origin,
 * onComplete runs. The register page passes the store action that switches
 * on the "registration received" state.
 */
export function useExternalWidget(
  widget: WidgetDefinition | null,
  fallbackRef: RefObject<HTMLElement | null>,
  onComplete?: () => void,
) {
  const hostRef = useRef<HTMLElement>(null);
  const [status, setStatus] = useState<WidgetStatus>('idle');
  const complete = useRef(onComplete);
  complete.current = onComplete;

  useEffect(() => {
    if (!widget) {
      setStatus('off');
      return;
    }
    const host = hostRef.current;
    if (!host) return;
    if (fallbackRef.current && fallbackInUse(fallbackRef.current)) {
      setStatus('kept');
      return;
    }
    setStatus('loading');
    let detach: (() => void) | null = null;
    let timer = 0;
    const observer = new MutationObserver(() => {
      if (!widgetHasRendered(host)) return;
      observer.disconnect();
      window.clearTimeout(timer);
      setStatus('ready');
    });
    const fail = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      // A widget that renders after giving up must not appear over the fallback.
      detach?.();
      detach = null;
      setStatus('failed');
    };
    observer.observe(host, { childList: true });
    timer = window.setTimeout(fail, WIDGET_RENDER_TIMEOUT_MS);
    detach = attachWidgetScript(host, widget, fail);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      detach?.();
    };
  }, [widget, fallbackRef]);

  useEffect(() => {
    const name = widget?.completionEvent;
    if (!widget || !name) return;
    const onEvent = () => complete.current?.();
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (event.origin !== widget.origin) return;
      if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === name) {
        complete.current?.();
      }
    };
    window.addEventListener(name, onEvent);
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener(name, onEvent);
      window.removeEventListener('message', onMessage);
    };
  }, [widget]);

  return { hostRef, status };
}
