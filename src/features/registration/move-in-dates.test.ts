import { describe, expect, it } from 'vitest';
import { facilityDayStart } from './move-in-dates';

describe('facilityDayStart', () => {
  it('is midnight in UK time: 23:00 UTC the evening before during British Summer Time', () => {
    expect(facilityDayStart('2026-06-01')).toBe('2026-05-31T23:00:00.000Z');
    expect(facilityDayStart('2026-12-01')).toBe('2026-12-01T00:00:00.000Z');
    // The clocks go forward at 01:00 UTC on 29 March 2026 and back at 01:00 UTC on 25 October.
    expect(facilityDayStart('2026-03-29')).toBe('2026-03-29T00:00:00.000Z');
    expect(facilityDayStart('2026-03-30')).toBe('2026-03-29T23:00:00.000Z');
    expect(facilityDayStart('2026-10-25')).toBe('2026-10-24T23:00:00.000Z');
    expect(facilityDayStart('2026-10-26')).toBe('2026-10-26T00:00:00.000Z');
  });
});
