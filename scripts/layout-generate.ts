/**
 * npm run layout:generate [-- --source <file>] [-- --out <file>]
 *
 * Reads the facility source (data/facility.json), lays out its units, checks
 * the result against the layout schema and writes data/units.json
 * atomically. An invalid source prints every problem, exits 1 and leaves the
 * existing output as it was. Exit 2: bad options or an unreadable file.
 */
import { readFile } from 'node:fs/promises';
import { buildLayout } from '../src/features/floor-plan/facility-source.ts';
import { formatLayoutJson, formatProblem } from '../src/features/floor-plan/layout-schema.ts';
import { formatLayoutSummary, summariseLayout } from '../src/features/floor-plan/layout-summary.ts';
import { readCliArgs } from './lib/cli-args.ts';
import { formatJsonError, parseJsonText } from './lib/json-text.ts';
import { readTextFile, writeFileAtomically } from './lib/text-files.ts';

const USAGE =
  'usage: npm run layout:generate [-- --source data/facility.json --out data/units.json]';

function fail(code: number, lines: string[]): number {
  for (const line of lines) console.error(line);
  return code;
}

async function currentText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const args = readCliArgs(argv, ['source', 'out']);
  if (!args.ok) return fail(2, [`layout:generate: ${args.message}`, USAGE]);
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  if (args.positionals.length > 0) {
    return fail(2, [`layout:generate: unexpected argument ${args.positionals[0]}`, USAGE]);
  }
  const source = args.options.get('source') ?? 'data/facility.json';
  const out = args.options.get('out') ?? 'data/units.json';

  const read = await readTextFile(source);
  if (!read.ok) return fail(2, [`layout:generate: ${read.message}`]);
  const json = parseJsonText(read.text);
  const result = json.ok
    ? buildLayout(json.value)
    : {
        ok: false as const,
        problems: [{ where: source, rule: 'json', detail: formatJsonError(json) }],
      };
  if (!result.ok) {
    const count = result.problems.length;
    return fail(1, [
      ...result.problems.map(formatProblem),
      `${count} problem${count === 1 ? '' : 's'} in ${source}; ${out} was not changed.`,
    ]);
  }

  const text = formatLayoutJson(result.layout);
  const summary = formatLayoutSummary(summariseLayout(result.layout));
  if ((await currentText(out)) === text) {
    console.log(`${out} is already up to date (${summary}).`);
    return 0;
  }
  await writeFileAtomically(out, text);
  console.log(`Wrote ${out} (${summary}).`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`layout:generate: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
