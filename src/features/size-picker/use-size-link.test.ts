import { describe, expect, it } from 'vitest';
import { sizeStepSqft } from '@/content/size-step-sqft';
import { stepForSizeParam } from '@/features/size-picker/use-size-link';

describe('stepForSizeParam', () => {
  it('finds the step of each size the picker has', () => {
    sizeStepSqft.forEach((sqft, index) => {
      expect(stepForSizeParam(String(sqft))).toBe(index);
    });
  });

  it.each([null, '', '49', '50.5', 'fifty', '-50'])('gives -1 for %j', (value) => {
    expect(stepForSizeParam(value)).toBe(-1);
  });
});
