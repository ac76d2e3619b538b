/**
 * Size-picker videos: the room for one step opens full (as its poster shows
 * it), holds, empties and fills again, so the last frame leads straight back
 * into the first and a visitor's first sight is what the step holds.
 */
import { drawItems, type Item, type View } from '../iso.ts';
import {
  ROOM_HEIGHT,
  roomPlan,
  roomShell,
  type SizeStepSqft,
  scalePerson,
} from '../models/unit-room.ts';
import { palette } from '../palette.ts';
import { svgDocument } from '../render-svg.ts';
import { clamp01, easeOutCubic, pill, rect } from './common.ts';

export const SIZE_VIDEO = {
  width: 640,
  height: 400,
  fps: 24,
  seconds: 6,
  posterSecond: 1,
} as const;

const COS30 = Math.cos(Math.PI / 6);
// The cycle, in seconds of its own: fill, hold full, empty.
const FILL_START = 0.3;
const FILL_END = 2.9;
const DROP = 0.45;
const EMPTY_START = 5.1;
const EMPTY_END = 5.8;
const FADE = 0.25;
/** The video starts this far into the cycle: the room just full. */
const CYCLE_OFFSET = 3.0;

/** Bigger rooms are drawn bigger, but small ones are scaled up a little so their contents stay legible. */
function roomView(width: number, depth: number): View {
  const { width: w, height: h } = SIZE_VIDEO;
  const span = width + depth;
  const fitW = (w - 120) / (span * COS30);
  const fitH = (h - 36) / (span / 2 + ROOM_HEIGHT + 0.9);
  const base = Math.min((w - 120) / (30 * COS30), (h - 36) / (15 + ROOM_HEIGHT + 0.9));
  const scale = Math.min(base * (30 / span) ** 0.5, fitW, fitH);
  // Centre the room's screen bounds: x from -depth to +width (× cos30), y from -8 ft to span/2.
  const left = -depth * COS30 * scale;
  const right = width * COS30 * scale;
  const top = -ROOM_HEIGHT * scale;
  const bottom = (span / 2 + 0.5) * scale;
  return {
    scale,
    ox: w / 2 - (left + right) / 2 + 20,
    oy: h / 2 - (top + bottom) / 2,
  };
}

function pose(count: number, videoSeconds: number) {
  const seconds = (videoSeconds + CYCLE_OFFSET) % SIZE_VIDEO.seconds;
  return (_item: Item, index: number) => {
    const start = FILL_START + ((FILL_END - FILL_START - DROP) * index) / Math.max(1, count - 1);
    const inT = clamp01((seconds - start) / DROP);
    if (seconds < EMPTY_START)
      return { lift: (1 - easeOutCubic(inT)) * 2.5, opacity: clamp01(inT * 2.5) };
    // Empty in reverse order: last in, first out.
    const outStart =
      EMPTY_START +
      ((EMPTY_END - EMPTY_START - FADE) * (count - 1 - index)) / Math.max(1, count - 1);
    const outT = clamp01((seconds - outStart) / FADE);
    return { lift: outT * 1.5, opacity: 1 - outT };
  };
}

export function sizeStepFrame(sqft: SizeStepSqft, seconds: number): string {
  const plan = roomPlan(sqft);
  const view = roomView(plan.width, plan.depth);
  const { width: w, height: h } = SIZE_VIDEO;
  // The figure stands just outside the right-hand corner of the room, clear of its contents.
  const personX = view.ox + (plan.width + 1.4) * COS30 * view.scale;
  const personY = view.oy + ((plan.width + 1.4) / 2 + 1.2) * view.scale;
  const body =
    rect(w, h, palette.surface) +
    roomShell(view, plan.width, plan.depth) +
    drawItems(view, plan.items, pose(plan.items.length, seconds)) +
    scalePerson(view, personX, personY) +
    pill(24, 22, `${sqft} sq ft`, 26);
  return svgDocument(w, h, body);
}
