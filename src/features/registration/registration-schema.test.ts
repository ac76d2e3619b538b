import { describe, expect, it } from 'vitest';
import { registrationMessages } from '@/content/registration-form';
import { facilityToday, moveInDateRange } from '@/features/registration/move-in-dates';
import {
  honeypotFilled,
  orderedErrors,
  toDraft,
  validateRegistration,
} from '@/features/registration/registration-schema';
import { isUkPhone } from '@/features/registration/uk-phone';

const TODAY = '2026-11-22';
const valid = { name: 'Alex Example', email: 'alex@example.org' };
const errorsOf = (input: Record<string, unknown>) => {
  const result = validateRegistration(input, TODAY);
  return result.ok ? {} : result.errors;
};

describe('registration schema: required fields', () => {
  it('accepts a name and an email, with defaults for the rest', () => {
    expect(validateRegistration(valid, TODAY)).toEqual({
      ok: true,
      value: {
        name: 'Alex Example',
        email: 'alex@example.org',
        phone: null,
        storageType: 'personal',
        unitSize: 'not-sure',
        moveInDate: null,
        message: null,
        marketingOptIn: false,
        unitId: null,
      },
    });
  });

  it('needs a name; a name of only spaces is no name', () => {
    expect(errorsOf({ email: 'a@b.co' }).name).toBe(registrationMessages.nameMissing);
    expect(errorsOf({ ...valid, name: '   ' }).name).toBe(registrationMessages.nameMissing);
    expect(errorsOf({ ...valid, name: 'x'.repeat(101) }).name).toBe(
      'Full name must be 100 characters or fewer',
    );
  });

  it('needs an email or a phone number, either one is enough', () => {
    expect(errorsOf({ name: 'Alex', email: ' ', phone: '' }).email).toBe(
      registrationMessages.contactMissing,
    );
    expect(errorsOf({ name: 'Alex', phone: '0151 496 0123' })).toEqual({});
  });

  it('trims what it stores', () => {
    const result = validateRegistration(
      { name: '  Alex  ', email: ' alex@example.org ', message: '  hi \n' },
      TODAY,
    );
    expect(result.ok && result.value).toMatchObject({
      name: 'Alex',
      email: 'alex@example.org',
      message: 'hi',
    });
  });
});

describe('registration schema: formats', () => {
  it('checks email syntax', () => {
    for (const email of ['alex', 'alex@', '@example.org', 'alex@example', 'a b@example.org']) {
      expect(errorsOf({ ...valid, email }).email, email).toBe(registrationMessages.emailInvalid);
    }
    expect(errorsOf({ ...valid, email: 'a.b+c@mail.example.co.uk' })).toEqual({});
  });

  it('accepts UK phone numbers with spaces, brackets and +44, and nothing else', () => {
    for (const phone of [
      '0151 496 0123',
      '(0151) 496 0123',
      '+44 151 496 0123',
      '+44 (0)151 496 0123',
      '07700 900123',
      '+447700900123',
      '0044 7700 900 123',
    ]) {
      expect(isUkPhone(phone), phone).toBe(true);
    }
    for (const phone of ['12345', '+1 212 555 0100', '0151 496', '00000 000000', 'call me']) {
      expect(isUkPhone(phone), phone).toBe(false);
    }
    expect(errorsOf({ ...valid, phone: '555-0100' }).phone).toBe(registrationMessages.phoneInvalid);
  });

  it('takes a move-in date from today up to two years ahead', () => {
    expect(errorsOf({ ...valid, moveInDate: TODAY })).toEqual({});
    expect(errorsOf({ ...valid, moveInDate: '2028-11-22' })).toEqual({});
    expect(errorsOf({ ...valid, moveInDate: '2026-11-21' }).moveInDate).toBe(
      registrationMessages.moveInDatePast,
    );
    expect(errorsOf({ ...valid, moveInDate: '2028-11-23' }).moveInDate).toBe(
      'Preferred move-in date must be within the next two years',
    );
    expect(errorsOf({ ...valid, moveInDate: '2027-02-30' }).moveInDate).toBe(
      registrationMessages.moveInDateInvalid,
    );
    expect(moveInDateRange('2028-02-29').latest).toBe('2030-02-28');
  });

  it('has one date rule: the picker’s last day is accepted, the day after is not', () => {
    const range = moveInDateRange(TODAY);
    expect(range).toEqual({ earliest: '2026-11-22', latest: '2028-11-22' });
    expect(errorsOf({ ...valid, moveInDate: range.earliest })).toEqual({});
    expect(errorsOf({ ...valid, moveInDate: range.latest })).toEqual({});
    expect(errorsOf({ ...valid, moveInDate: '2028-11-23' }).moveInDate).toBe(
      registrationMessages.moveInDateTooFar(2),
    );
    expect(errorsOf({ ...valid, moveInDate: '2026-11-21' }).moveInDate).toBe(
      registrationMessages.moveInDatePast,
    );
  });

  it('measures today in the facility’s calendar (UK time), wherever it runs', () => {
    expect(facilityToday(new Date('2026-11-22T00:30:00Z'))).toBe('2026-11-22');
    expect(facilityToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-22');
    // 23:30 UTC in summer is already the next day in the UK.
    expect(facilityToday(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
  });

  it('stores a UK phone number in its spaced national form, and keeps any other as typed', () => {
    const phoneOf = (phone: string) => {
      const result = validateRegistration({ ...valid, phone }, TODAY);
      return result.ok ? result.value.phone : result.errors;
    };
    expect(phoneOf('07700900123')).toBe('07700 900123');
    expect(phoneOf('+44 7700 900123')).toBe('07700 900123');
    expect(phoneOf(' +44 (0)151 496 0123 ')).toBe('0151 496 0123');
    expect(phoneOf('0412-345-6789 ')).toBe('0412-345-6789');
  });

  it('limits the message to 1,000 characters after trimming', () => {
    expect(errorsOf({ ...valid, message: `${'x'.repeat(1000)}   ` })).toEqual({});
    expect(errorsOf({ ...valid, message: 'x'.repeat(1001) }).message).toBe(
      'Message must be 1,000 characters or fewer',
    );
  });
});

describe('registration schema: choices', () => {
  it('takes the storage types and size steps on the list and refuses others', () => {
    const result = validateRegistration(
      { ...valid, storageType: 'business', unitSize: '50' },
      TODAY,
    );
    expect(result.ok && result.value).toMatchObject({ storageType: 'business', unitSize: '50' });
    expect(errorsOf({ ...valid, storageType: 'garage' }).storageType).toBe(
      registrationMessages.storageTypeInvalid,
    );
    expect(errorsOf({ ...valid, unitSize: '60' }).unitSize).toBe(
      registrationMessages.unitSizeInvalid,
    );
  });

  it('takes a known unit and its size, and refuses an unknown one', () => {
    const result = validateRegistration({ ...valid, unitId: '2-G-2', unitSize: '25' }, TODAY);
    expect(result.ok && result.value).toMatchObject({ unitId: '2-G-2', unitSize: '50' });
    expect(errorsOf({ ...valid, unitId: '9-Z-99' }).unitId).toBe(registrationMessages.unitUnknown);
  });

  it('leaves the marketing box unticked unless it was ticked', () => {
    expect(toDraft({}).marketingOptIn).toBe(false);
    expect(toDraft({ marketingOptIn: 'on' }).marketingOptIn).toBe(true);
    expect(toDraft({ marketingOptIn: true }).marketingOptIn).toBe(true);
    expect(toDraft({ marketingOptIn: 'no' }).marketingOptIn).toBe(false);
  });

  it('lists errors in the order of the form', () => {
    const result = validateRegistration({ message: 'x'.repeat(1001), phone: '1' }, TODAY);
    expect(result.ok ? [] : orderedErrors(result.errors).map((e) => e.field)).toEqual([
      'name',
      'phone',
      'message',
    ]);
  });
});

describe('registration schema: the honeypot', () => {
  it('spots a filled honeypot', () => {
    expect(honeypotFilled({ ...valid, website: 'http://spam.example' })).toBe(true);
    expect(honeypotFilled({ ...valid, website: '  ' })).toBe(false);
    expect(honeypotFilled(valid)).toBe(false);
  });
});

describe('registration schema: strict fields for the readers downstream', () => {
  it('takes an email address only as one plain address', () => {
    for (const email of [
      'alex@example.org',
      'alex.o-brien+storage@mail.example.co.uk',
      "o'neill@example.ie",
    ])
      expect(errorsOf({ ...valid, email })).toEqual({});
    for (const email of [
      // A list with one "@": the mail library reads the part after the comma as a second address.
      'lisa>,victim@attacker.example',
      'alex@example.org,victim@attacker.example',
      'alex@example.org, victim@attacker.example',
      'Alex <alex@example.org>',
      '"Alex" <alex@example.org>',
      '<alex@example.org>',
      'alex@example.org (Alex)',
      '"alex smith"@example.org',
      'alex smith@example.org',
      'alex@example.org\r\nBcc: victim@attacker.example',
      'alex\u0000@example.org',
      'alex;victim@attacker.example',
      '.alex@example.org',
      'alex..o@example.org',
      'alex.@example.org',
      'alex@localhost',
      'alex@-example.org',
      'alex@exa_mple.org',
      'alex@@example.org',
      'élodie@example.fr',
    ])
      expect(errorsOf({ ...valid, email }).email, email).toBe(registrationMessages.emailInvalid);
  });

  it('refuses a line break, tab or other control character in a one-line field', () => {
    expect(errorsOf({ ...valid, name: 'Ivy Line\r\nPhone: 07700 900999' }).name).toBe(
      registrationMessages.nameOneLine,
    );
    for (const name of ['Ivy\tLine', 'Ivy\u0085Line', 'Ivy\u2028Line', 'Ivy\u007fLine'])
      expect(errorsOf({ ...valid, name }).name, JSON.stringify(name)).toBe(
        registrationMessages.nameOneLine,
      );
    expect(errorsOf({ ...valid, phone: '0151 496\n0123' }).phone).toBe(
      registrationMessages.phoneInvalid,
    );
    expect(errorsOf({ ...valid, unitId: '2-G-2\r\n' }).unitId).toBeUndefined();
    expect(errorsOf({ ...valid, unitId: '2-G\n-2' }).unitId).toBe(registrationMessages.unitUnknown);
    expect(errorsOf({ ...valid, moveInDate: '2027-01-0\n1' }).moveInDate).toBe(
      registrationMessages.moveInDateInvalid,
    );
  });

  it('refuses an invisible formatting character in a one-line field, naming the field', () => {
    // Bidirectional overrides and isolates, zero-width characters, the soft hyphen, the word joiner.
    const invisible = ['\u202e', '\u2066', '\u200b', '\u200d', '\u00ad', '\u2060', '\ufeff'];
    const fields = [
      ['name', 'Alex', 'Example', 'Full name'],
      ['email', 'alex', '@example.org', 'Email address'],
      ['phone', '0151', ' 496 0123', 'Phone number'],
      ['moveInDate', '2027-01', '-04', 'Preferred move-in date'],
      ['unitId', '2-G', '-2', 'Unit'],
    ] as const;
    for (const ch of invisible) {
      for (const [field, before, after, named] of fields) {
        const message = errorsOf({ ...valid, [field]: `${before}${ch}${after}` })[field];
        expect(message, `${field} ${JSON.stringify(ch)}`).toBe(
          registrationMessages.invisibleCharacters(named),
        );
      }
    }
    expect(registrationMessages.invisibleCharacters('Full name')).toMatch(/^Full name /);
    // Letters and marks of every script stay welcome, and a message is no one-line field.
    expect(errorsOf({ ...valid, name: 'Zoë Ní Bhriain-Łukasz هند' })).toEqual({});
    expect(errorsOf({ ...valid, message: 'See you\u200b soon' })).toEqual({});
  });

  it('keeps the line breaks of a message and nothing else below a space', () => {
    const result = validateRegistration(
      { ...valid, message: 'Line one\r\nLine two\nthree' },
      TODAY,
    );
    expect(result.ok && result.value.message).toBe('Line one\r\nLine two\nthree');
    for (const message of ['a\tb', 'a\u0000b', 'a\u001bb', 'a\u0085b', 'a\u2028b'])
      expect(errorsOf({ ...valid, message }).message, JSON.stringify(message)).toBe(
        registrationMessages.messageControl,
      );
  });
});
