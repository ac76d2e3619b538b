// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sizeStepSqft } from '../../../src/content/size-step-sqft.ts';
import { SIZE_VIDEO, sizeStepFrame } from './size-step.ts';

const lastFrame = SIZE_VIDEO.seconds - 1 / SIZE_VIDEO.fps;
/** Half-way through the loop the room has been emptied. */
const midLoop = SIZE_VIDEO.seconds / 2 + 0.1;

describe.each(sizeStepSqft)('the %i sq ft video', (sqft) => {
  const first = sizeStepFrame(sqft, 0);

  it('opens on the full room, exactly as its poster shows it', () => {
    expect(sizeStepFrame(sqft, SIZE_VIDEO.posterSecond)).toBe(first);
  });

  it('ends on the full room too, so the loop has no jump', () => {
    expect(sizeStepFrame(sqft, lastFrame)).toBe(first);
  });

  it('empties and fills again in between', () => {
    const empty = sizeStepFrame(sqft, midLoop);
    expect(empty).not.toBe(first);
    expect(empty.length).toBeLessThan(first.length);
  });
});
