/**
 * npm run bench:layout
 *
 * Times the layout validator (parseLayout, the function behind
 * layout:validate and the build) on valid layouts of 130, 10,000 and
 * 100,000 units built in memory. Each figure is the median of several runs,
 * after one warm-up run; JSON.parse of the same text is shown alongside.
 */
import { parseLayout } from '../src/layout/layout-schema.ts';
import { syntheticLayout } from './lib/synthetic-layout.ts';

const SIZES = [130, 10_000, 100_000];
const RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function time(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

function formatMs(ms: number): string {
  return `${ms.toFixed(ms < 10 ? 2 : 1)} ms`.padStart(10);
}

console.log(`Layout validation, median of ${RUNS} runs (Node ${process.versions.node})`);
for (const size of SIZES) {
  const text = JSON.stringify(syntheticLayout(size));
  const json: unknown = JSON.parse(text);
  const check = parseLayout(json);
  if (!check.ok) throw new Error(`the ${size}-unit benchmark layout is invalid`);
  const validate: number[] = [];
  const parse: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    parse.push(time(() => JSON.parse(text)));
    validate.push(time(() => parseLayout(json)));
  }
  const label = `${size.toLocaleString('en-GB')} units`.padStart(14);
  console.log(
    `${label}: validate ${formatMs(median(validate))}   JSON.parse ${formatMs(median(parse))}`,
  );
}
