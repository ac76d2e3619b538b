import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * DIST_DIR lets two builds live side by side (for example a benchmark build);
 * it defaults to dist/.
 */
const outDir = process.env.DIST_DIR || 'dist';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir,
    manifest: true,
    // One small stylesheet for the whole site: the prerender inlines it into
    // every page, so the first paint waits for no CSS request.
    cssCodeSplit: false,
    target: 'es2022',
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
  },
});
