import { footerQuickLinks } from '../src/content/navigation.ts';
import { site } from '../src/content/site.ts';
import { expect, holdClock, test, waitForHydration } from './support/fixtures.ts';

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a dropdown opens on hover and closes 200 ms after the pointer leaves', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await holdClock(page);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const services = nav.getByRole('button', { name: 'Services' });
    await services.hover();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const panel = nav.locator('#nav-panel-services');
    await expect(panel.getByRole('link')).toHaveText([
      'Personal Storage',
      'Business Storage',
      'Container Storage',
      'Safety Deposit Boxes',
    ]);
    await page.mouse.move(640, 600);
    await page.clock.runFor(150);
    await expect(panel).toBeVisible();
    await page.clock.runFor(60);
    await expect(panel).toBeHidden();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('moving back in before 200 ms keeps the menu open', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await holdClock(page);
    const services = page.getByRole('button', { name: 'Services' });
    await services.hover();
    await page.mouse.move(640, 600);
    await page.clock.runFor(100);
    await services.hover();
    await page.clock.runFor(500);
    await expect(page.locator('#nav-panel-services')).toBeVisible();
  });

  test('menus open by click, and each lists its links', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const calculator = page.getByRole('button', { name: 'Space Calculator' });
    await calculator.click();
    await expect(page.locator('#nav-panel-calculator').getByRole('link')).toHaveText([
      'Storage Calculator',
      'Size Guide',
    ]);
    await page.getByRole('button', { name: 'Resources' }).click();
    await expect(page.locator('#nav-panel-calculator')).toBeHidden();
    const resources = page.locator('#nav-panel-resources');
    await expect(resources.getByRole('link')).toHaveText(['About Us', 'Contact']);
    await expect(resources.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/register',
    );
    await resources.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(resources).toBeHidden();
  });

  test('menus work from the keyboard; Escape closes and returns focus', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const services = page.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Personal Storage' }).first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Business Storage' }).first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('link', { name: 'Safety Deposit Boxes' }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/personal$/);
  });

  test('the Register Your Interest button sits beside the menus', async ({ page }) => {
    await page.goto('/');
    const cta = page.getByRole('banner').getByRole('link', { name: 'Register Your Interest' });
    await expect(cta).toBeVisible();
    await expect(cta).toHaveAttribute('href', '/register');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button toggles a panel of collapsible groups; a link closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#mobile-menu');
    await expect(panel).toBeVisible();
    const groups = panel.getByRole('button');
    await expect(groups).toHaveText(['Services', 'Space Calculator', 'Resources']);
    await expect(panel.getByRole('link', { name: 'Business Storage' })).toBeHidden();
    await panel.getByRole('button', { name: 'Services' }).click();
    await expect(panel.getByRole('button', { name: 'Services' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await panel.getByRole('link', { name: 'Business Storage' }).click();
    await expect(page).toHaveURL(/\/business$/);
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // On the new page the header starts on first use: the first tap opens
    // the panel once it has, and only then does a second tap close it (two
    // taps before it starts are one request; islands.spec.ts checks that).
    await button.click();
    await expect(panel).toBeVisible();
    await button.click();
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test('the footer shows the social links, contact block, quick links and current year', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2031-06-15T12:00:00Z'));
  await page.goto('/');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('© 2031 Widnes Self Storage');
  for (const network of ['Instagram', 'Facebook', 'LinkedIn']) {
    await expect(footer.getByRole('link', { name: new RegExp(network) })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  }
  await expect(footer.getByRole('link', { name: '0151 496 0123' })).toHaveAttribute(
    'href',
    'tel:+441514960123',
  );
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer).toContainText('WA8');
  const quick = footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link');
  const hrefs = await quick.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual([
    '/personal',
    '/business',
    '/container',
    '/calculator',
    '/safety-deposit-boxes',
    '/size-guide',
    '/about',
  ]);
});

test('on a phone the footer is compact: every part shown, quick links in two columns, tap targets whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  // The blurb's first sentence only; the quick links name the services.
  await expect(footer.getByText(site.blurbLead)).toBeVisible();
  await expect(footer.getByText(site.blurbMore)).toBeHidden();
  const links = footer.getByRole('link');
  // Social, phone, email, seven quick links, three legal links: all shown.
  await expect(links).toHaveCount(site.social.length + 2 + footerQuickLinks.length + 3);
  const boxes = await links.evaluateAll((all) =>
    all.map((a) => {
      const box = a.getBoundingClientRect();
      return { text: a.textContent, x: box.x, y: box.y, width: box.width, height: box.height };
    }),
  );
  for (const box of boxes) {
    expect(box.width, `${box.text} wide enough to tap`).toBeGreaterThanOrEqual(24);
    expect(box.height, `${box.text} tall enough to tap`).toBeGreaterThanOrEqual(24);
    expect(box.x + box.width, `${box.text} inside the screen`).toBeLessThanOrEqual(390);
  }
  const quick = boxes.filter((box) => footerQuickLinks.some((link) => link.label === box.text));
  for (const box of quick)
    expect(box.height, `${box.text} a full tap target`).toBeGreaterThanOrEqual(44);
  // Two columns: the first two quick links side by side on one row.
  expect(quick[1]?.y).toBe(quick[0]?.y);
  expect(quick[1]?.x).toBeGreaterThan((quick[0]?.x ?? 0) + (quick[0]?.width ?? 0));
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.brand}`);
  const height = await footer.evaluate((element) => element.getBoundingClientRect().height);
  expect(height).toBeLessThan(800);
});

test('on a wide screen the footer shows the whole blurb', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('contentinfo').getByText(site.blurb)).toBeVisible();
});

test('the footer email address sits on one line at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  const email = page.getByRole('contentinfo').getByRole('link', { name: /@/ });
  const lines = await email.evaluate((a) => a.getClientRects().length);
  expect(lines).toBe(1);
  const box = await email.boundingBox();
  const column = await page.getByRole('contentinfo').locator('address').boundingBox();
  expect(box && column && box.x + box.width <= column.x + column.width + 1).toBe(true);
});

test('a route change scrolls to the top; back restores the position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/');
  await waitForHydration(page);
  // The link goes to the middle of the window: focusing a link under the sticky
  // header would scroll it out (scroll-padding-top) and move the position tested.
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Personal Storage' });
  await link.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const before = await page.evaluate(() => window.scrollY);
  await link.click();
  await expect(page).toHaveURL(/\/personal$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
});
