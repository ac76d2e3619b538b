import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures.ts';
import { PLAN_START_MS, planPixel, planViewport, stageHost } from './floor-plan-page.ts';

/** The plan's colours as drawn (src/features/floor-plan/draw-plan.ts). */
export const AVAILABLE_RGB = [31, 122, 77];
export const RESERVED_RGB = [179, 38, 30];

/** Opens /size-guide with a query or hash, waiting for hydration. */
export async function openSizeGuide(page: Page, suffix = '') {
  await page.goto(`/size-guide${suffix}`);
  await waitForHydration(page);
}

/** Waits until the stage has drawn (the plan must already be near the screen). */
export async function planDrawn(page: Page) {
  // The plan is an island that starts once scrolled near, then fetches its
  // drawing code: on a busy machine that takes longer than an expect's 5 s.
  await expect(stageHost(page).locator('canvas').first()).toBeVisible({ timeout: PLAN_START_MS });
}

/** The drawn pixel at the centre of the plan's box on the page. */
export async function centrePixel(page: Page) {
  const box = await planViewport(page).boundingBox();
  if (!box) throw new Error('The plan has no box');
  return planPixel(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
}

/** True when two colours are within `tolerance` on every channel. */
export function near(colour: readonly (number | undefined)[], target: number[], tolerance = 6) {
  return target.every((c, i) => Math.abs((colour[i] ?? -999) - c) <= tolerance);
}

export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
