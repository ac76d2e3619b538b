import { describe, expect, it } from 'vitest';
import { unitRentPounds } from '@/content/prices';
import {
  DEFAULT_SIZE_STEP_INDEX,
  formatSquareMetres,
  sizeSteps,
  sqftToSquareMetres,
} from '@/content/size-steps';

describe('size steps', () => {
  it('holds the ten steps of the spec in order, with their prices and dimensions', () => {
    expect(sizeSteps.map((s) => [s.sqft, unitRentPounds[s.sqft], s.dimensions, s.label])).toEqual([
      [15, 50, '5x5', 'Small'],
      [25, 50, '5x5', 'Small'],
      [35, 70, '7x5', 'Small-Medium'],
      [50, 90, '10x5', 'Medium'],
      [65, 120, '10x7.5', 'Medium-Large'],
      [75, 120, '10x7.5', 'Medium-Large'],
      [100, 150, '10x10', 'Large'],
      [125, 200, '15x10', 'Large'],
      [150, 250, '20x10', 'Extra Large'],
      [200, 250, '20x10', 'Extra Large'],
    ]);
    expect(sizeSteps.map((s) => s.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('starts on the third step, 35 sq ft', () => {
    expect(sizeSteps[DEFAULT_SIZE_STEP_INDEX]?.sqft).toBe(35);
  });

  it('converts square feet to square metres at 0.0929, one decimal', () => {
    expect(sqftToSquareMetres(35)).toBe(3.3);
    expect(formatSquareMetres(35)).toBe('3.3');
    expect(formatSquareMetres(100)).toBe('9.3');
    expect(formatSquareMetres(200)).toBe('18.6');
    expect(formatSquareMetres(15)).toBe('1.4');
  });
});
