import { useEffect, useRef } from 'react';

type AutoAdvanceOptions = {
  intervalMs: number;
  /** While true no timer runs (hover, focus, a playing video, the pause button). */
  paused: boolean;
  onAdvance: () => void;
  /**
   * Restart the countdown when this changes (for example the current index),
   * so a manual change gives the new item its full time on screen.
   */
  resetKey?: unknown;
};

/**
 * Calls onAdvance every intervalMs while not paused. The timer lives in an
 * effect and is cleared on pause, on reset and on unmount.
 */
export function useAutoAdvance({ intervalMs, paused, onAdvance, resetKey }: AutoAdvanceOptions) {
  const advance = useRef(onAdvance);
  advance.current = onAdvance;

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey restarts the timer on purpose.
  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => advance.current(), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, paused, resetKey]);
}
