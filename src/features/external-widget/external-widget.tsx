import type { ReactNode } from 'react';
import styles from '@/features/external-widget/external-widget.module.css';
import { useExternalWidget } from '@/features/external-widget/use-external-widget';
import type { WidgetDefinition } from '@/features/external-widget/widgets';

type ExternalWidgetProps = {
  widget: WidgetDefinition;
  /** Accessible name of the region the widget renders in. */
  label: string;
  loadingText: string;
  /** Shown instead of an empty box when the widget fails to load or render. */
  fallback: ReactNode;
  onComplete?: () => void;
};

/**
 * A third-party widget in its page container, with a loading line meanwhile
 * and a useful fallback if it fails. The host element is left empty by React: the
 * widget's script and markup are added to it by the loader.
 */
export function ExternalWidget({
  widget,
  label,
  loadingText,
  fallback,
  onComplete,
}: ExternalWidgetProps) {
  const { hostRef, status } = useExternalWidget(widget, onComplete);
  return (
    <div className={styles.frame} data-widget-status={status}>
      <section
        ref={hostRef}
        aria-label={label}
        aria-busy={status === 'loading'}
        className={styles.host}
        data-widget-host={widget.id}
        hidden={status === 'failed'}
      />
      {status === 'loading' && (
        <p className={styles.loading} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {loadingText}
        </p>
      )}
      {status === 'failed' && <div className={styles.fallback}>{fallback}</div>}
      {/* Without JavaScript the widget cannot run: the prerendered page offers the fallback. */}
      <noscript>
        <div className={styles.fallback}>{fallback}</div>
      </noscript>
    </div>
  );
}
