import { changedValue } from '@/hooks/changed-control';

/**
 * True when the visitor has started using the built-in fallback before the
 * page was ready: focus is inside it, or one of its controls no longer holds
 * the value the page's markup gave it. Swapping in the widget then would
 * hide what they are typing, so the fallback stays.
 */
export function fallbackInUse(fallback: HTMLElement): boolean {
  if (fallback.contains(document.activeElement)) return true;
  const controls = Array.from(fallback.querySelectorAll('input, textarea, select'));
  return controls.some((control) => changedValue(control) !== undefined);
}
