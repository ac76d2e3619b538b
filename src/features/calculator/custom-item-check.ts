/**
 * Checks the custom-item form's fields and turns them into an item, or names
 * each field that is wrong. Pure, so the form stays a thin view.
 */
import { calculatorCopy } from '@/content/calculator';
import { isSensibleSide, parseQuantity, sideInCm } from '@/features/calculator/calculator-list';
import type { CustomItem } from '@/store/calculator-slice';

export type SideUnit = 'cm' | 'ftin';
export type SideDraft = { cm: string; feet: string; inches: string };
export type CustomItemDraft = {
  name: string;
  unit: SideUnit;
  sides: [SideDraft, SideDraft, SideDraft];
  quantity: string;
};
export type CustomItemField = 'name' | 'side0' | 'side1' | 'side2' | 'quantity';

const MAX_NAME_LENGTH = 60;
const emptySide = (): SideDraft => ({ cm: '', feet: '', inches: '' });

export const emptyCustomItemDraft = (unit: SideUnit = 'cm'): CustomItemDraft => ({
  name: '',
  unit,
  sides: [emptySide(), emptySide(), emptySide()],
  quantity: '1',
});

export function checkCustomItem(
  draft: CustomItemDraft,
):
  | { item: CustomItem; errors: null }
  | { item: null; errors: Partial<Record<CustomItemField, string>> } {
  const copy = calculatorCopy.custom;
  const errors: Partial<Record<CustomItemField, string>> = {};
  const name = draft.name.trim();
  if (name === '' || name.length > MAX_NAME_LENGTH) errors.name = copy.nameError;
  const cms = draft.sides.map((side) => sideInCm(draft.unit, side));
  cms.forEach((cm, index) => {
    if (!isSensibleSide(cm)) {
      errors[`side${index}` as CustomItemField] = copy.sizeError(copy.sides[index] ?? '');
    }
  });
  const quantity = parseQuantity(draft.quantity);
  if (quantity === null || quantity === 0) {
    errors.quantity = calculatorCopy.quantityError(copy.quantity);
  }
  if (Object.keys(errors).length > 0 || quantity === null) return { item: null, errors };
  const [lengthCm, widthCm, heightCm] = cms as [number, number, number];
  return { item: { name, lengthCm, widthCm, heightCm, quantity }, errors: null };
}
