import { type ReactNode, useRef } from 'react';
import styles from '@/components/external-widget/external-widget.module.css';
import { useExternalWidget } from '@/components/external-widget/use-external-widget';
import type { WidgetDefinition } from '@/components/external-widget/widgets';

type ExternalWidgetProps = {
  /** null when the widget is switched off: the fallback is then the page's content. */
  widget: WidgetDefinition | null;
  /** Accessible name of the region the widget renders in. */
  label: string;
  loadingText: string;
  /**
   * The built-in alternative: shown before hydration (it must work without
   * JavaScript), when the widget is off, when it fails to load or render, and
   * for good when the visitor was already using it as the page became ready.
   * It stays mounted while hidden, so nothing typed into it is lost.
   */
  fallback: ReactNode;
  onComplete?: () => void;
};

/**
 * A third-party widget in its page container, with a loading line meanwhile
 * and the built-in fallback whenever the widget is not there. The host
 * element is left empty by React: the widget's script and markup are added to
 * it by the loader.
 */
export function ExternalWidget({
  widget,
  label,
  loadingText,
  fallback,
  onComplete,
}: ExternalWidgetProps) {
  const fallbackRef = useRef<HTMLDivElement>(null);
  const { hostRef, status } = useExternalWidget(widget, fallbackRef, onComplete);
  const widgetShown = status === 'loading' || status === 'ready';
  return (
    <div className={styles.frame} data-widget-status={status}>
      {widget && (
        <section
          ref={hostRef}
          aria-label={label}
          aria-busy={status === 'loading'}
          className={styles.host}
          data-widget-host={widget.id}
          hidden={!widgetShown}
        />
      )}
      {status === 'loading' && (
        <p className={styles.loading} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {loadingText}
        </p>
      )}
      <div ref={fallbackRef} className={styles.fallback} hidden={widgetShown}>
        {fallback}
      </div>
    </div>
  );
}
