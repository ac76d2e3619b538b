// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BENCH_END, BENCH_START, withBenchBlock } from './bench-block.ts';

describe('withBenchBlock', () => {
  it('replaces only the bench block and keeps what is written around it', () => {
    const previous = `# Benchmarks\n\nIntro $& kept.\n\n${BENCH_START}\nold figures\n${BENCH_END}\n\n## Calculator\n\nkept too\n`;
    expect(withBenchBlock(previous, 'new $1 figures')).toBe(
      `# Benchmarks\n\nIntro $& kept.\n\n${BENCH_START}\nnew $1 figures\n${BENCH_END}\n\n## Calculator\n\nkept too\n`,
    );
  });

  it('starts a new file when there is no block to replace', () => {
    expect(withBenchBlock('', 'figures')).toBe(
      `# Benchmarks\n\n${BENCH_START}\nfigures\n${BENCH_END}\n`,
    );
  });
});
