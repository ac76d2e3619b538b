import { expect, test } from './support/fixtures.ts';
import {
  committedView,
  layoutFile,
  pageFromDrawing,
  planPixel,
  planViewport,
  unitById,
  unitDialog,
} from './support/floor-plan-page.ts';
import {
  AVAILABLE_RGB,
  near,
  openSizeGuide,
  planDrawn,
  RESERVED_RGB,
  seriousViolations,
} from './support/one-path.ts';

/** "Find a unit": the WAI-ARIA combobox by the plan. Ids come from data/units.json. */
test.use({ viewport: { width: 1280, height: 800 } });

const box = (page: import('@playwright/test').Page) =>
  page.getByRole('combobox', { name: 'Find a unit' });

test('typing "C-4" suggests matching ids; the arrow keys and Enter choose one, which opens zoomed', async ({
  page,
}) => {
  const unit = unitById('2-C-4');
  const expected = layoutFile.units.filter((u) => u.id.includes('C-4')).map((u) => u.id);
  await openSizeGuide(page);
  await box(page).fill('C-4');
  const listbox = page.getByRole('listbox', { name: 'Find a unit' });
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(listbox.getByRole('option')).toHaveText(expected);
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.press('ArrowDown');
  const first = listbox.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute(
    'aria-activedescendant',
    (await first.getAttribute('id')) ?? '',
  );
  await expect(box(page)).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(unitDialog(page, unit.id)).toBeVisible();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(planViewport(page)).toBeInViewport();
  await planDrawn(page);
  expect((await committedView(page)).zoom).toBeGreaterThan(2);
  // The unit is drawn large, inside the plan's box.
  const colour = unit.isAvailable ? AVAILABLE_RGB : RESERVED_RGB;
  const inside = await pageFromDrawing(page, { x: unit.x + 2, y: unit.y + unit.height - 2 });
  const planBox = await planViewport(page).boundingBox();
  expect(inside.x).toBeGreaterThan(planBox?.x ?? 0);
  expect(inside.x).toBeLessThan((planBox?.x ?? 0) + (planBox?.width ?? 0));
  await expect.poll(async () => near(await planPixel(page, inside), colour)).toBe(true);
});

test('"2-C-4" with its floor, clicked in the list, opens the same unit', async ({ page }) => {
  await openSizeGuide(page);
  await box(page).pressSequentially('2-c-4');
  await page.getByRole('option', { name: '2-C-4', exact: true }).click();
  await expect(unitDialog(page, '2-C-4')).toBeVisible();
});

test('an id that is not on the plan says so, quietly', async ({ page }) => {
  await openSizeGuide(page);
  await box(page).fill('Z-99');
  await expect(page.getByRole('listbox', { name: 'Find a unit' }).getByRole('option')).toHaveText([
    'No unit matches',
  ]);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'No unit Z-99 on the plan' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(box(page)).toHaveValue('');
});
