/**
 * The calculator's quick starts: typical lists a visitor can load and then
 * edit. Quantities by item id from calculator-items.ts.
 */
export type CalculatorQuickStart = {
  readonly id: string;
  readonly name: string;
  readonly quantities: Readonly<Record<string, number>>;
};

export const calculatorQuickStarts: readonly CalculatorQuickStart[] = [
  {
    id: 'student-room',
    name: 'Student room',
    quantities: {
      'bed-single': 1,
      'chest-of-drawers': 1,
      desk: 1,
      'office-chair': 1,
      bicycle: 1,
      'box-medium': 8,
      suitcase: 2,
      'soft-bag': 3,
    },
  },
  {
    id: 'one-bedroom-flat',
    name: 'One-bedroom flat',
    quantities: {
      'sofa-2': 1,
      armchair: 1,
      'coffee-table': 1,
      'tv-unit': 1,
      television: 1,
      'bed-double': 1,
      'wardrobe-double': 1,
      'chest-of-drawers': 1,
      'bedside-table': 2,
      'fridge-freezer': 1,
      'washing-machine': 1,
      'dining-table-small': 1,
      'dining-chair': 4,
      'box-medium': 20,
      'box-large': 5,
      suitcase: 2,
    },
  },
  {
    id: 'two-to-three-bedroom-house',
    name: 'Two to three bedroom house',
    quantities: {
      'sofa-3': 1,
      armchair: 1,
      'coffee-table': 1,
      'tv-unit': 1,
      television: 1,
      bookcase: 1,
      sideboard: 1,
      'bed-double': 1,
      'bed-single': 2,
      'wardrobe-double': 1,
      'chest-of-drawers': 2,
      'bedside-table': 2,
      'fridge-freezer': 1,
      'washing-machine': 1,
      'dining-table-small': 1,
      'dining-chair': 4,
      lawnmower: 1,
      bicycle: 1,
      'garden-table': 1,
      'garden-chair': 2,
      'box-medium': 30,
      'box-large': 10,
      'wardrobe-box': 2,
    },
  },
  {
    id: 'business-stock',
    name: 'Business stock',
    quantities: {
      pallet: 3,
      'shelving-unit': 4,
      'archive-box': 40,
      'filing-cabinet': 2,
      desk: 1,
      'office-chair': 2,
      'box-large': 20,
    },
  },
];
