/**
 * Prints the gzip bytes of JavaScript and CSS each route loads before it is
 * interactive: the static figure (the route's chunks and their static imports,
 * from the build manifest) and the runtime one (what Chromium fetches until
 * the network is idle, see lib/runtime-js.ts).
 */
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { closeGracefully, startStaticServer } from '../server/public/static-files.ts';
import { paths } from '../src/config/paths.ts';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium.ts';
import { routeSizes } from './lib/route-sizes.ts';
import { runtimeStartupJs } from './lib/runtime-js.ts';

const distDir = resolve(process.env.DIST_DIR || 'dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let rows: ReturnType<typeof routeSizes>;
try {
  rows = routeSizes(distDir, paths);
} catch (error) {
  console.error(`Could not measure the build in ${distDir}: ${(error as Error).message}`);
  console.error('Run "npm run build" first.');
  process.exit(1);
}

const server = await startStaticServer(distDir, 0);
const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: CHROMIUM_ARGS,
});
try {
  const table = [];
  for (const r of rows) {
    const runtime = await runtimeStartupJs(browser, baseURL, r.path);
    table.push({
      route: r.path,
      'start-up JS at runtime (gzip)': kb(runtime.jsGzip),
      'eager JS, static (gzip)': kb(r.jsGzip),
      'CSS inlined (gzip)': kb(r.cssGzip),
      'HTML incl. CSS (gzip)': kb(r.htmlGzip),
      'JS files (runtime)': runtime.files.length,
    });
  }
  console.table(table);
} finally {
  await browser.close();
  await closeGracefully(server);
}
