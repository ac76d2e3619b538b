import { describe, expect, it } from 'vitest';
import { dayText } from '@/content/day-text';

describe('dayText', () => {
  it('writes a day as British English does, without a leading zero', () => {
    expect(dayText('2026-11-29')).toBe('29 November 2026');
    expect(dayText('2027-01-05')).toBe('5 January 2027');
  });

  it('refuses what is not a day', () => {
    expect(() => dayText('2026-13-01')).toThrow('Not a calendar day: 2026-13-01');
    expect(() => dayText('')).toThrow();
  });
});
