import { useMediaQuery } from '@/hooks/use-media-query';

/** Whether the visitor asked for less motion. False while prerendering and hydrating. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
