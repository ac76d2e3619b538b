// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { checkLayoutBeforeBuild } from './layout-file.ts';

const FIXTURES = 'scripts/fixtures/layout';

/** Runs the build's layout step, collecting what it prints on stderr. */
async function buildStep(file: string) {
  const printed: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
    printed.push(String(line));
  });
  const ready = await checkLayoutBeforeBuild(file);
  return { ready, printed };
}

describe('the build’s layout step', () => {
  it('goes on with a layout of small units, printing them as advice', async () => {
    const { ready, printed } = await buildStep(`${FIXTURES}/tap-size.json`);
    expect(ready).toBe(true);
    expect(printed.slice(0, 3).map((line) => line.split(':')[0])).toEqual([
      '2-A-1',
      '2-A-2',
      '2-A-3',
    ]);
    expect(printed.at(-1)).toMatch(/^Advice, not an error: 3 units in .* The layout is valid\.$/);
  });

  it('stops at a rule that protects the published data', async () => {
    const { ready, printed } = await buildStep(`${FIXTURES}/corridor-access.json`);
    expect(ready).toBe(false);
    expect(printed[0]).toMatch(/^2-A-3: corridor-access: /);
    expect(printed.at(-1)).toBe(
      `The build stopped before writing anything: fix ${FIXTURES}/corridor-access.json first.`,
    );
  });
});
