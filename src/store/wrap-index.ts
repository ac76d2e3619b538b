/**
 * Wraps any integer into 0..count-1, so next from the last item is the first
 * and previous from the first is the last: the one rule for every carousel
 * and stepper in the store.
 */
export const wrapIndex = (index: number, count: number) =>
  count > 0 ? ((index % count) + count) % count : 0;
