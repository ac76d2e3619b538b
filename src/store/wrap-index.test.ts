import { describe, expect, it } from 'vitest';
import { wrapIndex } from '@/store/wrap-index';

describe('wrapIndex', () => {
  it('wraps past either end and keeps an index in range', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(1, 3)).toBe(1);
  });

  it('gives 0 for an empty list instead of NaN', () => {
    expect(wrapIndex(5, 0)).toBe(0);
  });
});
