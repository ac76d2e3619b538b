import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SLIDE_FADE_S } from '@/content/ui-constants';

type Animate = typeof import('framer-motion/dom/mini').animate;

const loadAnimate = () => import('framer-motion/dom/mini').then((mod) => mod.animate);

/**
 * Cross-fades the slides with framer-motion's `animate` (the small WAAPI
 * build, loaded after hydration so it adds nothing to the page's eager
 * JavaScript). React renders each slide's starting opacity once, as the
 * prerendered HTML has it; from then on only the animation writes opacity,
 * so it always starts from what is on screen, even mid-fade. Until the
 * module arrives, or with reduced motion, slides change at once.
 */
export function useSlideFade(index: number, instant: boolean) {
  const slideRefs = useRef<(HTMLElement | null)[]>([]);
  const animateRef = useRef<Animate | null>(null);
  const [initialIndex] = useState(index);

  useEffect(() => {
    let mounted = true;
    loadAnimate().then((animate) => {
      if (mounted) animateRef.current = animate;
    });
    return () => {
      mounted = false;
    };
  }, []);

  // A layout effect, so the fade starts in the same frame as the index change.
  useLayoutEffect(() => {
    slideRefs.current.forEach((element, position) => {
      if (!element) return;
      const opacity = position === index ? 1 : 0;
      const animate = animateRef.current;
      if (animate) animate(element, { opacity }, { duration: instant ? 0 : SLIDE_FADE_S });
      else element.style.opacity = String(opacity);
    });
  }, [index, instant]);

  return { slideRefs, initialIndex };
}
