import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { containsKonva, routeSizes } from '../scripts/lib/route-sizes.ts';
import { paths } from '../src/config/paths.ts';

/** Size budgets of the real build output (gzip bytes; see `npm run size`). */
const HOME_EAGER_JS_BUDGET = 110 * 1024;
const distDir = resolve(process.env.DIST_DIR || 'dist');
const sizes = routeSizes(distDir, paths);

test(`the home route's eager JavaScript is under ${HOME_EAGER_JS_BUDGET / 1024} KB gzip`, () => {
  const home = sizes.find((r) => r.route === 'home');
  expect(home?.jsGzip).toBeLessThan(HOME_EAGER_JS_BUDGET);
});

test('no route but the size guide loads Konva eagerly', () => {
  const offenders = sizes
    .filter((r) => r.route !== 'sizeGuide')
    .flatMap((r) =>
      r.jsFiles.filter((f) => containsKonva(distDir, f)).map((f) => `${r.path}: ${f}`),
    );
  expect(offenders).toEqual([]);
});
