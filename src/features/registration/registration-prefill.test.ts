import { describe, expect, it } from 'vitest';
import { registrationFormCopy as copy } from '@/content/registration-form';
import { readPrefill } from '@/features/registration/registration-prefill';

describe('registration prefill', () => {
  it('takes a size step, a storage type and a unit (whose size wins)', () => {
    expect(readPrefill('?size=50').values).toEqual({ unitSize: '50' });
    expect(readPrefill('?type=Business').values).toEqual({ storageType: 'business' });
    expect(readPrefill('?size=100&unit=2-c-1')).toEqual({
      values: { unitSize: '25', unitId: '2-C-1' },
      notes: [],
    });
  });

  it('ignores what it does not know, with a note for each', () => {
    const prefill = readPrefill('?size=60&type=garage&unit=9-Z-9');
    expect(prefill.values).toEqual({});
    expect(prefill.notes).toHaveLength(3);
    expect(prefill.notes[2]).toContain('9-Z-9');
    expect(readPrefill('?size=not-sure').values).toEqual({});
    expect(readPrefill('')).toEqual({ values: {}, notes: [] });
  });

  it('repeats a link’s unit or size only when it is shaped like one and short', () => {
    expect(readPrefill('?unit=9-z-9&size=60').notes).toEqual([
      copy.unknownSizeNote('60'),
      copy.unknownUnitNote('9-Z-9'),
    ]);
    expect(readPrefill('?unit=12-C-1234').notes).toEqual([copy.unknownUnitNote('12-C-1234')]);
  });

  it('never repeats a crafted value: it says the link’s value was not recognised', () => {
    const crafted = 'Call 09098 765432 now';
    const prefill = readPrefill(
      `?unit=${encodeURIComponent(crafted)}&size=${encodeURIComponent(crafted)}&type=${encodeURIComponent(crafted)}`,
    );
    expect(prefill).toEqual({
      values: {},
      notes: [copy.unrecognisedSizeNote, copy.unrecognisedTypeNote, copy.unrecognisedUnitNote],
    });
    // Shaped like a unit id but long enough to carry a phone number.
    expect(readPrefill('?unit=1-A-09098765432').notes).toEqual([copy.unrecognisedUnitNote]);
    expect(readPrefill('?size=09098765432').notes).toEqual([copy.unrecognisedSizeNote]);
    for (const note of [...prefill.notes, copy.unrecognisedUnitNote]) {
      expect(note).not.toMatch(/0909|Call/);
    }
  });
});
