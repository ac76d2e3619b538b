import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, waitForHydration } from './fixtures.ts';

/**
 * Helpers for the floor plan's browser tests. Unit positions come from
 * data/units.json (the file the page draws) and are turned into page
 * coordinates with the stage's box and the view it reports.
 */
type Unit = {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  sqft: number;
  isAvailable: boolean;
};
type LayoutFile = { canvas: { width: number; height: number }; units: Unit[] };

export const layoutFile = JSON.parse(
  readFileSync(new URL('../../data/units.json', import.meta.url), 'utf8'),
) as LayoutFile;

export function unitById(id: string): Unit {
  const unit = layoutFile.units.find((u) => u.id === id);
  if (!unit) throw new Error(`No unit ${id} in data/units.json`);
  return unit;
}

export const firstAvailable = () => {
  const unit = layoutFile.units.find((u) => u.isAvailable);
  if (!unit) throw new Error('No available unit');
  return unit;
};
export const firstReserved = () => {
  const unit = layoutFile.units.find((u) => !u.isAvailable);
  if (!unit) throw new Error('No reserved unit');
  return unit;
};

/** How long the plan may take to start and draw once scrolled into view. */
export const PLAN_START_MS = 20_000;

/** The element the Konva stage lives in; it carries the committed view. */
export const stageHost = (page: Page): Locator => page.locator('[data-zoom]');
export const planViewport = (page: Page): Locator =>
  page.getByRole('application', { name: 'Floor plan of the facility' });

/** Opens /size-guide, brings the plan into view and waits for the stage to draw. */
export async function openFloorPlan(page: Page) {
  await page.goto('/size-guide');
  await waitForHydration(page);
  await planViewport(page).scrollIntoViewIfNeeded();
  // The plan is an island that starts once scrolled near, then fetches its
  // drawing code: on a busy machine that takes longer than an expect's 5 s.
  await expect(stageHost(page).locator('canvas').first()).toBeVisible({ timeout: PLAN_START_MS });
}

export type CommittedView = { zoom: number; x: number; y: number };

export async function committedView(page: Page): Promise<CommittedView> {
  const host = stageHost(page);
  const [zoom, x, y] = await Promise.all([
    host.getAttribute('data-zoom'),
    host.getAttribute('data-view-x'),
    host.getAttribute('data-view-y'),
  ]);
  return { zoom: Number(zoom), x: Number(x), y: Number(y) };
}

/**
 * Where the view's frame is on the page and its pixels per drawing unit at
 * fit: the whole stage inline; full screen, where the stage takes the
 * screen's shape, the drawing-shaped box fitted in it, centred.
 */
export async function planFrame(page: Page) {
  const box = await stageHost(page).boundingBox();
  if (!box) throw new Error('The stage has no box');
  const { width, height } = layoutFile.canvas;
  if (Math.abs(box.height - (box.width * height) / width) <= 1) {
    return { x: box.x, y: box.y, fit: box.width / width };
  }
  const fit = Math.min(box.width / width, box.height / height);
  return {
    x: box.x + (box.width - width * fit) / 2,
    y: box.y + (box.height - height * fit) / 2,
    fit,
  };
}

/** Page coordinates of a drawing point under the committed view. */
export async function pageFromDrawing(page: Page, point: { x: number; y: number }) {
  const frame = await planFrame(page);
  const view = await committedView(page);
  const scale = frame.fit * view.zoom;
  return { x: frame.x + (point.x - view.x) * scale, y: frame.y + (point.y - view.y) * scale };
}

/** The drawing point under page coordinates, under the committed view. */
export async function drawingFromPage(page: Page, point: { x: number; y: number }) {
  const frame = await planFrame(page);
  const view = await committedView(page);
  const scale = frame.fit * view.zoom;
  return { x: view.x + (point.x - frame.x) / scale, y: view.y + (point.y - frame.y) / scale };
}

/** Page coordinates of a point inside a unit: (fx, fy) are shares of its width and height. */
export async function unitPoint(page: Page, id: string, fx = 0.5, fy = 0.6) {
  const unit = unitById(id);
  return pageFromDrawing(page, { x: unit.x + unit.width * fx, y: unit.y + unit.height * fy });
}

/** The unit dialog, found by its role and the unit's title. */
export const unitDialog = (page: Page, id: string) =>
  page.getByRole('dialog', { name: `Unit ${id}` });

/** Real touch input through the browser's input pipeline (CDP), one session per call. */
export async function touchScreen(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  return (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })),
    });
}

/**
 * Two fingers spreading apart about `mid`, from 60 to 180 px: a pinch that
 * zooms the plan three times, as a phone's touch screen sends it.
 */
export async function pinchOut(
  touch: Awaited<ReturnType<typeof touchScreen>>,
  mid: { x: number; y: number },
) {
  const fingers = (spread: number) => [
    { x: mid.x - spread, y: mid.y },
    { x: mid.x + spread, y: mid.y },
  ];
  await touch('touchStart', fingers(30));
  for (const spread of [40, 55, 70, 90]) await touch('touchMove', fingers(spread));
  await touch('touchEnd', []);
}

/** Colour of one canvas pixel of the static layer at page coordinates. */
export async function planPixel(page: Page, at: { x: number; y: number }) {
  return stageHost(page)
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement, point) => {
      const box = canvas.getBoundingClientRect();
      const ratio = canvas.width / box.width;
      const ctx = canvas.getContext('2d');
      const data = ctx?.getImageData(
        Math.round((point.x - box.left) * ratio),
        Math.round((point.y - box.top) * ratio),
        1,
        1,
      ).data;
      return data ? [data[0], data[1], data[2]] : [];
    }, at);
}

/** The plan as the build drew it into the page, shown until the stage has drawn over it. */
export const planDrawing = (page: Page): Locator =>
  planViewport(page).locator('[data-plan-drawing]');

export type Pixels = { data: Buffer; width: number; height: number };

/** The RGBA pixels of a screenshot. */
export async function screenshotPixels(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The colour at (x, y) of a screenshot, as [r, g, b]. */
export function pixelAt(pixels: Pixels, x: number, y: number): number[] {
  const at = (Math.round(y) * pixels.width + Math.round(x)) * 4;
  return [...pixels.data.subarray(at, at + 3)];
}

/** The share of pixels of two same-sized screenshots that differ by more than `threshold` in a channel. */
export function differingShare(a: Pixels, b: Pixels, threshold = 48): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    for (let c = 0; c < 3; c++) {
      if (Math.abs((a.data[i + c] ?? 0) - (b.data[i + c] ?? 0)) > threshold) {
        differing++;
        break;
      }
    }
  }
  return differing / (a.width * a.height);
}

/** A colour written #rrggbb, as [r, g, b]. */
export function rgbOf(hex: string): number[] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
}
