/**
 * A small command-line reader for the layout scripts: `--name value` options
 * and plain arguments. A bare `--` is skipped, so both
 * `npm run layout:validate -- file.json` and `tsx scripts/layout-validate.ts -- file.json` work.
 */
export type CliArgs =
  | {
      ok: true;
      options: Map<string, string>;
      positionals: string[];
      help: boolean;
      /** The `flagNames` given (options without a value, such as --retry). */
      flags: Set<string>;
    }
  | { ok: false; message: string };

export function readCliArgs(
  argv: readonly string[],
  optionNames: readonly string[],
  flagNames: readonly string[] = [],
): CliArgs {
  const options = new Map<string, string>();
  const flags = new Set<string>();
  const positionals: string[] = [];
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') continue;
    if (arg === '--help' || arg === '-h') {
      help = true;
      continue;
    }
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const [name = '', inlineValue] = arg.slice(2).split(/=(.*)/s, 2);
    if (flagNames.includes(name) && inlineValue === undefined) {
      flags.add(name);
      continue;
    }
    if (!optionNames.includes(name)) return { ok: false, message: `unknown option ${arg}` };
    const value = inlineValue ?? argv[++i];
    if (value === undefined || value === '')
      return { ok: false, message: `--${name} needs a file name` };
    options.set(name, value);
  }
  return { ok: true, options, positionals, help, flags };
}
