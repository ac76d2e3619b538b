/**
 * A small command-line reader for the scripts: `--name value` options, flags
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
      return { ok: false, message: `--${name} needs a value` };
    options.set(name, value);
  }
  return { ok: true, options, positionals, help, flags };
}

/** A command line that was read without a mistake. */
export type CommandArgs = Extract<CliArgs, { ok: true }>;

/**
 * Reads a command's arguments as every command here does: a mistake is
 * printed after the command's name, with the usage, and ends the command
 * with exit code 2; --help prints the usage and ends it with 0. Returns the
 * arguments, or the exit code to end with. At most `maxPositionals` plain
 * arguments are allowed (none by default).
 */
export function readCommandArgs(
  command: string,
  usage: string,
  argv: readonly string[],
  accepts: { options?: readonly string[]; flags?: readonly string[]; maxPositionals?: number } = {},
): CommandArgs | number {
  const args = readCliArgs(argv, accepts.options ?? [], accepts.flags ?? []);
  const extra = args.ok ? args.positionals[accepts.maxPositionals ?? 0] : undefined;
  if (!args.ok || extra !== undefined) {
    console.error(
      `${command}: ${args.ok ? `unexpected argument ${extra}` : args.message}\n${usage}`,
    );
    return 2;
  }
  if (args.help) {
    console.log(usage);
    return 0;
  }
  return args;
}

/**
 * Runs a command's `main` on the command line's arguments: what it returns
 * is the exit code, and an error it throws is printed after the command's
 * name, without a stack trace, with exit code 1.
 */
export function runCommand(
  command: string,
  main: (argv: readonly string[]) => Promise<number>,
): void {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`${command}: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
