/**
 * npm run layout:validate [-- <file>] [-- --source <facility.json>]
 *
 * Checks data/units.json (or the file given) against the layout schema and
 * the facility rules (no unit covers a feature, every unit opens onto a
 * corridor, and so on): a file it accepts is one the tests accept too.
 * With no file it also checks that data/units.json is what
 * data/facility.json generates; --source compares the file given with
 * another source. Prints every problem, one per line as
 * `UNIT-ID: rule: detail`, then a count, and exits 1; a valid file prints a
 * one-line summary and exits 0, with any advice (units smaller than a
 * comfortable tap) printed as warnings on stderr. Exit 2: bad arguments or an
 * unreadable file.
 */
import { formatLayoutSummary, summariseLayout } from '../src/layout/layout-summary.ts';
import { readCliArgs, runCommand } from './lib/cli-args.ts';
import { checkLayoutText, checkUpToDate, printAdvice, printProblems } from './lib/layout-file.ts';
import { readTextFile } from './lib/text-files.ts';

const USAGE =
  'usage: npm run layout:validate [-- path/to/units.json] [-- --source path/to/facility.json]';
const UNITS = 'data/units.json';
const SOURCE = 'data/facility.json';

async function main(argv: readonly string[]): Promise<number> {
  const args = readCliArgs(argv, ['source']);
  if (!args.ok || args.positionals.length > 1) {
    const message = args.ok ? 'give at most one file' : args.message;
    console.error(`layout:validate: ${message}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const file = args.positionals[0] ?? UNITS;
  const source = args.options.get('source') ?? (args.positionals.length === 0 ? SOURCE : null);
  const read = await readTextFile(file);
  if (!read.ok) {
    console.error(`layout:validate: ${read.message}`);
    return 2;
  }
  const result = checkLayoutText(file, read.text);
  if (!result.ok) {
    printProblems(result.problems, `found in ${file}.`);
    return 1;
  }
  const stale = source ? await checkUpToDate(file, read.text, source) : null;
  if (stale) {
    printProblems([stale], `found in ${file}.`);
    return 1;
  }
  console.log(`${file} is valid: ${formatLayoutSummary(summariseLayout(result.layout))}.`);
  printAdvice(result.layout, file);
  return 0;
}

runCommand('layout:validate', main);
