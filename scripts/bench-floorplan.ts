/**
 * npm run bench:floorplan: how fast the floor plan draws and moves.
 *
 * 1. Builds the benchmark page (scripts/bench-floorplan/) for production: the
 *    real floor-plan viewport with its lazy Konva stage, fed a generated
 *    layout instead of data/units.json. It does not need the site's build.
 * 2. Writes generated layouts of 130, 1,000 and 10,000 units and serves both.
 * 3. In headless Chromium, for each layout: opens the page, reads the time to
 *    first draw (navigation start to the end of the first drawing of every
 *    unit, a User Timing mark), then runs a scripted pan and zoom and prints
 *    the median and 95th-percentile frame time.
 *
 * Aims (issue 4): a pan or zoom frame under 4 ms at 130 units and under
 * 16 ms at 10,000. The table says whether each is met; the script prints
 * figures and fails only on a real error, never on a timing.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium.ts';
import { startStaticServer } from './lib/static-server.ts';
import { median, percentile } from './lib/stats.ts';
import { syntheticLayout } from './lib/synthetic-layout.ts';

const UNIT_COUNTS = [130, 1_000, 10_000] as const;
/** Each layout is measured in this many fresh browsers; the figures are the medians of the runs. */
const RUNS = Number(process.env.BENCH_FLOORPLAN_RUNS || 3);
/** p95 frame time to stay under, per layout size (ms). */
const AIMS: Record<number, number> = { 130: 4, 10000: 16 };
const PORT = Number(process.env.BENCH_FLOORPLAN_PORT || 4402);
const FIRST_DRAW_MARK = 'floor-plan-first-draw';
const HARNESS = 'scripts/bench-floorplan/index.html';

type Figures = {
  units: number;
  firstDrawMs: number;
  frameMedianMs: number;
  frameP95Ms: number;
  drawMedianMs: number;
  frames: number;
};

async function buildHarness(outDir: string) {
  await build({
    logLevel: 'warn',
    mode: 'production',
    build: {
      outDir,
      emptyOutDir: true,
      manifest: false,
      rollupOptions: { input: resolve(HARNESS) },
    },
  });
  await mkdir(join(outDir, 'layouts'), { recursive: true });
  for (const count of UNIT_COUNTS) {
    await writeFile(
      join(outDir, 'layouts', `${count}.json`),
      JSON.stringify(syntheticLayout(count)),
    );
  }
  // The static server reads the host's header rules; the benchmark needs none.
  await writeFile(join(outDir, '_headers'), '');
}

async function measure(origin: string, units: number): Promise<Figures> {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('Chromium not found: set CHROMIUM_PATH or install chromium.');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      deviceScaleFactor: 1,
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/scripts/bench-floorplan/?units=${units}`);
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      FIRST_DRAW_MARK,
      { timeout: 60_000 },
    );
    const firstDrawMs = await page.evaluate(
      (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
      FIRST_DRAW_MARK,
    );
    // One pass to warm up the code paths, one to measure.
    await page.evaluate(() => window.floorPlanBench.run());
    const { frameMs, drawMs } = await page.evaluate(() => window.floorPlanBench.run());
    if (errors.length > 0) throw new Error(`The page failed: ${errors.join('; ')}`);
    return {
      units,
      firstDrawMs,
      frameMedianMs: median(frameMs),
      frameP95Ms: percentile(frameMs, 95),
      drawMedianMs: median(drawMs),
      frames: frameMs.length,
    };
  } finally {
    await browser.close();
  }
}

function medianOfRuns(runs: Figures[]): Figures {
  const of = (key: keyof Figures) => median(runs.map((r) => r[key]));
  return {
    units: runs[0]?.units ?? 0,
    firstDrawMs: of('firstDrawMs'),
    frameMedianMs: of('frameMedianMs'),
    frameP95Ms: of('frameP95Ms'),
    drawMedianMs: of('drawMedianMs'),
    frames: runs.reduce((sum, r) => sum + r.frames, 0),
  };
}

function table(rows: Figures[]): string {
  const ms = (n: number) => n.toFixed(1);
  const lines = rows.map((r) => {
    const aim = AIMS[r.units];
    const verdict =
      aim === undefined ? '–' : `${r.frameP95Ms < aim ? 'met' : 'MISSED'} (< ${aim} ms)`;
    return `| ${r.units.toLocaleString('en-GB')} | ${ms(r.firstDrawMs)} | ${ms(r.frameMedianMs)} | ${ms(r.frameP95Ms)} | ${ms(r.drawMedianMs)} | ${r.frames} | ${verdict} |`;
  });
  return [
    '| units | first draw (ms) | frame median (ms) | frame p95 (ms) | draw median (ms) | frames | aim for p95 |',
    '|---|---|---|---|---|---|---|',
    ...lines,
  ].join('\n');
}

async function main() {
  const outDir = await mkdtemp(join(tmpdir(), 'floorplan-bench-'));
  try {
    await buildHarness(outDir);
    const server = await startStaticServer(outDir, PORT);
    const rows: Figures[] = [];
    try {
      for (const units of UNIT_COUNTS) {
        const runs: Figures[] = [];
        for (let run = 0; run < RUNS; run++) {
          runs.push(await measure(`http://127.0.0.1:${PORT}`, units));
        }
        rows.push(medianOfRuns(runs));
      }
    } finally {
      server.close();
    }
    const load = loadavg()[0]?.toFixed(1);
    console.log(
      `Machine: ${cpus().length} cores, load average ${load} at the end (other work on the machine inflates the p95 most).`,
    );
    console.log(
      `Floor plan: headless Chromium, stage 1100 px wide, device pixel ratio 1, median of ${RUNS} runs per layout. First draw: navigation start to the end of the first drawing of the plan. Frame: event handlers plus drawing for one step of a scripted wheel zoom and drag (frames: steps measured over all runs).\n`,
    );
    console.log(table(rows));
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
