import { describe, expect, it } from 'vitest';
import { calculatorItems } from '@/content/calculator-items';
import { encodeList, parseList, withList } from '@/features/calculator/list-url';
import type { CalculatorList } from '@/store/calculator-slice';

const list: CalculatorList = {
  quantities: { 'sofa-3': 1, 'box-medium': 12, kayak: 99 },
  custom: [
    { name: 'Piano stool & *stand*', lengthCm: 80.5, widthCm: 40, heightCm: 50, quantity: 2 },
    { name: 'Pond liner, 3×4', lengthCm: 1000, widthCm: 20, heightCm: 20, quantity: 1 },
  ],
  aisle: true,
};

describe('the list in the address', () => {
  it('round-trips a list exactly', () => {
    const search = `?${encodeList(list)}`;
    expect(parseList(search)).toEqual({ list, skipped: 0 });
    const withoutAisle = { ...list, aisle: false, custom: [] };
    expect(parseList(encodeList(withoutAisle))).toEqual({ list: withoutAisle, skipped: 0 });
  });

  it('round-trips every catalogue item', () => {
    const all: CalculatorList = {
      quantities: Object.fromEntries(calculatorItems.map((item, i) => [item.id, 1 + (i % 99)])),
      custom: [],
      aisle: false,
    };
    expect(parseList(encodeList(all)).list).toEqual(all);
  });

  it('reads as no list when the address has none, and an empty list encodes to nothing', () => {
    expect(parseList('')).toEqual({ list: null, skipped: 0 });
    expect(parseList('?utm_source=leaflet')).toEqual({ list: null, skipped: 0 });
    expect(encodeList({ quantities: {}, custom: [], aisle: false })).toBe('');
  });

  it('skips malformed and unknown entries, counting them, and keeps the rest', () => {
    const search =
      '?items=sofa-3*2,grand-piano*1,box-medium*abc,armchair*-1,desk*100,bookcase*1.5,lamp,bicycle*1*2,,tv-unit*3' +
      '&own=1*0*10*10*Flat' +
      '&own=1*1001*10*10*Too%20long' +
      '&own=2*10*10*10*' +
      '&own=x*10*10*10*Bad%20quantity' +
      '&own=1*10*10*Short' +
      '&own=3*30*20*10*Crate' +
      '&own=%E0%A4%A';
    expect(parseList(search)).toEqual({
      list: {
        quantities: { 'sofa-3': 2, 'tv-unit': 3 },
        custom: [{ name: 'Crate', lengthCm: 30, widthCm: 20, heightCm: 10, quantity: 3 }],
        aisle: false,
      },
      skipped: 13,
    });
  });

  it('does not throw on any garbage', () => {
    for (const junk of ['?items=%', '?items=***', '?own=', '?aisle=yes', '?items=__proto__*1']) {
      const parsed = parseList(junk);
      expect(parsed.list).not.toBeNull();
      expect(Object.keys(parsed.list?.quantities ?? {})).toEqual([]);
      expect(parsed.list?.custom).toEqual([]);
    }
  });

  it('keeps other parameters and replaces the old list', () => {
    expect(withList('?utm_source=leaflet&items=lamp*1', list)).toBe(
      `?utm_source=leaflet&${encodeList(list)}`,
    );
    expect(withList('?items=lamp*1&aisle=1', { quantities: {}, custom: [], aisle: false })).toBe(
      '',
    );
  });
});
