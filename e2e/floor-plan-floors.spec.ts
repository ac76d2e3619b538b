import { mkdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { buildFolders } from '../scripts/lib/build-folders.ts';
import { repositoryRoot, runScript } from '../scripts/lib/run-script.ts';
import {
  closeGracefully,
  type StaticServer,
  startStaticServer,
} from '../server/public/static-files.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import {
  AVAILABLE_RGB,
  near,
  planDrawn,
  RESERVED_RGB,
  seriousViolations,
} from './support/one-path.ts';

/**
 * The floor switcher, on a site built from a generated two-floor layout
 * (scripts/fixtures/layout/source-two-floors.json): the one spec that needs
 * this build makes it once, small, and serves it on its own port.
 */
type Unit = {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  isAvailable: boolean;
};

const SOURCE = 'scripts/fixtures/layout/source-two-floors.json';
const work = join(repositoryRoot, `dist-e2e-two-floors-${process.env.E2E_PORT || 4310}`);
const layoutPath = join(work, 'units.json');
const distDir = `${work}-site`;
let server: StaticServer;

let origin = '';
let units: Unit[] = [];

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 800 } });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await mkdir(work, { recursive: true });
  const generate = await runScript('scripts/layout-generate.ts', [
    '--source',
    SOURCE,
    '--out',
    layoutPath,
  ]);
  expect(generate.code, generate.stderr).toBe(0);
  units = (JSON.parse(await readFile(layoutPath, 'utf8')) as { units: Unit[] }).units;
  const build = await runScript('scripts/build.ts', [], {
    LAYOUT_FILE: layoutPath,
    DIST_DIR: distDir,
  });
  expect(build.code, build.stderr).toBe(0);
  server = await startStaticServer(distDir, 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  if (server) await closeGracefully(server);
  for (const dir of [work, ...buildFolders(distDir)])
    await rm(dir, { recursive: true, force: true });
});

const unit = (id: string) => {
  const found = units.find((u) => u.id === id);
  if (!found) throw new Error(`No unit ${id} in the two-floor layout`);
  return found;
};
const stage = (page: Page) => page.locator('[data-zoom]');

/** Colour drawn at the middle of a unit's place (both floors share the same places). */
async function pixelAt(page: Page, id: string) {
  const u = unit(id);
  const canvas = stage(page).locator('canvas').first();
  return canvas.evaluate(
    (element: HTMLCanvasElement, { u, plan }) => {
      const box = element.getBoundingClientRect();
      const ratio = element.width / box.width;
      const scale = box.width / plan;
      const x = Math.round((u.x + u.width / 2) * scale * ratio);
      const y = Math.round((u.y + u.height * 0.3) * scale * ratio);
      const data = element.getContext('2d')?.getImageData(x, y, 1, 1).data;
      return data ? [data[0], data[1], data[2]] : [];
    },
    { u, plan: 200 },
  );
}

async function open(page: Page, suffix = '') {
  await page.goto(`${origin}/size-guide${suffix}`);
  await waitForHydration(page);
  await page
    .getByRole('application', { name: 'Floor plan of the facility' })
    .scrollIntoViewIfNeeded();
  await planDrawn(page);
}

test('floor tabs draw one floor at a time; the list covers both', async ({ page }) => {
  // Two axe passes over a drawn plan: the slowest test here on a busy machine.
  test.setTimeout(60_000);
  await open(page);
  const tabs = page.getByRole('tablist', { name: 'Floors' }).getByRole('tab');
  await expect(tabs).toHaveText(['Floor 1', 'Floor 2']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  // 1-B-1 is reserved; 2-B-1, in the same place upstairs, is available.
  expect(unit('1-B-1').isAvailable).toBe(false);
  expect(unit('2-B-1').isAvailable).toBe(true);
  await expect.poll(async () => near(await pixelAt(page, '1-B-1'), RESERVED_RGB)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect.poll(async () => near(await pixelAt(page, '2-B-1'), AVAILABLE_RGB)).toBe(true);
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.first()).toBeFocused();
  await expect.poll(async () => near(await pixelAt(page, '1-B-1'), RESERVED_RGB)).toBe(true);

  await page.getByText('Choose from a list').click();
  const rows = page.getByRole('table', { name: 'Every unit on the floor plan' }).getByRole('row');
  await expect(rows).toHaveCount(units.length + 1);
});

test('a link and the search reach a unit on the other floor', async ({ page }) => {
  await open(page, '?unit=2-A-2');
  const tabs = page.getByRole('tablist', { name: 'Floors' }).getByRole('tab');
  await expect(page.getByRole('dialog', { name: 'Unit 2-A-2' })).toBeVisible();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');

  const search = page.getByRole('combobox', { name: 'Find a unit' });
  await search.fill('A-3');
  await expect(page.getByRole('listbox', { name: 'Find a unit' }).getByRole('option')).toHaveText([
    '1-A-3',
    '2-A-3',
  ]);
  await search.fill('1-A-3');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Unit 1-A-3' })).toBeVisible();
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
});
