/**
 * The owner's console's build: its own entry (staff.html, src/staff/main.tsx)
 * and chunks, built into its own folder beside the site (dist-staff/, or
 * DIST_DIR-staff) and served by the bundled server under /staff/ only. The
 * static site never holds or links any of it, so a static host has none.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { InlineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

export function staffViteConfig(outDir: string): InlineConfig {
  return {
    configFile: false,
    root: fromRoot(''),
    logLevel: 'warn',
    plugins: [react()],
    base: '/staff/',
    // The site's media and icons stay with the site; the console has its own icon.
    publicDir: fromRoot('public-staff'),
    resolve: { alias: [{ find: '@', replacement: fromRoot('src') }] },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: { input: fromRoot('staff.html') },
    },
    css: { transformer: 'lightningcss' },
  };
}
