import { describe, expect, it } from 'vitest';
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
});
