/**
 * Storage-type cards, container pictures and video frames, and safety
 * deposit boxes.
 */
import type { ContainerId, DepositBoxId, StorageTypeId } from '../../../src/content/media.ts';
import { drawItems, type Item, moveItem, type View } from '../iso.ts';
import { desk, pallet, shelving } from '../models/business.ts';
import { drawContainer } from '../models/container.ts';
import { type DepositBoxSize, drawDepositBox } from '../models/deposit-box.ts';
import { person, staffLook } from '../models/facility.ts';
import {
  bookcase,
  box,
  chair,
  drawers,
  lamp,
  plant,
  sofa,
  table,
  wardrobe,
} from '../models/furniture.ts';
import { roomShell } from '../models/unit-room.ts';
import { palette, shade } from '../palette.ts';
import { svgDocument } from '../render-svg.ts';
import { landscape } from './backdrop.ts';
import { clamp01, easeInOut, easeOutCubic, rect } from './common.ts';

const CARD = { width: 800, height: 600 } as const;

function unitCard(items: readonly Item[], width: number, depth: number, view: View): string {
  return svgDocument(
    CARD.width,
    CARD.height,
    rect(CARD.width, CARD.height, palette.brandTint) +
      `<circle cx="${CARD.width * 0.5}" cy="${CARD.height * 0.55}" r="${CARD.height * 0.46}" fill="${shade(palette.brandTint, 0.45)}"/>` +
      roomShell(view, width, depth) +
      drawItems(view, items),
  );
}

export function storageCard(id: StorageTypeId): string {
  if (id === 'personal') {
    const items: Item[] = [
      wardrobe([0.9, 0, 0], 'y'),
      bookcase([4.4, 0, 0], 'y'),
      sofa([1.3, 2.4, 0], 'y', palette.fabric),
      drawers([0, 6.6, 0], 'x'),
      box([7.6, 0.2, 0], 'large'),
      box([7.7, 0.3, 1.75], 'medium', 0.05),
      box([7.6, 2.4, 0], 'medium'),
      box([7.6, 4, 0], 'medium', -0.04),
      box([7.7, 4.1, 1.5], 'small'),
      lamp([8.6, 6.6, 0]),
      plant([4.6, 6.3, 0]),
    ];
    return unitCard(items, 10, 8, { scale: 24, ox: 410, oy: 250 });
  }
  if (id === 'business') {
    const items: Item[] = [
      shelving([0.4, 0, 0], 8.4),
      { ...shelvingY(), key: 'shelving-y' },
      pallet([5.2, 3.4, 0]),
      ...desk([1.6, 5.8, 0]),
      chair([2.6, 8.2, 0], 'y', palette.brand),
      box([5.4, 7.6, 0], 'large', 0.05),
      box([5.5, 7.7, 1.75], 'medium'),
    ];
    return unitCard(items, 10, 10, { scale: 22, ox: 400, oy: 225 });
  }
  return svgDocument(
    CARD.width,
    CARD.height,
    landscape(CARD.width, CARD.height, 260) +
      `<polygon points="0,600 0,420 400,200 800,420 800,600" fill="${palette.tarmac}"/>` +
      drawContainer(
        { scale: 19, ox: 300, oy: 220 },
        {
          at: [0, 0, 0.5],
          length: 12,
          open: 1,
          contents: containerContents(12),
        },
      ) +
      drawItems({ scale: 19, ox: 300, oy: 220 }, [person([17.5, 9, 0], staffLook)]),
  );
}

/** A shelving bay standing along the left-hand back wall. */
function shelvingY(): Item {
  const s = shelving([0, 0, 0], 6);
  // Rotate the bay: swap x and y by rebuilding it from its boxes.
  return {
    key: 'shelving-y',
    solids: s.solids.map((solid) => ({
      box: {
        min: [solid.box.min[1], solid.box.min[0] + 2.2, solid.box.min[2]],
        max: [solid.box.max[1], solid.box.max[0] + 2.2, solid.box.max[2]],
      },
      svg: solid.svg,
    })),
  };
}

/** What goes into a container, as items in container-local feet (inside 0..length, 0..8). */
export function containerContents(length: number): Item[] {
  return packedAtDoor(loadFor(length), length);
}

/** Moves the load to the door end, where it can be seen through the opening. */
function packedAtDoor(items: Item[], length: number): Item[] {
  const extent = Math.max(...items.flatMap((i) => i.solids.map((s) => s.box.max[0])));
  const dx = Math.max(0, length - 0.4 - extent);
  return items.map((item) => moveItem(item, [dx, 0, 0]));
}

function loadFor(length: number): Item[] {
  const items: Item[] = [
    wardrobe([0.2, 0.2, 0], 'y'),
    box([3.8, 0.2, 0], 'large'),
    box([3.8, 0.2, 1.75], 'large', 0.05),
    box([3.8, 1.8, 0], 'medium', -0.03),
    sofa([0.2, 4.6, 0], 'x', palette.fabricWarm, 3.2),
    box([3.6, 4.6, 0], 'medium'),
    box([3.6, 6.2, 0], 'medium', 0.04),
    box([3.7, 4.7, 1.5], 'small'),
  ];
  if (length >= 12) {
    items.push(
      table([6.2, 0.3, 0], 'x', 4.2, 2.6),
      box([6.2, 4.4, 0], 'large'),
      box([6.2, 6.1, 0], 'medium'),
      box([6.3, 4.5, 1.75], 'medium', -0.05),
    );
  }
  if (length >= 20) {
    items.push(
      bookcase([9.5, 0, 0], 'y'),
      drawers([12.6, 0.2, 0], 'y'),
      box([9.5, 4.4, 0], 'large', 0.05),
      box([9.5, 6.1, 0], 'medium'),
      box([11.7, 4.4, 0], 'medium', -0.03),
      box([11.7, 6.1, 0], 'medium'),
    );
  }
  return items;
}

export const CONTAINER_VIDEO = {
  width: 640,
  height: 400,
  fps: 24,
  seconds: 8,
  posterSecond: 5.6,
} as const;

const containerLength: Record<ContainerId, number> = { '10ft': 10, '20ft': 20 };

/** Placement of each container in a 16:10 picture, in picture units of 1280 × 800. */
function containerView(id: ContainerId): View {
  return id === '10ft' ? { scale: 34, ox: 470, oy: 340 } : { scale: 25, ox: 420, oy: 330 };
}

function containerPicture(
  id: ContainerId,
  open: number,
  pose?: (item: Item, index: number) => { lift: number; opacity: number },
): string {
  const L = containerLength[id];
  const view = containerView(id);
  const W = 1280;
  const H = 800;
  const ground = `<polygon points="0,${H} 0,${H * 0.55} ${W * 0.45},${H * 0.38} ${W},${H * 0.62} ${W},${H}" fill="${palette.tarmac}"/>`;
  const contents = containerContents(L);
  return svgDocument(
    W,
    H,
    landscape(W, H, H * 0.4, { bridgeX: W * 0.62, bridgeSpan: W * 0.3 }) +
      ground +
      drawContainer(view, {
        at: [0, 0, 0.5],
        length: L,
        open,
        contents,
        ...(pose ? { pose } : {}),
      }),
  );
}

export function containerImage(id: ContainerId, open: boolean): string {
  return containerPicture(id, open ? 1 : 0);
}

/** One frame of the loading loop: closed, doors open, contents arrive, doors close. */
export function containerFrame(id: ContainerId, seconds: number): string {
  const open =
    seconds < 0.5
      ? 0
      : seconds < 2
        ? easeInOut((seconds - 0.5) / 1.5)
        : seconds < 6
          ? 1
          : easeInOut(1 - (seconds - 6) / 1.4);
  const count = containerContents(containerLength[id]).length;
  const pose = (_item: Item, index: number) => {
    const start = 2 + (2.8 * index) / Math.max(1, count);
    const t = clamp01((seconds - start) / 0.45);
    return { lift: (1 - easeOutCubic(t)) * 2, opacity: clamp01(t * 2.5) };
  };
  return containerPicture(id, open, pose);
}

const depositSizes: Record<DepositBoxId, DepositBoxSize> = {
  small: { heightIn: 3, widthIn: 5, lengthIn: 24 },
  medium: { heightIn: 5, widthIn: 5, lengthIn: 24 },
  large: { heightIn: 10, widthIn: 10, lengthIn: 24 },
};

/** Wall pixels per inch of a box's front (its width by its height). */
const DOOR_PX_PER_IN = 12;
const DOOR_COLUMN_PITCH = 66;
const DOOR_GAP = 6;
/** Rows of doors, top to bottom: two of small, two of medium, one of large. */
const doorRows: readonly DepositBoxId[] = ['small', 'small', 'medium', 'medium', 'large'];
/** The column of the open door: right of where the box stands. */
const OPEN_DOOR_COLUMN = 10;

/**
 * The wall of box doors behind the box, each door the size of its box's
 * front, at one scale: shallow small doors, square medium ones and large
 * ones twice as wide. On a box's card one door of its size stands open.
 */
function lockerWall(width: number, height: number, id?: DepositBoxId): string {
  const wallHeight = height * 0.62;
  let out = rect(width, height, shade(palette.brandTint, -0.04));
  const openRow = id ? doorRows.lastIndexOf(id) : -1;
  let y = DOOR_GAP;
  doorRows.forEach((size, row) => {
    const box = depositSizes[size];
    const w = box.widthIn * DOOR_PX_PER_IN;
    const h = box.heightIn * DOOR_PX_PER_IN;
    const span = Math.round(w / (DOOR_COLUMN_PITCH - DOOR_GAP));
    const doorW = span * DOOR_COLUMN_PITCH - DOOR_GAP;
    for (let col = 0; col + span <= Math.floor(width / DOOR_COLUMN_PITCH); col += span) {
      const x = 4 + col * DOOR_COLUMN_PITCH;
      if (row === openRow && col === OPEN_DOOR_COLUMN) {
        out +=
          `<rect x="${x}" y="${y}" width="${doorW}" height="${h}" rx="3" fill="${palette.ink}"/>` +
          `<rect x="${x}" y="${y}" width="${doorW}" height="${h}" rx="3" fill="none" stroke="${palette.accent}" stroke-width="5"/>`;
      } else {
        out +=
          `<rect x="${x}" y="${y}" width="${doorW}" height="${h}" rx="3" fill="${shade(palette.brandTint, 0.35)}"/>` +
          `<circle cx="${x + doorW - 14}" cy="${y + h / 2}" r="${Math.min(5, h / 6)}" fill="${palette.steel}"/>`;
      }
    }
    y += h + DOOR_GAP;
  });
  return `${out}<rect x="0" y="${wallHeight}" width="${width}" height="${height * 0.38}" fill="${palette.brand}"/><rect x="0" y="${wallHeight}" width="${width}" height="10" fill="${palette.brandDark}"/>`;
}

/** The three boxes share one scale, so their sizes compare truthfully. */
export function depositBoxScene(id: DepositBoxId): string {
  const view: View = { scale: 170, ox: 314, oy: 330 };
  return svgDocument(
    CARD.width,
    CARD.height,
    lockerWall(CARD.width, CARD.height, id) + drawDepositBox(view, depositSizes[id]),
  );
}

/** The three boxes side by side at one scale before the wall: the deposit box page's hero. */
export function depositBoxesScene(): string {
  const view: View = { scale: 100, ox: 133, oy: 425 };
  const step = 1.25;
  const boxes = (['large', 'medium', 'small'] as const)
    .map((id, i) => drawDepositBox(view, depositSizes[id], [i * step, -i * step, 0]))
    .join('');
  return svgDocument(CARD.width, CARD.height, lockerWall(CARD.width, CARD.height) + boxes);
}
