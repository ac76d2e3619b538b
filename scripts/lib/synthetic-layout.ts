/**
 * Large, valid layouts for the benchmark and its test: units of 40 × 32
 * drawing units in rows of up to 26 letters per floor, every fifth unit
 * reserved, the canvas sized to fit. Returned as plain JSON data, as if read
 * from a file.
 */
const UNIT_WIDTH = 40;
const UNIT_HEIGHT = 32;
const GAP = 4;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function syntheticLayout(unitCount: number) {
  const perRow = Math.max(1, Math.ceil(Math.sqrt(unitCount * 1.5)));
  const rows = Math.ceil(unitCount / perRow);
  const units = Array.from({ length: unitCount }, (_, i) => {
    const rowIndex = Math.floor(i / perRow);
    const floor = 1 + Math.floor(rowIndex / LETTERS.length);
    const row = LETTERS[rowIndex % LETTERS.length];
    const id = `${floor}-${row}-${(i % perRow) + 1}`;
    return {
      id,
      x: GAP + (i % perRow) * (UNIT_WIDTH + GAP),
      y: GAP + rowIndex * (UNIT_HEIGHT + GAP),
      width: UNIT_WIDTH,
      height: UNIT_HEIGHT,
      sqft: 25,
      title: `Unit ${id}`,
      description: `25 sq ft unit on floor ${floor}, row ${row}.`,
      isAvailable: i % 5 !== 0,
    };
  });
  return {
    canvas: { width: GAP + perRow * (UNIT_WIDTH + GAP), height: GAP + rows * (UNIT_HEIGHT + GAP) },
    units,
    features: [],
  };
}

/** The product spec's canvas, drawing units. */
const SPEC_CANVAS = { width: 1150, height: 600 } as const;

/**
 * A layout in the product spec's own shape: a canvas of 1150 × 600 and a
 * list of units (id, x, y, width, height, sqft, title, description,
 * isAvailable), with no features. Units of 40 × 32 fill each floor's canvas
 * row by row (28 to a row, 18 rows), then the next floor; every fifth is
 * reserved.
 */
export function specShapedLayout(unitCount: number) {
  const perRow = Math.floor((SPEC_CANVAS.width + 1) / (UNIT_WIDTH + 1));
  const rowsPerFloor = Math.floor((SPEC_CANVAS.height + 1) / (UNIT_HEIGHT + 1));
  const units = Array.from({ length: unitCount }, (_, i) => {
    const rowIndex = Math.floor(i / perRow);
    const floor = 1 + Math.floor(rowIndex / rowsPerFloor);
    const row = LETTERS[rowIndex % rowsPerFloor];
    const number = (i % perRow) + 1;
    const id = `${floor}-${row}-${number}`;
    return {
      id,
      x: (number - 1) * (UNIT_WIDTH + 1),
      y: (rowIndex % rowsPerFloor) * (UNIT_HEIGHT + 1),
      width: UNIT_WIDTH,
      height: UNIT_HEIGHT,
      sqft: 25,
      title: `Unit ${id}`,
      description: `25 sq ft unit on floor ${floor}, row ${row}.`,
      isAvailable: i % 5 !== 0,
    };
  });
  return { canvas: { ...SPEC_CANVAS }, units };
}
