import { expect, test, waitForHydration } from './support/fixtures.ts';
import { allRoutes, SITE_ORIGIN } from './support/routes.ts';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;

test('every route has its own title', () => {
  const titles = new Set(allRoutes.map((r) => r.title));
  expect(titles.size).toBe(allRoutes.length);
});

for (const route of allRoutes) {
  test.describe(`${route.path}`, () => {
    test('raw HTML carries its own head tags and content', async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(count(head, /<title>/g)).toBe(1);
      expect(count(html, /<title>/g)).toBe(1);
      expect(count(head, /<meta name="description"/g)).toBe(1);
      expect(count(html, /<link rel="canonical"/g)).toBe(1);
      expect(head).toContain(`<title>${route.title.replace(/&/g, '&amp;')}</title>`);
      expect(head).toContain(`<link rel="canonical" href="${SITE_ORIGIN}${route.path}"/>`);
      expect(head).toContain('<meta name="robots" content="index, follow"/>');
      expect(head).toContain('<meta property="og:locale" content="en_GB"/>');
      expect(head).toContain(`<meta property="og:url" content="${SITE_ORIGIN}${route.path}"/>`);
      expect(head).toMatch(/<meta name="twitter:card" content="summary_large_image"\/>/);
      expect(html).toMatch(/<h1[^>]*>/);
      // The tab's icon is a bitmap. Chromium draws an SVG icon as a document
      // of its own, built on the page's main thread as the page loads: 10 to
      // 20 ms here, several times that on a phone.
      const icons = head.match(/<link rel="icon"[^>]*>/g) ?? [];
      expect(icons.length).toBeGreaterThan(0);
      expect(icons.filter((icon) => /svg/i.test(icon))).toEqual([]);
      // The first paint waits for the footer (whole-page-paint.spec.ts), which every page has once.
      expect(head).toContain('<link rel="expect" href="#site-footer" blocking="render"');
      expect(count(html, /<footer id="site-footer"/g)).toBe(1);
      expect(count(html, /id="site-footer"/g)).toBe(1);
    });

    test('hydrates with one title, description and canonical and no errors', async ({ page }) => {
      await page.goto(route.path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      await expect(page).toHaveTitle(route.title);
      const tags = await page.evaluate(() => ({
        titles: document.querySelectorAll('title').length,
        descriptions: document.querySelectorAll('meta[name="description"]').length,
        canonicals: document.querySelectorAll('link[rel="canonical"]').length,
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      }));
      expect(tags).toEqual({
        titles: 1,
        descriptions: 1,
        canonicals: 1,
        canonical: `${SITE_ORIGIN}${route.path}`,
      });
    });
  });
}

test('client-side navigation swaps the head tags without duplicates', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Business Storage' }).click();
  await expect(page).toHaveURL(/\/business$/);
  const business = allRoutes.find((r) => r.id === 'business');
  await expect(page).toHaveTitle(business?.title ?? '');
  expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
  expect(await page.locator('meta[name="description"]').count()).toBe(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${SITE_ORIGIN}/business`,
  );
});

test('the home page carries SelfStorage structured data', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const block = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
  expect(block).toBeTruthy();
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>);
  const data = blocks.find((b) => b['@type'] === 'SelfStorage') as Record<string, unknown>;
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'SelfStorage',
    name: 'Widnes Self Storage',
    url: `${SITE_ORIGIN}/`,
    address: { '@type': 'PostalAddress', addressLocality: 'Widnes' },
  });
  expect(data.logo).toMatch(/^https:\/\//);
  expect(data.sameAs).toHaveLength(3);
  expect(data.openingHoursSpecification).toHaveLength(2);
});

test('pages read and navigate with JavaScript turned off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Container Storage' }).click();
  await expect(page).toHaveURL(/\/container$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Container Storage');
  await context.close();
});
