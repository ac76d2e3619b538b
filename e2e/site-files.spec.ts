import { readdirSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { allRoutes, SITE_ORIGIN } from './support/routes.ts';

test.describe('not found', () => {
  // The document itself answers 404, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('unknown paths show the not-found page, marked noindex, with status 404', async ({
    page,
  }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const main = page.getByRole('main');
    for (const name of ['Home', 'Personal Storage', 'Size Guide', 'Register Your Interest']) {
      await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await main.getByRole('link', { name: 'Size Guide', exact: true }).click();
    await expect(page).toHaveURL(/\/size-guide$/);
  });
});

test('sitemap.xml lists the nine routes with absolute addresses', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual(allRoutes.map((r) => `${SITE_ORIGIN}${r.path}`).sort());
});

test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
});

test('responses carry the security headers', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain('frame-src https://www.openstreetmap.org');
  expect(csp).toMatch(/script-src 'self' 'inline-speculation-rules' https:\/\/\S+/);
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toContain('camera=()');
});

test('the deployed output carries no build internals', async ({ request }) => {
  const distDir = resolve(process.env.DIST_DIR || 'dist');
  const hidden = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((entry) =>
    entry.split(sep).some((part) => part.startsWith('.')),
  );
  expect(hidden).toEqual([]);
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
});

test('external links open safely', async ({ page }) => {
  await page.goto('/');
  const external = page.locator('a[href^="http"]');
  const total = await external.count();
  expect(total).toBeGreaterThan(0);
  for (let i = 0; i < total; i++) {
    await expect(external.nth(i)).toHaveAttribute('rel', /noopener/);
    await expect(external.nth(i)).toHaveAttribute('rel', /noreferrer/);
  }
});
