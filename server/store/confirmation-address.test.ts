import { describe, expect, it } from 'vitest';
import { confirmationAddressKey } from './confirmation-address.ts';

describe('confirmationAddressKey', () => {
  it('folds Gmail’s dots, a +tag and googlemail.com into one gmail.com mailbox', () => {
    const spellings = [
      'alex.smith@gmail.com',
      'alexsmith@gmail.com',
      'alexsmith@googlemail.com',
      'Alex.Smith+offers@GoogleMail.com',
      ' a.l.e.x.s.m.i.t.h@GMAIL.COM ',
    ];
    expect(new Set(spellings.map(confirmationAddressKey))).toEqual(
      new Set(['alexsmith@gmail.com']),
    );
  });

  it('keeps the dots of every other provider, folding only case and a +tag', () => {
    expect(confirmationAddressKey('Alex.Smith+offers@Example.org')).toBe('alex.smith@example.org');
    expect(confirmationAddressKey('alexsmith@example.org')).not.toBe(
      confirmationAddressKey('alex.smith@example.org'),
    );
    expect(confirmationAddressKey('alex.smith@gmail.co.uk')).toBe('alex.smith@gmail.co.uk');
  });

  it('keeps a local part that is all tag or all dots', () => {
    expect(confirmationAddressKey('+x@example.org')).toBe('+x@example.org');
    expect(confirmationAddressKey('..@gmail.com')).toBe('..@gmail.com');
  });
});
