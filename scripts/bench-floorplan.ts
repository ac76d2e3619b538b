/**
 * npm run bench:floorplan: how fast the floor plan draws and moves.
 *
 * 1. Builds the benchmark pages (scripts/bench-floorplan/) for production:
 *    the real floor-plan viewport with its lazy Konva stage below a spacer
 *    taller than the window, fed a generated layout instead of
 *    data/units.json; and a comparison page drawing the same units as plain
 *    SVG. It does not need the site's build.
 * 2. Writes generated layouts of 130, 1,000 and 10,000 units and serves them.
 * 3. In headless Chromium, for each layout:
 *    - first plan pixels from navigation, with the plan on the first screen:
 *      the drawing the build puts in the page (plan-svg.ts, inline, as on
 *      /size-guide: its first contentful paint), the canvas (the end of its
 *      first drawing, the Konva stage loaded) and the plain SVG page;
 *    - opens the plan's page, waits until the network is idle, scrolls the
 *      plan into view and times its first drawing from that moment;
 *    - runs a scripted pan and zoom: the median and 95th-percentile frame
 *      time (event handlers plus drawing, pixels read back);
 *    - runs it again, then the same steps on the SVG page, each step left to
 *      paint (two animation frames), and reads the main thread's CPU time
 *      (Chromium's TaskDuration) over the steps: CPU per step, side by side.
 *
 * Aims: the drawing's first pixels no later than the plain SVG page's; first
 * drawing within 400 ms of the plan coming into view; a step at
 * most 1.2× the SVG page's CPU at 130 units and at most half of it at
 * 10,000; a frame's p95 under 4 ms at 130 units and 16 ms at 10,000. The
 * tables say whether each is met; the script prints figures and fails only
 * on a real error, never on a timing.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type CDPSession, chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import { startStaticServer } from '../server/public/static-files.ts';
import { drawingPage } from './bench-floorplan/drawing-page.ts';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium.ts';
import { median, percentile } from './lib/stats.ts';
import { syntheticLayout } from './lib/synthetic-layout.ts';

const UNIT_COUNTS = [130, 1_000, 10_000] as const;
/** Each layout is measured in this many fresh browsers; the figures are the medians of the runs. */
const RUNS = Number(process.env.BENCH_FLOORPLAN_RUNS || 3);
/** p95 frame time to stay under, per layout size (ms). */
const AIMS: Record<number, number> = { 130: 4, 10000: 16 };
const PORT = Number(process.env.BENCH_FLOORPLAN_PORT || 4402);
const FIRST_DRAW_MARK = 'floor-plan-first-draw';
const SCROLLED_MARK = 'floor-plan-scrolled-into-view';
const SVG_DRAWN_MARK = 'svg-plan-first-draw';
const HARNESS = 'scripts/bench-floorplan/index.html';
const SVG_PAGE = 'scripts/bench-floorplan/svg.html';
/** The stage's width in CSS pixels, as in the harness. */
const STAGE_WIDTH_PX = 1100;
/** First drawing within this long of the plan coming into view (ms). */
const FIRST_DRAW_AIM_MS = 400;
/** Canvas CPU per step as a share of the SVG page's, at most. */
const CPU_RATIO_AIMS: Record<number, number> = { 130: 1.2, 10000: 0.5 };

type Figures = {
  units: number;
  drawingFirstPixelsMs: number;
  canvasFirstPixelsMs: number;
  firstDrawFromViewMs: number;
  svgFirstDrawMs: number;
  canvasCpuPerStepMs: number;
  svgCpuPerStepMs: number;
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
      // Named entries: vite.config.ts names its own (the site and its
      // stylesheet), and Vite merges entries by name, so a list here would be
      // mixed into that object and refused.
      rollupOptions: { input: { harness: resolve(HARNESS), svg: resolve(SVG_PAGE) } },
    },
  });
  await mkdir(join(outDir, 'layouts'), { recursive: true });
  await mkdir(join(outDir, 'drawings'), { recursive: true });
  for (const count of UNIT_COUNTS) {
    const layout = syntheticLayout(count);
    await writeFile(join(outDir, 'layouts', `${count}.json`), JSON.stringify(layout));
    await writeFile(join(outDir, 'drawings', `${count}.html`), drawingPage(layout, STAGE_WIDTH_PX));
  }
  // The static server reads the host's header rules; the benchmark needs none.
  await writeFile(join(outDir, '_headers'), '');
}

/** When (ms from navigation) a page painted its first content. */
async function firstContentfulPaint(page: Page): Promise<number> {
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
  return page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
}

/** Main-thread CPU (ms) Chromium has spent on the page's tasks so far. */
async function taskMs(session: CDPSession): Promise<number> {
  const { metrics } = await session.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN) * 1000;
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
    // First plan pixels from navigation, the plan on the first screen (the
    // build's drawing is timed after the SVG page, below, in a browser as warm).
    await page.goto(`${origin}/scripts/bench-floorplan/?units=${units}&inview`);
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      FIRST_DRAW_MARK,
      { timeout: 60_000 },
    );
    const canvasFirstPixelsMs = await page.evaluate(
      (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
      FIRST_DRAW_MARK,
    );

    await page.goto(`${origin}/scripts/bench-floorplan/?units=${units}`, {
      waitUntil: 'networkidle',
    });
    await page.evaluate(() => window.floorPlanBench.scrollToPlan());
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      FIRST_DRAW_MARK,
      { timeout: 60_000 },
    );
    const firstDrawFromViewMs = await page.evaluate(
      ([drawn, scrolled]) => {
        // No named helpers in here: the page runs this function's source as it is.
        const drawnAt = performance.getEntriesByName(drawn)[0]?.startTime ?? Number.NaN;
        const scrolledAt = performance.getEntriesByName(scrolled)[0]?.startTime ?? Number.NaN;
        return drawnAt - scrolledAt;
      },
      [FIRST_DRAW_MARK, SCROLLED_MARK] as const,
    );
    // One pass to warm up the code paths, one to measure frames, one to measure CPU.
    await page.evaluate(() => window.floorPlanBench.run());
    const { frameMs, drawMs } = await page.evaluate(() => window.floorPlanBench.run());
    const session = await page.context().newCDPSession(page);
    await session.send('Performance.enable');
    const canvasBefore = await taskMs(session);
    const canvasRun = await page.evaluate(() =>
      window.floorPlanBench.run({ readBack: false, frames: 2 }),
    );
    const canvasCpuPerStepMs = ((await taskMs(session)) - canvasBefore) / canvasRun.frameMs.length;

    await page.goto(`${origin}/scripts/bench-floorplan/svg.html?units=${units}`);
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      SVG_DRAWN_MARK,
      { timeout: 60_000 },
    );
    const svgFirstDrawMs = await page.evaluate(
      (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
      SVG_DRAWN_MARK,
    );
    await page.evaluate(() => window.svgPlanBench.run());
    const svgSession = await page.context().newCDPSession(page);
    await svgSession.send('Performance.enable');
    const svgBefore = await taskMs(svgSession);
    const svgRun = await page.evaluate(() => window.svgPlanBench.run({ frames: 2 }));
    const svgCpuPerStepMs = ((await taskMs(svgSession)) - svgBefore) / svgRun.steps;
    await page.goto(`${origin}/drawings/${units}.html`);
    const drawingFirstPixelsMs = await firstContentfulPaint(page);
    if (errors.length > 0) throw new Error(`The page failed: ${errors.join('; ')}`);
    return {
      units,
      drawingFirstPixelsMs,
      canvasFirstPixelsMs,
      firstDrawFromViewMs,
      svgFirstDrawMs,
      canvasCpuPerStepMs,
      svgCpuPerStepMs,
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
    drawingFirstPixelsMs: of('drawingFirstPixelsMs'),
    canvasFirstPixelsMs: of('canvasFirstPixelsMs'),
    firstDrawFromViewMs: of('firstDrawFromViewMs'),
    svgFirstDrawMs: of('svgFirstDrawMs'),
    canvasCpuPerStepMs: of('canvasCpuPerStepMs'),
    svgCpuPerStepMs: of('svgCpuPerStepMs'),
    frameMedianMs: of('frameMedianMs'),
    frameP95Ms: of('frameP95Ms'),
    drawMedianMs: of('drawMedianMs'),
    frames: runs.reduce((sum, r) => sum + r.frames, 0),
  };
}

const ms = (n: number) => n.toFixed(1);
const verdict = (met: boolean, aim: string) => `${met ? 'met' : 'MISSED'} (${aim})`;

function firstPixelsTable(rows: Figures[]): string {
  const lines = rows.map((r) => {
    const aim = verdict(r.drawingFirstPixelsMs <= r.svgFirstDrawMs, 'drawing ≤ SVG');
    return `| ${r.units.toLocaleString('en-GB')} | ${ms(r.drawingFirstPixelsMs)} | ${ms(r.canvasFirstPixelsMs)} | ${ms(r.svgFirstDrawMs)} | ${aim} |`;
  });
  return [
    "| units | the build's drawing (ms) | canvas (ms) | SVG baseline (ms) | aim |",
    '|---|---|---|---|---|',
    ...lines,
  ].join('\n');
}

function drawTable(rows: Figures[]): string {
  const lines = rows.map((r) => {
    const ratio = r.canvasCpuPerStepMs / r.svgCpuPerStepMs;
    const ratioAim = CPU_RATIO_AIMS[r.units];
    const ratioVerdict =
      ratioAim === undefined ? '–' : verdict(ratio <= ratioAim, `≤ ${ratioAim}×`);
    return `| ${r.units.toLocaleString('en-GB')} | ${ms(r.firstDrawFromViewMs)} | ${verdict(r.firstDrawFromViewMs <= FIRST_DRAW_AIM_MS, `≤ ${FIRST_DRAW_AIM_MS} ms`)} | ${ms(r.svgFirstDrawMs)} | ${ms(r.canvasCpuPerStepMs)} | ${ms(r.svgCpuPerStepMs)} | ${ratio.toFixed(2)} | ${ratioVerdict} |`;
  });
  return [
    '| units | canvas first draw from in view (ms) | aim | SVG first draw from navigation (ms) | canvas CPU per step (ms) | SVG CPU per step (ms) | canvas ÷ SVG | aim |',
    '|---|---|---|---|---|---|---|---|',
    ...lines,
  ].join('\n');
}

function frameTable(rows: Figures[]): string {
  const lines = rows.map((r) => {
    const aim = AIMS[r.units];
    const aimVerdict = aim === undefined ? '–' : verdict(r.frameP95Ms < aim, `< ${aim} ms`);
    return `| ${r.units.toLocaleString('en-GB')} | ${ms(r.frameMedianMs)} | ${ms(r.frameP95Ms)} | ${ms(r.drawMedianMs)} | ${r.frames} | ${aimVerdict} |`;
  });
  return [
    '| units | frame median (ms) | frame p95 (ms) | draw median (ms) | frames | aim for p95 |',
    '|---|---|---|---|---|---|',
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
      `Floor plan: headless Chromium, stage 1100 px wide, device pixel ratio 1, median of ${RUNS} runs per layout.\n`,
    );
    console.log(
      "First plan pixels, from navigation, the plan on the first screen. The build's drawing: a page with the drawing the build puts in /size-guide, inline, to its first contentful paint. Canvas: the harness with no spacer, to the end of the stage's first drawing (its code loaded). SVG baseline: the plain SVG page below, to its first paint.\n",
    );
    console.log(firstPixelsTable(rows));
    console.log(
      '\nFirst drawing and CPU per step. First draw from in view: the plan scrolled into view (after the page is loaded and the network idle) to the end of its first drawing, loading the Konva stage included. SVG first draw: the plain SVG page, which draws everything at once with no stage to load, the same units as plain SVG, navigation start to its first paint. CPU per step: main-thread task time over the scripted zoom and drag, each step left to paint, divided by the steps.\n',
    );
    console.log(drawTable(rows));
    console.log(
      '\nFrames. Event handlers plus drawing (pixels read back) for one step of the scripted wheel zoom and drag (frames: steps measured over all runs).\n',
    );
    console.log(frameTable(rows));
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
