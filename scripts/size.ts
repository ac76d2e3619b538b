/** Prints the gzip bytes of JavaScript and CSS each route loads before it is interactive. */
import { resolve } from 'node:path';
import { paths } from '../src/config/paths.ts';
import { routeSizes } from './lib/route-sizes.ts';

const distDir = resolve(process.env.DIST_DIR || 'dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

try {
  const rows = routeSizes(distDir, paths);
  const table = rows.map((r) => ({
    route: r.path,
    'eager JS (gzip)': kb(r.jsGzip),
    'CSS (gzip)': kb(r.cssGzip),
    'HTML incl. CSS (gzip)': kb(r.htmlGzip),
    'JS files': r.jsFiles.length,
  }));
  console.table(table);
} catch (error) {
  console.error(`Could not measure the build in ${distDir}: ${(error as Error).message}`);
  console.error('Run "npm run build" first.');
  process.exit(1);
}
