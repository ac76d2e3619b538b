import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatDays,
  registerPageHours,
  safetyDepositHours,
} from '@/content/hours';

describe('opening hours', () => {
  it('writes clock times and day ranges the way the pages say them', () => {
    expect(formatClockTime('09:00')).toBe('9am');
    expect(formatClockTime('18:00')).toBe('6pm');
    expect(formatClockTime('12:00')).toBe('12pm');
    expect(formatClockTime('00:00')).toBe('12am');
    expect(formatClockTime('12:30')).toBe('12:30pm');
    expect(formatDays(['Saturday'])).toBe('Saturday');
    expect(formatDays(['Saturday', 'Sunday'])).toBe('Saturday and Sunday');
    expect(formatDays(['Monday', 'Tuesday', 'Wednesday'])).toBe('Monday to Wednesday');
  });

  it('shows the spec’s two readings, both written from the one schema.org definition', () => {
    expect(registerPageHours).toEqual([
      { days: 'Monday to Friday', hours: '9am to 6pm' },
      { days: 'Saturday and Sunday', hours: '10am to 4pm' },
      { days: 'Storage access', hours: 'Open 24/7 with your access code' },
    ]);
    expect(safetyDepositHours).toEqual([
      { days: 'Monday to Friday', hours: '9am to 6pm' },
      { days: 'Saturday', hours: '10am to 4pm' },
      { days: 'Sunday', hours: 'By appointment only' },
    ]);
  });
});
