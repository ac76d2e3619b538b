import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/fixtures.ts';

/*
 * A page's first paint is the whole page: each page's head asks the browser
 * to paint nothing until it has read the footer (index.html; see
 * components/footer/site-footer.tsx for why). Here the page is delivered in
 * two pieces, cut just before the footer, as a slow network might, and the
 * browser is left holding the first piece long enough to paint it.
 */

/** Serves the site at `origin`, holding each page back at its footer until `release` is called. */
async function pieceByPiece(origin: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server: Server = createServer(async (req, res) => {
    const upstream = await fetch(new URL(req.url ?? '/', origin));
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    res.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' });
    if (!type.startsWith('text/html')) {
      res.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const html = await upstream.text();
    const cut = html.indexOf('<footer');
    if (cut < 0) throw new Error(`${req.url} has no footer to hold back`);
    res.write(html.slice(0, cut));
    await held;
    res.end(html.slice(cut));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    release,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

for (const { path, lastBeforeFooter } of [
  { path: '/size-guide', lastBeforeFooter: '#size-guide-cta-heading' },
  { path: '/', lastBeforeFooter: '#faq-container-a4' },
]) {
  test(`${path} is first painted whole, once the browser has read its footer`, async ({
    page,
    baseURL,
  }) => {
    const site = await pieceByPiece(baseURL ?? '');
    try {
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          (window as unknown as { firstFrame: unknown }).firstFrame = {
            footer: document.getElementById('site-footer') !== null,
          };
        });
      });
      await page.goto(`${site.url}${path}`, { waitUntil: 'commit' });
      // The browser has read everything before the footer...
      await expect
        .poll(() =>
          page.evaluate((selector) => document.querySelector(selector) !== null, lastBeforeFooter),
        )
        .toBe(true);
      // ...and the footer is late, as on a slow network: without the wait
      // for it, the browser paints what it has within a frame or two.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(
        await page.evaluate(() => ({
          paints: performance.getEntriesByType('paint').length,
          frame: (window as unknown as { firstFrame?: unknown }).firstFrame ?? null,
        })),
      ).toEqual({ paints: 0, frame: null });
      site.release();
      await page.waitForLoadState('load');
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { firstFrame?: unknown }).firstFrame))
        .toEqual({ footer: true });
      await expect(page.getByRole('contentinfo')).toBeVisible();
    } finally {
      site.release();
      // Leave the page before its server goes, so nothing it still loads fails.
      await page.goto('about:blank');
      await site.close();
    }
  });
}
