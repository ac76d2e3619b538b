import { type ComponentType, type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { type IslandProps, islandIdPrefix } from '@/components/island/island';

/**
 * Tells `onReady` once the island's first commit, effects included, is done
 * (a parent's effects run after its children's), and the renders those
 * effects asked for too: React renders a store change made in an effect
 * once the effects are done, so a task later the island shows what the
 * visitor will see (the size the address asks for, say), and a tap
 * replayed then acts on it. That task is a message, as React's own
 * scheduler uses, not a timer: a paused clock (the browser tests' fake
 * one) holds timers back, never messages.
 */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => onReady();
    channel.port2.postMessage(null);
    return () => channel.port1.close();
  }, [onReady]);
  return children;
}

/** The island's props: the JSON the prerender wrote beside it (never inside its root). */
function islandProps(id: string): IslandProps {
  const script = document.querySelector(`script[data-island-props="${CSS.escape(id)}"]`);
  return JSON.parse(script?.textContent || '{}') as IslandProps;
}

/**
 * Hydrates one island as its own React root, with the `identifierPrefix`
 * the prerender rendered it with, so that useId gives the same ids.
 */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<IslandProps>,
  onReady: () => void,
) {
  const id = element.dataset.islandId ?? '';
  const props = islandProps(id);
  // As a transition, hydration yields to the browser every few milliseconds
  // instead of holding the main thread in one long task.
  startTransition(() => {
    hydrateRoot(
      element,
      <StrictMode>
        <Ready onReady={onReady}>
          <Component {...props} />
        </Ready>
      </StrictMode>,
      {
        identifierPrefix: islandIdPrefix(id),
        onRecoverableError(error) {
          // Hydration mismatches are bugs: make them loud in the console so the
          // browser tests catch them.
          console.error('Recoverable React error:', error);
        },
      },
    );
  });
}
