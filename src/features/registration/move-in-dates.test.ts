import { describe, expect, it } from 'vitest';
import { facilityDayStart, facilityToday } from './move-in-dates';

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

describe('facilityToday', () => {
  const intl = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });

  // 163,000 instants, each asked of Intl too: about 2 s on a quiet machine and
  // five times that on a busy one, all of it CPU, so it has room of its own.
  it("gives the UK's date as Intl does, every hour from 2019 to 2031 and every minute around each clock change", {
    timeout: 60_000,
  }, () => {
    const checked: number[] = [];
    for (let t = Date.UTC(2019, 0, 1); t < Date.UTC(2031, 0, 1); t += 3_600_000) checked.push(t);
    for (let year = 2019; year <= 2030; year++)
      for (const month of [2, 9])
        for (let day = 24; day <= 31; day++)
          for (let minute = -120; minute <= 180; minute++)
            checked.push(Date.UTC(year, month, day, 1, minute));
    // One assertion over every disagreement: one per instant made the test several times slower.
    const disagreements: string[] = [];
    for (const t of checked) {
      const at = new Date(t);
      const ours = facilityToday(at);
      const theirs = intl.format(at);
      if (ours !== theirs) disagreements.push(`${at.toISOString()}: ${ours}, Intl ${theirs}`);
    }
    expect(checked).toHaveLength(162_984);
    expect(disagreements).toEqual([]);
  });

  it('turns to the next day at midnight in British Summer Time, which is 23:00 UTC', () => {
    expect(facilityToday(new Date('2026-07-01T22:59:59Z'))).toBe('2026-07-01');
    expect(facilityToday(new Date('2026-07-01T23:00:00Z'))).toBe('2026-07-02');
    expect(facilityToday(new Date('2026-12-01T23:59:59Z'))).toBe('2026-12-01');
    expect(facilityToday(new Date('2026-12-02T00:00:00Z'))).toBe('2026-12-02');
  });
});
