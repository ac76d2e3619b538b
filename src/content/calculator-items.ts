/**
 * The storage calculator's item catalogue, grouped by room.
 *
 * Where the figures come from: volumes are the typical cubic-feet allowances
 * that UK removal firms use in their published inventory and volume guides,
 * rounded to a figure that is easy to check; the longest side is that of a
 * typical example (a bed's length, a wardrobe's height, a ladder closed).
 * They are estimates for choosing a unit, not measurements of any one item:
 * the custom item covers anything unusual.
 */
export const calculatorRooms = [
  { id: 'living', name: 'Living room' },
  { id: 'bedroom', name: 'Bedroom' },
  { id: 'kitchen', name: 'Kitchen and dining' },
  { id: 'garden', name: 'Garden and garage' },
  { id: 'office', name: 'Office and business' },
  { id: 'boxes', name: 'Boxes and bags' },
] as const;

export type CalculatorRoomId = (typeof calculatorRooms)[number]['id'];

export type CalculatorItem = {
  /** Stable: it is written into shared links. */
  readonly id: string;
  readonly name: string;
  readonly room: CalculatorRoomId;
  /** Typical volume in cubic feet. */
  readonly cuFt: number;
  /** Typical longest side in feet. */
  readonly longestFt: number;
};

const item = (
  room: CalculatorRoomId,
  id: string,
  name: string,
  cuFt: number,
  longestFt: number,
): CalculatorItem => ({ id, name, room, cuFt, longestFt });

export const calculatorItems: readonly CalculatorItem[] = [
  item('living', 'sofa-3', 'Three-seater sofa', 50, 7),
  item('living', 'sofa-2', 'Two-seater sofa', 35, 5.5),
  item('living', 'armchair', 'Armchair', 20, 3),
  item('living', 'coffee-table', 'Coffee table', 8, 4),
  item('living', 'tv-unit', 'TV unit', 12, 5),
  item('living', 'television', 'Television', 5, 4),
  item('living', 'bookcase', 'Bookcase', 20, 6),
  item('living', 'sideboard', 'Sideboard', 25, 6),
  item('living', 'rug', 'Rug (rolled)', 5, 8),
  item('living', 'lamp', 'Floor lamp', 3, 5),
  item('bedroom', 'bed-king', 'King-size bed and mattress', 70, 6.9),
  item('bedroom', 'bed-double', 'Double bed and mattress', 60, 6.5),
  item('bedroom', 'bed-single', 'Single bed and mattress', 35, 6.5),
  item('bedroom', 'wardrobe-double', 'Double wardrobe', 40, 6.5),
  item('bedroom', 'wardrobe-single', 'Single wardrobe', 25, 6),
  item('bedroom', 'chest-of-drawers', 'Chest of drawers', 15, 3.5),
  item('bedroom', 'bedside-table', 'Bedside table', 4, 2),
  item('bedroom', 'dressing-table', 'Dressing table', 15, 4),
  item('bedroom', 'cot', 'Cot', 10, 4),
  item('kitchen', 'fridge-freezer', 'Fridge freezer', 35, 6),
  item('kitchen', 'washing-machine', 'Washing machine', 12, 3),
  item('kitchen', 'tumble-dryer', 'Tumble dryer', 12, 3),
  item('kitchen', 'dishwasher', 'Dishwasher', 12, 3),
  item('kitchen', 'cooker', 'Cooker', 15, 3),
  item('kitchen', 'dining-table-large', 'Dining table (six seats)', 25, 6),
  item('kitchen', 'dining-table-small', 'Dining table (four seats)', 15, 4),
  item('kitchen', 'dining-chair', 'Dining chair', 4, 3),
  item('kitchen', 'microwave', 'Microwave', 2, 2),
  item('garden', 'lawnmower', 'Lawnmower', 8, 5),
  item('garden', 'bicycle', 'Bicycle', 10, 6),
  item('garden', 'garden-table', 'Garden table', 15, 5),
  item('garden', 'garden-chair', 'Garden chair', 4, 3),
  item('garden', 'barbecue', 'Barbecue', 10, 4),
  item('garden', 'tool-chest', 'Tool chest', 8, 3),
  item('garden', 'ladder', 'Ladder', 5, 10),
  item('garden', 'kayak', 'Kayak or canoe', 20, 12),
  item('garden', 'workbench', 'Workbench', 20, 6),
  item('office', 'desk', 'Desk', 25, 5),
  item('office', 'office-chair', 'Office chair', 8, 3.5),
  item('office', 'filing-cabinet', 'Filing cabinet (four drawers)', 12, 4.5),
  item('office', 'shelving-unit', 'Shelving unit', 20, 6),
  item('office', 'archive-box', 'Archive box', 1.5, 1.5),
  item('office', 'pallet', 'Pallet of stock', 50, 4),
  item('office', 'printer', 'Printer or monitor', 4, 2),
  item('office', 'display-stand', 'Display stand', 15, 6),
  item('boxes', 'box-small', 'Small box', 1.5, 1.5),
  item('boxes', 'box-medium', 'Medium box', 3, 2),
  item('boxes', 'box-large', 'Large box', 4.5, 2),
  item('boxes', 'wardrobe-box', 'Wardrobe box', 10, 4),
  item('boxes', 'suitcase', 'Suitcase', 4, 2.5),
  item('boxes', 'soft-bag', 'Bag of bedding or clothes', 3, 2.5),
  item('boxes', 'plastic-crate', 'Plastic crate', 2, 2),
  item('boxes', 'picture', 'Picture or mirror', 2, 4),
];

const byId = new Map(calculatorItems.map((entry) => [entry.id, entry]));

export function calculatorItemById(id: string): CalculatorItem | undefined {
  return byId.get(id);
}
