/**
 * The calculator's list in a page address, so a link or a reload brings back
 * the same list:
 *
 *   ?items=sofa-3*1,box-medium*10&own=2*120*60*45*Bike%20rack&aisle=1
 *
 * `items`: catalogue id * quantity, comma-separated. `own` (one per item):
 * quantity * length * width * height (cm) * name. `aisle=1`: the walk-in
 * option. Reading is forgiving: an entry that is malformed, unknown or out of
 * range is skipped and counted, never thrown.
 */
import { calculatorModel } from '@/content/calculator';
import { calculatorItemById } from '@/content/calculator-items';
import { isSensibleSide } from '@/features/calculator/calculator-list';
import type { CalculatorList, CustomItem } from '@/store/calculator-slice';

const ITEMS = 'items';
const OWN = 'own';
const AISLE = 'aisle';
const MAX_NAME_LENGTH = 60;

export type ParsedList = {
  /** null when the address carries no list at all. */
  readonly list: CalculatorList | null;
  /** How many entries were left out. */
  readonly skipped: number;
};

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The query string for a list, without the "?"; empty for an empty list. */
export function encodeList(list: CalculatorList): string {
  const parts: string[] = [];
  const items = Object.entries(list.quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([id, quantity]) => `${id}*${quantity}`);
  if (items.length > 0) parts.push(`${ITEMS}=${items.join(',')}`);
  for (const item of list.custom) {
    const sides = [item.lengthCm, item.widthCm, item.heightCm].map(round1);
    parts.push(`${OWN}=${[item.quantity, ...sides].join('*')}*${encodeURIComponent(item.name)}`);
  }
  if (list.aisle) parts.push(`${AISLE}=1`);
  return parts.join('&');
}

const wholeQuantity = (text: string | undefined): number | null => {
  if (!text || !/^\d{1,3}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= calculatorModel.maxQuantity ? value : null;
};

function parseOwn(entry: string): CustomItem | null {
  const [quantityText, ...rest] = entry.split('*');
  const quantity = wholeQuantity(quantityText);
  const sides = rest.slice(0, 3).map((text) => (/^\d+(\.\d+)?$/.test(text) ? Number(text) : null));
  const name = rest.slice(3).join('*').trim();
  if (quantity === null || sides.length < 3 || !sides.every(isSensibleSide)) return null;
  if (name === '' || name.length > MAX_NAME_LENGTH) return null;
  const [lengthCm, widthCm, heightCm] = sides as [number, number, number];
  return { name, lengthCm, widthCm, heightCm, quantity };
}

/** The list in a query string ("?…" or without the "?"), skipping what cannot be read. */
export function parseList(search: string): ParsedList {
  const params = new URLSearchParams(search);
  if (!params.has(ITEMS) && !params.has(OWN) && !params.has(AISLE)) {
    return { list: null, skipped: 0 };
  }
  let skipped = 0;
  const quantities: Record<string, number> = {};
  for (const entry of params.getAll(ITEMS).flatMap((value) => value.split(','))) {
    if (entry === '') continue;
    const [id = '', quantityText, extra] = entry.split('*');
    const quantity = wholeQuantity(quantityText);
    if (extra !== undefined || quantity === null || !calculatorItemById(id)) skipped += 1;
    else quantities[id] = quantity;
  }
  const custom: CustomItem[] = [];
  for (const entry of params.getAll(OWN)) {
    const item = parseOwn(entry);
    if (item) custom.push(item);
    else skipped += 1;
  }
  return { list: { quantities, custom, aisle: params.get(AISLE) === '1' }, skipped };
}

/** The query string with the list's parameters replaced and any others kept. */
export function withList(search: string, list: CalculatorList): string {
  const others = new URLSearchParams(search);
  for (const key of [ITEMS, OWN, AISLE]) others.delete(key);
  const parts = [others.toString(), encodeList(list)].filter((part) => part !== '');
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
