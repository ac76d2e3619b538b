import { describe, expect, it } from 'vitest';
import { weeklyFromPrice } from '@/content/price-format';
import { allUnitPrices, boxPrice, boxRentPounds } from '@/content/prices';
import type { DepositBoxId } from '@/content/safety-deposit-boxes';
import { selfStorageData } from '@/seo/structured-data';

describe('the SelfStorage structured data', () => {
  const data = selfStorageData();

  it('offers every size and box at its rent from the price model, VAT included, per calendar month', () => {
    const expected = [
      ...allUnitPrices().map(({ price }) => price),
      ...(Object.keys(boxRentPounds) as DepositBoxId[]).map(boxPrice),
    ];
    expect(data.makesOffer).toHaveLength(expected.length);
    data.makesOffer.forEach((offer, index) => {
      const rent = ((expected[index]?.rentPence ?? 0) / 100).toFixed(2);
      expect(offer.price).toBe(rent);
      expect(offer.priceSpecification).toEqual({
        '@type': 'UnitPriceSpecification',
        price: rent,
        priceCurrency: 'GBP',
        valueAddedTaxIncluded: true,
        unitCode: 'MON',
        unitText: 'calendar month',
        referenceQuantity: {
          '@type': 'QuantitativeValue',
          value: 1,
          unitCode: 'MON',
          unitText: 'calendar month',
        },
      });
    });
    expect(data.makesOffer[0]?.itemOffered.name).toBe('15 sq ft storage unit');
    expect(data.makesOffer.at(-1)?.itemOffered.name).toBe('Large safety deposit box');
  });

  it('states the price range the model backs', () => {
    expect(data.priceRange).toBe(`From ${weeklyFromPrice()}`);
  });
});
