/**
 * The browser tests drive Debian's Chromium (Playwright cannot download its
 * own browsers here). This finds it (CHROMIUM_PATH, then Debian's location);
 * on CI, as root, it installs the "chromium" package after saying so;
 * anywhere else it prints the command to run.
 */
import { findChromium } from './lib/chromium.ts';
import { ensureSystemPackages } from './lib/system-packages.ts';

const chromium = { name: 'Chromium', purpose: 'the browser tests', packages: ['chromium'] };
if (!ensureSystemPackages(chromium, () => findChromium() !== null)) {
  console.error('Or point CHROMIUM_PATH at a Chromium or Chrome executable.');
  process.exit(1);
}
console.log(`Using Chromium at ${findChromium()}`);
