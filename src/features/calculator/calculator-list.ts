/**
 * The calculator's list as the estimate reads it, and the checks on what a
 * visitor types. Pure: the store holds the list, this turns it into lines.
 */
import {
  CM_PER_INCH,
  CUBIC_METRES_PER_CUBIC_FOOT,
  calculatorModel,
  INCHES_PER_FOOT,
} from '@/content/calculator';
import { calculatorItemById } from '@/content/calculator-items';
import type { CalculatorQuickStart } from '@/content/calculator-quick-starts';
import type { EstimateLine } from '@/features/calculator/estimate';
import type { CalculatorList, CustomItem } from '@/store/calculator-slice';

const CM_PER_FOOT = CM_PER_INCH * INCHES_PER_FOOT;
const CM3_PER_CUBIC_FOOT = CM_PER_FOOT ** 3;

export function customItemLine(item: CustomItem): EstimateLine {
  return {
    name: item.name,
    quantity: item.quantity,
    cuFt: (item.lengthCm * item.widthCm * item.heightCm) / CM3_PER_CUBIC_FOOT,
    longestFt: Math.max(item.lengthCm, item.widthCm, item.heightCm) / CM_PER_FOOT,
  };
}

/** Every chosen item as an estimate line; ids not in the catalogue are left out. */
export function listLines(list: CalculatorList): EstimateLine[] {
  const lines: EstimateLine[] = [];
  for (const [id, quantity] of Object.entries(list.quantities)) {
    const item = calculatorItemById(id);
    if (item && quantity > 0) lines.push({ ...item, quantity });
  }
  for (const item of list.custom) lines.push(customItemLine(item));
  return lines;
}

/** The list with one item's quantity set, held to a whole number from 0 to the maximum (0 removes it). */
export function withQuantity(list: CalculatorList, id: string, quantity: number): CalculatorList {
  if (!Number.isFinite(quantity)) return list;
  const { [id]: _, ...rest } = list.quantities;
  const next = Math.min(calculatorModel.maxQuantity, Math.max(0, Math.floor(quantity)));
  return { ...list, quantities: next > 0 ? { ...rest, [id]: next } : rest };
}

export function withCustomItem(list: CalculatorList, item: CustomItem): CalculatorList {
  return { ...list, custom: [...list.custom, item] };
}

export function withoutCustomItem(list: CalculatorList, index: number): CalculatorList {
  return { ...list, custom: list.custom.filter((_, i) => i !== index) };
}

export function withAisle(list: CalculatorList, aisle: boolean): CalculatorList {
  return { ...list, aisle };
}

/** A quick start's quantities in place of the list's, keeping the visitor's own items. */
export function quickStartList(start: CalculatorQuickStart, list: CalculatorList): CalculatorList {
  return { ...list, quantities: { ...start.quantities } };
}

export function isEmptyList(list: CalculatorList): boolean {
  return Object.keys(list.quantities).length === 0 && list.custom.length === 0;
}

/**
 * A quantity typed by the visitor: a whole number from 0 to the maximum, an
 * empty field counting as 0; null for anything else (fractions, negatives,
 * letters, over the maximum).
 */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= calculatorModel.maxQuantity ? value : null;
}

/** A side typed in centimetres or feet and inches, in cm; null when not a number. */
export function sideInCm(
  unit: 'cm' | 'ftin',
  value: { cm?: string; feet?: string; inches?: string },
): number | null {
  const read = (text = '') => (text.trim() === '' ? 0 : Number(text.trim()));
  if (unit === 'cm') {
    if ((value.cm ?? '').trim() === '') return null;
    const cm = read(value.cm);
    return Number.isFinite(cm) ? cm : null;
  }
  if ((value.feet ?? '').trim() === '' && (value.inches ?? '').trim() === '') return null;
  const feet = read(value.feet);
  const inches = read(value.inches);
  if (!Number.isFinite(feet) || !Number.isFinite(inches) || feet < 0 || inches < 0) return null;
  return feet * CM_PER_FOOT + inches * CM_PER_INCH;
}

/** True for a side above 0 and no longer than the maximum (10 m). */
export function isSensibleSide(cm: number | null): cm is number {
  return cm !== null && Number.isFinite(cm) && cm > 0 && cm <= calculatorModel.maxSideCm;
}

export function cubicMetres(cuFt: number): number {
  return cuFt * CUBIC_METRES_PER_CUBIC_FOOT;
}
