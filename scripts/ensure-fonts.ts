/**
 * The media tests draw the logo's text with Liberation Sans, the font the
 * drawings name (scripts/media/render-svg.ts); with another font the drawn
 * outlines differ from those in public/media. This finds the font; on CI, as
 * root, it installs the "fonts-liberation" package after saying so; anywhere
 * else it prints the command to run.
 */
import { existsSync } from 'node:fs';
import { ensureSystemPackages } from './lib/system-packages.ts';
import { LIBERATION_SANS_FILES } from './media/font-files.ts';

const need = {
  name: 'Liberation Sans',
  purpose: 'the media tests (the logo is drawn with it)',
  packages: ['fonts-liberation'],
};
if (!ensureSystemPackages(need, () => LIBERATION_SANS_FILES.every((file) => existsSync(file)))) {
  process.exit(1);
}
