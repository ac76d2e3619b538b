import { type FocusEvent, type PointerEvent, useRef, useState } from 'react';
import { useAutoAdvance } from '@/hooks/use-auto-advance';

type CarouselRotationOptions = {
  /** How many items there are; one item never rotates. */
  count: number;
  /** Stopped by the pause button (or, by default, by reduced motion). */
  paused: boolean;
  /** Anything else that must hold the rotation, such as a video playing. */
  busy?: boolean;
  intervalMs: number;
  onAdvance: () => void;
  /** Restarts the countdown when it changes, so a chosen item gets its full time. */
  resetKey: unknown;
};

/**
 * The one rotation rule of the site's carousels (the home hero and the
 * container viewer; WAI-ARIA carousel pattern). It advances every intervalMs
 * and holds still while a mouse pointer is over the carousel (touch and pen
 * also fire pointer events, so only a hovering mouse counts), while keyboard
 * focus is inside it (so nothing moves under a keyboard or screen reader
 * user), while `busy`, and while paused. Focus on the rotation control itself
 * does not hold it: pressing Play from the keyboard must start the rotation.
 *
 * Spread `holdHandlers` on the carousel's element and put `rotationControl`
 * on its pause/play button.
 */
export function useCarouselRotation(options: CarouselRotationOptions) {
  const { count, paused, busy = false, intervalMs, onAdvance, resetKey } = options;
  const rotationControl = useRef<HTMLButtonElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !paused && !hovered && !focused && !busy && count > 1;
  useAutoAdvance({ intervalMs, paused: !rotating, onAdvance, resetKey });

  const onPointer = (hover: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(hover);
  };
  const holdHandlers = {
    onPointerEnter: onPointer(true),
    onPointerLeave: onPointer(false),
    onFocus: (event: FocusEvent<HTMLElement>) =>
      setFocused(event.target !== rotationControl.current),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { rotating, rotationControl, holdHandlers };
}
