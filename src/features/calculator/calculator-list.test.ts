import { describe, expect, it } from 'vitest';
import { calculatorItemById, calculatorItems, calculatorRooms } from '@/content/calculator-items';
import { calculatorQuickStarts } from '@/content/calculator-quick-starts';
import {
  customItemLine,
  isSensibleSide,
  listLines,
  parseQuantity,
  quickStartList,
  sideInCm,
  withAisle,
  withCustomItem,
  withoutCustomItem,
  withQuantity,
} from '@/features/calculator/calculator-list';
import { estimateStorage } from '@/features/calculator/estimate';
import { emptyCalculatorList } from '@/store/calculator-slice';

describe('the catalogue', () => {
  it('has about fifty items with unique ids in the six rooms, each with a volume and a longest side', () => {
    expect(calculatorItems.length).toBeGreaterThanOrEqual(45);
    expect(calculatorItems.length).toBeLessThanOrEqual(60);
    expect(new Set(calculatorItems.map((i) => i.id)).size).toBe(calculatorItems.length);
    for (const room of calculatorRooms) {
      expect(calculatorItems.some((i) => i.room === room.id)).toBe(true);
    }
    for (const item of calculatorItems) {
      expect(item.id).toMatch(/^[a-z0-9-]+$/);
      expect(item.cuFt).toBeGreaterThan(0);
      expect(item.longestFt).toBeGreaterThan(0);
    }
  });
});

describe('quick starts', () => {
  it('name only catalogue items, with quantities from 1 to 99', () => {
    for (const start of calculatorQuickStarts) {
      for (const [id, quantity] of Object.entries(start.quantities)) {
        expect(calculatorItemById(id), `${start.name}: ${id}`).toBeDefined();
        expect(Number.isInteger(quantity) && quantity >= 1 && quantity <= 99).toBe(true);
      }
    }
  });

  it('go up in size from a student room to a house, and fit in the largest unit', () => {
    const sqft = calculatorQuickStarts.map((start) => {
      const estimate = estimateStorage(listLines(quickStartList(start, emptyCalculatorList)), {
        aisle: false,
      });
      if (estimate.kind !== 'fits') throw new Error(`${start.name} does not fit`);
      return estimate.step.sqft;
    });
    const [student, flat, house] = sqft as [number, number, number];
    expect(student).toBeLessThan(flat);
    expect(flat).toBeLessThan(house);
    expect(house).toBeLessThanOrEqual(200);
  });

  it('replace the quantities and keep the visitor’s own items and aisle choice', () => {
    const own = { name: 'Crate', lengthCm: 30, widthCm: 20, heightCm: 10, quantity: 1 };
    const start = calculatorQuickStarts[0];
    if (!start) throw new Error('no quick start');
    const list = quickStartList(start, { quantities: { lamp: 3 }, custom: [own], aisle: true });
    expect(list).toEqual({ quantities: start.quantities, custom: [own], aisle: true });
  });
});

describe('typed input', () => {
  it('accepts whole quantities from 0 to 99 and an empty field as 0', () => {
    expect(parseQuantity('7')).toBe(7);
    expect(parseQuantity(' 99 ')).toBe(99);
    expect(parseQuantity('')).toBe(0);
    for (const bad of ['100', '-1', '2.5', '1e2', 'two', '0x1'])
      expect(parseQuantity(bad)).toBeNull();
  });

  it('reads sides in centimetres or in feet and inches', () => {
    expect(sideInCm('cm', { cm: '120' })).toBe(120);
    expect(sideInCm('ftin', { feet: '6', inches: '6' })).toBeCloseTo(198.12, 5);
    expect(sideInCm('ftin', { feet: '', inches: '10' })).toBeCloseTo(25.4, 5);
    expect(sideInCm('cm', { cm: '' })).toBeNull();
    expect(sideInCm('cm', { cm: 'abc' })).toBeNull();
    expect(sideInCm('ftin', { feet: '-1', inches: '0' })).toBeNull();
  });

  it('takes sides above 0 up to 10 m only', () => {
    expect(isSensibleSide(1000)).toBe(true);
    expect(isSensibleSide(0.5)).toBe(true);
    for (const bad of [0, -3, 1000.1, Number.NaN, Number.POSITIVE_INFINITY, null]) {
      expect(isSensibleSide(bad)).toBe(false);
    }
  });

  it('turns a custom item into cubic feet and its longest side in feet', () => {
    const line = customItemLine({
      name: 'Cube',
      lengthCm: 30.48,
      widthCm: 60.96,
      heightCm: 91.44,
      quantity: 2,
    });
    expect(line.cuFt).toBeCloseTo(6, 10);
    expect(line.longestFt).toBeCloseTo(3, 10);
    expect(line.quantity).toBe(2);
  });
});

describe('list edits', () => {
  const crate = { name: 'Crate', lengthCm: 30, widthCm: 20, heightCm: 10, quantity: 2 };

  it('hold quantities to whole numbers from 0 to 99 and drop items set to 0', () => {
    let list = emptyCalculatorList;
    list = withQuantity(list, 'lamp', 3);
    list = withQuantity(list, 'desk', 250);
    list = withQuantity(list, 'bookcase', 2.8);
    list = withQuantity(list, 'armchair', -4);
    list = withQuantity(list, 'cot', Number.NaN);
    expect(list.quantities).toEqual({ lamp: 3, desk: 99, bookcase: 2 });
    expect(withQuantity(list, 'lamp', 0).quantities).toEqual({ desk: 99, bookcase: 2 });
  });

  it('add and remove the visitor’s own items and set the aisle option', () => {
    const list = withAisle(
      withCustomItem(withCustomItem(emptyCalculatorList, crate), { ...crate, name: 'Rack' }),
      true,
    );
    expect(list.custom.map((i) => i.name)).toEqual(['Crate', 'Rack']);
    expect(withoutCustomItem(list, 0)).toEqual({
      quantities: {},
      custom: [{ ...crate, name: 'Rack' }],
      aisle: true,
    });
  });
});
