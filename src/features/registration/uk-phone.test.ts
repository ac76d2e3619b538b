import { describe, expect, it } from 'vitest';
import { formatUkPhone } from '@/features/registration/uk-phone';

describe('UK phone numbers in spaced national form', () => {
  it('groups each kind of number as the numbering plan does', () => {
    const cases: [string, string][] = [
      ['07700900123', '07700 900123'],
      ['+44 7700 900123', '07700 900123'],
      ['+447700900123', '07700 900123'],
      ['0044 7700 900 123', '07700 900123'],
      ['0151 496 0123', '0151 496 0123'],
      ['01514960123', '0151 496 0123'],
      ['+44 (0)151 496 0123', '0151 496 0123'],
      ['(0113) 496-0000', '0113 496 0000'],
      ['02079460123', '020 7946 0123'],
      ['01928 123-456', '01928 123456'],
      ['0153941 2345', '015394 12345'],
      ['016977 1234', '016977 1234'],
      ['01632 96012', '01632 96012'],
      ['03001234567', '0300 123 4567'],
      ['08001234567', '0800 123 4567'],
      ['0800 123 456', '0800 123456'],
      ['05612345678', '056 1234 5678'],
    ];
    for (const [typed, stored] of cases) {
      expect(formatUkPhone(typed), typed).toBe(stored);
      expect(formatUkPhone(stored), `${stored} again`).toBe(stored);
    }
  });

  it('keeps what was typed (trimmed) when it is not a number it recognises', () => {
    expect(formatUkPhone(' 0412-345-6789 ')).toBe('0412-345-6789');
    expect(formatUkPhone('+44 6123 456789')).toBe('+44 6123 456789');
    expect(formatUkPhone('call me')).toBe('call me');
  });
});
