import { describe, expect, it } from 'vitest';
import { formatNumber } from './number-text';

const values = [
  0,
  -0,
  1,
  7,
  12,
  999,
  1000,
  1001,
  5000,
  9999.5,
  12345.678,
  1234567,
  98765432.1,
  -1,
  -0.4,
  -0.6,
  -1234.56,
  0.05,
  0.15,
  0.25,
  0.35,
  1.005,
  2.675,
  10.45,
  0.1 + 0.2,
  1 / 3,
  2 / 3,
  1e15,
  123456789012,
];

describe('formatNumber', () => {
  it('writes whole numbers as en-GB does, grouped in threes', () => {
    for (const n of values)
      expect(formatNumber(n), String(n)).toBe(
        n.toLocaleString('en-GB', { maximumFractionDigits: 0 }),
      );
  });

  it('rounds to at most the digits asked for, dropping trailing zeros, as Intl does', () => {
    for (const max of [1, 2, 3])
      for (const n of values)
        expect(formatNumber(n, { maximumFractionDigits: max }), `${n} to ${max}`).toBe(
          n.toLocaleString('en-GB', { maximumFractionDigits: max }),
        );
  });

  it('keeps the minimum digits asked for (pounds and pence)', () => {
    for (const n of [0, 1, 11.5, 11.54, 1250, 1250.5, 0.01])
      expect(formatNumber(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(
        n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      );
  });

  // 29,000 values: one formatter for Intl's side (toLocaleString builds one a
  // call) and one assertion over the disagreements keep it cheap; its cost is
  // CPU all the same, so it has room of its own on a busy machine.
  it('matches Intl across a sweep of values at one decimal place', { timeout: 30_000 }, () => {
    const intl = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
    const disagreements: string[] = [];
    for (let i = -2000; i <= 200000; i += 7) {
      const n = i / 40;
      const ours = formatNumber(n, { maximumFractionDigits: 1 });
      if (ours !== intl.format(n)) disagreements.push(`${n}: ${ours}, Intl ${intl.format(n)}`);
    }
    expect(disagreements).toEqual([]);
  });
});
