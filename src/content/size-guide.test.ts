import { describe, expect, it } from 'vitest';
import { rentHeadline } from '@/content/price-format';
import { unitPrice } from '@/content/prices';
import { detailedGuideCopy, sizePickerCopy, unitDialogCopy } from '@/content/size-guide';
import { detailedGuideSqft, formatSquareMetres, sizeStepBySqft } from '@/content/size-steps';

describe('size guide copy', () => {
  it('reads the chosen size as the spec words it', () => {
    const step = sizeStepBySqft(35);
    expect(`${sizePickerCopy.startingAt} ${rentHeadline(unitPrice(step.sqft))}`).toBe(
      'Starting at £70/month inc. VAT',
    );
    expect(sizePickerCopy.dimensions(step.dimensions)).toBe('Approx. 7x5 ft');
    expect(`${formatSquareMetres(step.sqft)} ${sizePickerCopy.squareMetresUnit}`).toBe('3.3 m²');
  });

  it('has a detailed guide card for 25, 50, 75, 100, 150 and 200 sq ft', () => {
    expect(detailedGuideSqft).toEqual([25, 50, 75, 100, 150, 200]);
    expect(detailedGuideSqft.map((sqft) => detailedGuideCopy.cardTitle(sqft))).toEqual([
      '25 sq ft',
      '50 sq ft',
      '75 sq ft',
      '100 sq ft',
      '150 sq ft',
      '200 sq ft',
    ]);
  });

  it('words the unit dialog and its alerts as in the spec', () => {
    expect(unitDialogCopy.sqft(25)).toBe('25 sq. ft.');
    expect(unitDialogCopy.bookingAlert('2-C-1')).toBe('Booking unit 2-C-1');
    expect(unitDialogCopy.notAvailableAlert).toBe('This unit is not available for booking.');
  });
});
