import type { Page } from '@playwright/test';
import { SLIDE_FADE_S, SLIDE_INTERVAL_MS } from '../src/content/ui-constants.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';

const slideshow = (page: Page) =>
  page.getByRole('region', { name: 'Pictures of the new facility' });
const slides = (page: Page) => slideshow(page).locator('[aria-roledescription="slide"]');
const currentSlide = (page: Page) => slideshow(page).locator('[data-current="true"]');
const dot = (page: Page, n: number) => page.getByRole('button', { name: `Show slide ${n} of 3` });

async function expectSlide(page: Page, n: number) {
  await expect(currentSlide(page)).toHaveAttribute('aria-label', `${n} of 3`);
  await expect(dot(page, n)).toHaveAttribute('aria-current', 'true');
}

/** The fake clock stands still until a test moves it, so no slide changes on its own while loading. */
async function openHome(page: Page) {
  const start = new Date('2031-03-01T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto('/');
  await waitForHydration(page);
}

/** Leaves the slideshow: no pointer over it and no focus inside it. */
async function leaveSlideshow(page: Page) {
  await page.mouse.move(5, 5);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('labels the slides "n of N" and marks the current dot', async ({ page }) => {
    await openHome(page);
    await expect(slideshow(page)).toHaveAttribute('aria-roledescription', 'slideshow');
    await expect(slides(page)).toHaveCount(3);
    const labels = await slides(page).evaluateAll((els) =>
      els.map((el) => el.getAttribute('aria-label')),
    );
    expect(labels).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    await expectSlide(page, 1);
    await expect(dot(page, 2)).not.toHaveAttribute('aria-current', /.*/);
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  });

  test('advances every 5 seconds and wraps from the last slide to the first', async ({ page }) => {
    await openHome(page);
    await page.clock.runFor(SLIDE_INTERVAL_MS - 50);
    await expectSlide(page, 1);
    await page.clock.runFor(50);
    await expectSlide(page, 2);
    await page.clock.runFor(SLIDE_INTERVAL_MS);
    await expectSlide(page, 3);
    await page.clock.runFor(SLIDE_INTERVAL_MS);
    await expectSlide(page, 1);
  });

  test('previous, next and the dots change slide, wrapping both ways', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expectSlide(page, 2);
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expectSlide(page, 3);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expectSlide(page, 1);
    await dot(page, 3).click();
    await expectSlide(page, 3);
    // Hidden slides are hidden from assistive technology too.
    await expect(slides(page).nth(0)).toHaveAttribute('aria-hidden', 'true');
    await expect(slides(page).nth(2)).not.toHaveAttribute('aria-hidden', /.*/);
  });

  test('the pause button stops rotation until play is pressed', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    const play = page.getByRole('button', { name: 'Play slideshow' });
    await expect(play).toBeVisible();
    await leaveSlideshow(page);
    await page.clock.runFor(SLIDE_INTERVAL_MS * 2);
    await expectSlide(page, 1);
    await play.click();
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await leaveSlideshow(page);
    await page.clock.runFor(SLIDE_INTERVAL_MS);
    await expectSlide(page, 2);
  });

  test('rotation pauses while the pointer is over the slideshow', async ({ page }) => {
    await openHome(page);
    const box = await slideshow(page).boundingBox();
    if (!box) throw new Error('The slideshow has no box.');
    // The right half: the left holds the heading card, which lies over the pictures.
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.3);
    await page.clock.runFor(SLIDE_INTERVAL_MS * 2);
    await expectSlide(page, 1);
    await expect(slideshow(page).locator('[data-running]')).toHaveAttribute(
      'data-running',
      'false',
    );
    await page.mouse.move(5, 5);
    await page.clock.runFor(SLIDE_INTERVAL_MS);
    await expectSlide(page, 2);
  });

  test('rotation pauses while keyboard focus is inside the slideshow', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Next slide' }).focus();
    await page.clock.runFor(SLIDE_INTERVAL_MS * 2);
    await expectSlide(page, 1);
    // Back past the dots and Previous to the rotation control, the first stop: focus there does not hold it.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeFocused();
    await page.clock.runFor(SLIDE_INTERVAL_MS);
    await expectSlide(page, 2);
  });

  test('Play pressed from the keyboard starts the rotation while focus stays on it', async ({
    page,
  }) => {
    await openHome(page);
    const rotation = page.getByRole('button', { name: 'Pause slideshow' });
    await rotation.focus();
    await page.keyboard.press('Enter');
    const play = page.getByRole('button', { name: 'Play slideshow' });
    await expect(play).toBeFocused();
    await page.clock.runFor(SLIDE_INTERVAL_MS * 2);
    await expectSlide(page, 1);
    await page.keyboard.press('Enter');
    await expect(rotation).toBeFocused();
    await page.clock.runFor(SLIDE_INTERVAL_MS);
    await expectSlide(page, 2);
  });

  test('the progress bar runs for the slide interval and stops while paused', async ({ page }) => {
    await openHome(page);
    const fill = slideshow(page).locator('[data-running="true"] > span');
    await expect(fill).toHaveCount(1);
    const timing = await fill.evaluate((el) => {
      const style = getComputedStyle(el);
      return { duration: style.animationDuration, name: style.animationName };
    });
    expect(timing.duration).toBe(`${SLIDE_INTERVAL_MS / 1000}s`);
    expect(timing.name).toContain('slide-progress');
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(fill).toHaveCount(0);
  });

  test('slides cross-fade over one second', async ({ page }) => {
    await openHome(page);
    const next = page.getByRole('button', { name: 'Next slide' });
    // The animation module arrives after hydration; click until it is in use.
    await expect
      .poll(async () => {
        await next.click();
        return currentSlide(page).evaluate((el) =>
          el.getAnimations().map((a) => a.effect?.getTiming().duration),
        );
      })
      .toContain(SLIDE_FADE_S * 1000);
  });

  test('its timer stops when the page is left', async ({ page }) => {
    await openHome(page);
    await page.clock.runFor(SLIDE_INTERVAL_MS);
    await expectSlide(page, 2);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Business Storage' }).click();
    await expect(page).toHaveURL(/\/business$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business Storage');
    await page.clock.runFor(SLIDE_INTERVAL_MS * 4);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await waitForHydration(page);
    // Each page is its own document: nothing of the slideshow ran while the
    // visitor was away. Back on the home page it starts again from the first
    // slide (or, restored from the back/forward cache, shows the slide it
    // was left on) and moves on only after a whole interval.
    const shown = await currentSlide(page).getAttribute('aria-label');
    expect(['1 of 3', '2 of 3']).toContain(shown);
    await page.clock.runFor(SLIDE_INTERVAL_MS - 50);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', shown ?? '');
  });
});

test.describe('reduced motion', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('starts paused and changes slides without fading', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(SLIDE_INTERVAL_MS * 2);
    await expectSlide(page, 1);
    const next = page.getByRole('button', { name: 'Next slide' });
    for (const n of [2, 3, 1]) {
      await next.click();
      await expectSlide(page, n);
      const state = await slides(page).evaluateAll((els) =>
        els.map((el) => ({
          opacity: getComputedStyle(el).opacity,
          fading: el
            .getAnimations()
            .some((a) => a.playState === 'running' && Number(a.effect?.getTiming().duration) > 0),
        })),
      );
      expect(state.map((s) => s.fading)).toEqual([false, false, false]);
      expect(state.map((s) => s.opacity)).toEqual(
        [1, 2, 3].map((position) => (position === n ? '1' : '0')),
      );
    }
  });
});

test.describe('first slide as the largest image', () => {
  test('the prerendered first slide is an art-directed picture fetched first', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const pictures = [...html.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map((m) => m[1] ?? '');
    const heroPictures = pictures.filter((p) => p.includes('/media/hero/'));
    expect(heroPictures).toHaveLength(3);
    const [first = '', ...others] = heroPictures;
    expect(first).toMatch(/<source media="\(max-width: 767px\)"[^>]*portrait/);
    expect(first).toMatch(/<img [^>]*landscape/);
    expect(first).toMatch(/<img [^>]*fetchpriority="high"/i);
    expect(first).not.toMatch(/loading="lazy"/);
    for (const other of others) expect(other).toMatch(/<img [^>]*loading="lazy"/);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`hydrating moves nothing on screen (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // Shifts while the HTML is still being parsed come from progressive
      // rendering (a scrollbar appearing); hydration starts after parsing ends.
      await page.addInitScript(() => {
        type Shift = PerformanceEntry & { value: number; sources: { node?: Node }[] };
        const w = window as unknown as { shifts: string[] };
        w.shifts = [];
        let parsedAt = Number.POSITIVE_INFINITY;
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') parsedAt = performance.now();
        });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.startTime < parsedAt) continue;
            const nodes = entry.sources.map((s) => {
              const el = s.node instanceof Element ? s.node : s.node?.parentElement;
              return el ? `${el.tagName.toLowerCase()}.${el.className}` : '?';
            });
            w.shifts.push(`${entry.value.toFixed(4)} ${nodes.join(', ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/');
      const before = await slideshow(page).boundingBox();
      await waitForHydration(page);
      await page.waitForLoadState('load');
      expect(await slideshow(page).boundingBox()).toEqual(before);
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual(
        [],
      );
    });
  }
});

test.describe('while the HTML is still arriving', () => {
  // A browser may paint before it has read the whole page (a slow network
  // delivers it in pieces). The slideshow's controls come before its slides
  // in the HTML, and on a wide screen the card is centred on the slideshow:
  // a first paint that has the controls but not the slides must already
  // have the frame at its final size, or the card and the controls jump
  // once the slides arrive.
  test.use({
    allowedConsoleErrors: [/^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT(\.Inspector)?$/],
  });
  const cardAndFrame = (page: Page) =>
    Promise.all([
      page.getByRole('heading', { level: 1 }).boundingBox(),
      slideshow(page).boundingBox(),
    ]);
  const controls = (page: Page) => page.getByRole('button', { name: 'Pause slideshow' });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`a page cut off inside the slideshow puts the card and controls where the whole page does (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // Only the HTML and its inlined styles: what a first paint has.
      await page.route(/\.(js|css)$/, (route) => route.abort('blockedbyclient'));
      await page.goto('/');
      const whole = await cardAndFrame(page);
      const wholeControls = await controls(page).boundingBox();

      const html = await (await page.request.get('/')).text();
      const slideshowAt = html.indexOf('aria-roledescription="slideshow"');
      expect(slideshowAt).toBeGreaterThan(0);
      const slideshowOpens = html.indexOf('>', slideshowAt) + 1;
      const slidesOpen = html.indexOf('<div id="hero-slides"');
      expect(slidesOpen).toBeGreaterThan(slideshowOpens);
      for (const cut of [slidesOpen, slideshowOpens]) {
        await page.route('/', (route) =>
          route.fulfill({ contentType: 'text/html; charset=utf-8', body: html.slice(0, cut) }),
        );
        await page.goto('/');
        expect(await cardAndFrame(page)).toEqual(whole);
        // Cut before the controls, the page has none yet.
        if (cut === slidesOpen) expect(await controls(page).boundingBox()).toEqual(wholeControls);
        await page.unroute('/');
      }
    });
  }
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('downloads the portrait pictures and never a landscape one', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('load');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(slideshow(page).locator('img').first()).toHaveJSProperty('complete', true);
    const hero = requested.filter((p) => p.startsWith('/media/hero/'));
    expect(hero.some((p) => p.startsWith('/media/hero/exterior-portrait-'))).toBe(true);
    expect(hero.filter((p) => p.includes('landscape'))).toEqual([]);
    const current = await slideshow(page)
      .locator('img')
      .first()
      .evaluate((img) => (img as HTMLImageElement).currentSrc);
    expect(current).toContain('exterior-portrait-');
  });
});

test('a wide screen downloads the landscape picture, not the portrait one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('load');
  const hero = requested.filter((p) => p.startsWith('/media/hero/'));
  expect(hero.some((p) => p.startsWith('/media/hero/exterior-landscape-'))).toBe(true);
  expect(hero.filter((p) => p.includes('portrait'))).toEqual([]);
});
