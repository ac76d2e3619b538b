/**
 * npm run layout:validate [-- <file>]
 *
 * Checks data/units.json (or the file given) against the layout schema.
 * Prints every problem, one per line as `UNIT-ID: rule: detail`, then a
 * count, and exits 1; a valid file prints a one-line summary and exits 0.
 * Exit 2: bad arguments or an unreadable file.
 */
import {
  formatProblem,
  type LayoutProblem,
  parseLayout,
} from '../src/features/floor-plan/layout-schema.ts';
import { formatLayoutSummary, summariseLayout } from '../src/features/floor-plan/layout-summary.ts';
import { readCliArgs } from './lib/cli-args.ts';
import { formatJsonError, parseJsonText } from './lib/json-text.ts';
import { readTextFile } from './lib/text-files.ts';

const USAGE = 'usage: npm run layout:validate [-- path/to/units.json]';

function report(file: string, problems: readonly LayoutProblem[]): number {
  for (const problem of problems) console.error(formatProblem(problem));
  const count = problems.length;
  console.error(`${count} problem${count === 1 ? '' : 's'} found in ${file}.`);
  return 1;
}

async function main(argv: readonly string[]): Promise<number> {
  const args = readCliArgs(argv, []);
  if (!args.ok || args.positionals.length > 1) {
    const message = args.ok ? 'give at most one file' : args.message;
    console.error(`layout:validate: ${message}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const file = args.positionals[0] ?? 'data/units.json';
  const read = await readTextFile(file);
  if (!read.ok) {
    console.error(`layout:validate: ${read.message}`);
    return 2;
  }
  const json = parseJsonText(read.text);
  if (!json.ok) return report(file, [{ where: file, rule: 'json', detail: formatJsonError(json) }]);
  const result = parseLayout(json.value);
  if (!result.ok) return report(file, result.problems);
  console.log(`${file} is valid: ${formatLayoutSummary(summariseLayout(result.layout))}.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`layout:validate: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
