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
