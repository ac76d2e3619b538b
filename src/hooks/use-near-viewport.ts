import { type RefObject, useEffect, useState } from 'react';

/** By default, start loading this far before the element scrolls into view. */
const LOAD_AHEAD = '300px';

/**
 * False while prerendering, hydrating and until the element comes near the
 * viewport; then true for good. Doubles as the client-only gate: the server
 * and the first client render agree, and the change happens in an effect.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  rootMargin: string = LOAD_AHEAD,
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, rootMargin]);
  return near;
}
