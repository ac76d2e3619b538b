/**
 * Draws a layout as one SVG per floor for layout:preview: every unit with
 * its id, size and status, every feature with its label, and units with a
 * problem outlined, so staff can look at a plan before it is published.
 * Pure: text in, text out; the script renders the PNGs.
 */
import { featureFloor, unitFloor } from '../../src/layout/layout-rules.ts';
import type { FacilityFeature, FeatureKind, Layout, Unit } from '../../src/layout/layout-schema.ts';
import { formatLayoutSummary, summariseLayout } from '../../src/layout/layout-summary.ts';

export type FloorPlan = { floor: string; units: Unit[]; features: FacilityFeature[] };

/** Height of the title band above the canvas, drawing units. */
const HEADER = 56;
const MARGIN = 10;
/** Where the counts start in the title band, after "Floor N". */
const SUMMARY_LEFT = 110;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

const FEATURE_FILL: Record<FeatureKind, string> = {
  corridor: '#f1f1ee',
  entrance: '#dbe7f3',
  office: '#e6dff0',
  lift: '#f3ead5',
  stairs: '#f3ead5',
};

const COLOURS = {
  available: { fill: '#d6ecd6', stroke: '#2e6b30' },
  reserved: { fill: '#f5d5d3', stroke: '#a12b25' },
  problem: '#e07000',
  text: '#1d1d1b',
  muted: '#55554f',
};

/** Units grouped by the floor their id starts with; each floor gets the features on it or on every floor. */
export function floorsOf(layout: Layout): FloorPlan[] {
  const floors = new Set<string>();
  for (const unit of layout.units) floors.add(unitFloor(unit.id));
  for (const feature of layout.features) {
    const floor = featureFloor(feature);
    if (floor !== undefined) floors.add(floor);
  }
  const order = [...floors].sort((a, b) => Number(a) - Number(b) || (a < b ? -1 : 1));
  return order.map((floor) => ({
    floor,
    units: layout.units.filter((u) => unitFloor(u.id) === floor),
    features: layout.features.filter((f) => {
      const on = featureFloor(f);
      return on === undefined || on === floor;
    }),
  }));
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A rough width of text in DejaVu Sans, enough to decide whether a label fits. */
function textWidth(text: string, size: number): number {
  return text.length * size * 0.6;
}

function text(x: number, y: number, size: number, content: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-size="${size}" text-anchor="middle" dominant-baseline="central"${extra}>${escapeXml(content)}</text>`;
}

function drawFeature(feature: FacilityFeature): string {
  const { x, y, width, height } = feature;
  const cx = x + width / 2;
  const cy = y + height / 2;
  let size = 14;
  // A tall, narrow feature (a corridor running down the plan) gets its label turned.
  const turn = height > width && textWidth(feature.label, size) > width - 8;
  const room = turn ? height - 8 : width - 8;
  while (size > 7 && textWidth(feature.label, size) > room) size--;
  const rotate = turn ? ` transform="rotate(-90 ${cx} ${cy})"` : '';
  return [
    `<g data-feature="${escapeXml(feature.id)}">`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${FEATURE_FILL[feature.kind]}" stroke="#8a8a80" stroke-dasharray="6 4"/>`,
    text(cx, cy, size, feature.label, ` fill="${COLOURS.muted}" font-style="italic"${rotate}`),
    '</g>',
  ].join('');
}

function drawUnit(unit: Unit, hasProblem: boolean): string {
  const { x, y, width, height } = unit;
  const colours = unit.isAvailable ? COLOURS.available : COLOURS.reserved;
  const status = unit.isAvailable ? 'Available' : 'Reserved';
  const cx = x + width / 2;
  const lines: [string, number, string][] = [[unit.id, 9, ' font-weight="bold"']];
  if (height >= 40) lines.push([`${unit.sqft} sq ft`, 6.5, '']);
  lines.push([status, 6.5, '']);
  const gap = 2;
  const total = lines.reduce((sum, [, size]) => sum + size, 0) + gap * (lines.length - 1);
  let top = y + (height - total) / 2;
  const labels = lines.map(([content, size, extra]) => {
    const line = text(cx, top + size / 2, size, content, ` fill="${COLOURS.text}"${extra}`);
    top += size + gap;
    return line;
  });
  const hatch = unit.isAvailable
    ? ''
    : `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="url(#reserved)"/>`;
  const problem = hasProblem
    ? `<rect x="${x + 1.5}" y="${y + 1.5}" width="${width - 3}" height="${height - 3}" fill="none" stroke="${COLOURS.problem}" stroke-width="3"/>`
    : '';
  return [
    `<g data-unit="${escapeXml(unit.id)}" data-status="${status.toLowerCase()}">`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${colours.fill}" stroke="${colours.stroke}"/>`,
    hatch,
    problem,
    ...labels,
    '</g>',
  ].join('');
}

function legend(x: number, y: number, withProblems: boolean): string {
  const keys: [string, string, string][] = [
    ['Available', COLOURS.available.fill, ''],
    ['Reserved (hatched)', COLOURS.reserved.fill, 'url(#reserved)'],
  ];
  const parts: string[] = [];
  let left = x;
  for (const [label, fill, pattern] of keys) {
    parts.push(
      `<rect x="${left}" y="${y - 6}" width="12" height="12" fill="${fill}" stroke="#55554f"/>`,
    );
    if (pattern)
      parts.push(`<rect x="${left}" y="${y - 6}" width="12" height="12" fill="${pattern}"/>`);
    parts.push(
      `<text x="${left + 16}" y="${y}" font-size="11" dominant-baseline="central" fill="${COLOURS.text}">${escapeXml(label)}</text>`,
    );
    left += 16 + textWidth(label, 11) + 18;
  }
  if (withProblems) {
    parts.push(
      `<rect x="${left}" y="${y - 6}" width="12" height="12" fill="none" stroke="${COLOURS.problem}" stroke-width="3"/>`,
      `<text x="${left + 16}" y="${y}" font-size="11" dominant-baseline="central" fill="${COLOURS.text}">Has a problem (see the command's output)</text>`,
    );
  }
  return parts.join('');
}

/**
 * One floor as a standalone SVG document in drawing units: a title band
 * (floor, counts, legend) above the canvas. `problemIds` are outlined.
 */
export function floorSvg(
  plan: FloorPlan,
  canvas: Layout['canvas'],
  problemIds: ReadonlySet<string> = new Set(),
): string {
  const summary = formatLayoutSummary(
    summariseLayout({ canvas, units: plan.units, features: plan.features }),
  );
  const marked = plan.units.some((u) => problemIds.has(u.id));
  // Wide enough for the title band even when the canvas is small.
  const titleWidth = SUMMARY_LEFT + textWidth(summary, 12);
  const legendWidth = marked ? 560 : 260;
  const width = Math.ceil(Math.max(canvas.width, titleWidth, legendWidth) + 2 * MARGIN);
  const height = canvas.height + HEADER + 2 * MARGIN;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">`,
    '<defs><pattern id="reserved" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">',
    `<line x1="0" y1="0" x2="0" y2="6" stroke="${COLOURS.reserved.stroke}" stroke-width="1.2" stroke-opacity="0.45"/>`,
    '</pattern></defs>',
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${MARGIN}" y="${MARGIN + 12}" font-size="18" font-weight="bold" fill="${COLOURS.text}">${escapeXml(`Floor ${plan.floor}`)}</text>`,
    `<text x="${MARGIN + SUMMARY_LEFT}" y="${MARGIN + 12}" font-size="12" fill="${COLOURS.muted}">${escapeXml(summary)}</text>`,
    legend(MARGIN, MARGIN + 36, marked),
    `<g transform="translate(${MARGIN} ${MARGIN + HEADER})">`,
    `<rect width="${canvas.width}" height="${canvas.height}" fill="#ffffff" stroke="#1d1d1b"/>`,
    ...plan.features.map(drawFeature),
    ...plan.units.map((u) => drawUnit(u, problemIds.has(u.id))),
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}
