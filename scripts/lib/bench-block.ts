/**
 * `npm run bench` owns one block of BENCHMARKS.md, between two markers, and
 * rewrites only that; what people wrote around it (other benchmarks'
 * figures, history, explanations) stays as it is.
 */
export const BENCH_START = '<!-- bench:start (npm run bench rewrites from here to bench:end) -->';
export const BENCH_END = '<!-- bench:end -->';

/** `previous` with its bench block replaced by `block`; a new file if it has no block. */
export function withBenchBlock(previous: string, block: string): string {
  const start = previous.indexOf(BENCH_START);
  const end = previous.indexOf(BENCH_END);
  const fresh = `${BENCH_START}\n${block}\n${BENCH_END}`;
  if (start === -1 || end < start) return `# Benchmarks\n\n${fresh}\n`;
  return previous.slice(0, start) + fresh + previous.slice(end + BENCH_END.length);
}
