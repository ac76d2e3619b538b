import { describe, expect, it } from 'vitest';
import { dayText, weekdayDayText } from '@/content/day-text';

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

describe('weekdayDayText', () => {
  it('puts the weekday first, as a British date reads', () => {
    expect(weekdayDayText('2027-03-01')).toBe('Monday 1 March 2027');
    expect(weekdayDayText('2028-02-29')).toBe('Tuesday 29 February 2028');
    expect(weekdayDayText('2026-11-29')).toBe('Sunday 29 November 2026');
  });
});
