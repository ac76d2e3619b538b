/**
 * The browser tests drive Debian's Chromium (Playwright cannot download its
 * own browsers here). This finds it, or installs it with apt-get when running
 * as root, or explains how to get it.
 */
import { spawnSync } from 'node:child_process';
import { findChromium } from './lib/chromium.ts';

function install(): boolean {
  console.log('No Chromium found: installing Debian\'s "chromium" package with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) return false;
  }
  return true;
}

let found = findChromium();
if (!found && process.getuid?.() === 0 && install()) found = findChromium();
if (!found) {
  console.error(
    'Chromium is needed for the browser tests and was not found.\n' +
      'Install it with: sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
  );
  process.exit(1);
}
console.log(`Using Chromium at ${found}`);
