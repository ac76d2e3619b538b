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

/** An error as one line: its message, line breaks and all, without a stack trace. */
export function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/**
 * When whoever reads the output goes away (`… | head`), writing to it fails
 * with EPIPE: the rest of the output is dropped and the command carries on to
 * its end, rather than crashing half way through its work.
 */
export function ignoreClosedOutput(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
}

/**
 * Runs a command's `main` on the command line's arguments: what it returns
 * is the exit code, and an error it throws (or throws later, outside `main`)
 * is printed after the command's name in one line, without a stack trace,
 * with exit code 1. A closed output (EPIPE) does not stop it; temporary
 * files go however it ends (see temporary-files.ts).
 */
export function runCommand(
  command: string,
  main: (argv: readonly string[]) => Promise<number>,
): void {
  ignoreClosedOutput();
  const fail = (error: unknown) => {
    console.error(`${command}: ${oneLine(error)}`);
    process.exitCode = 1;
  };
  process.on('uncaughtException', (error) => {
    fail(error);
    process.exit(1);
  });
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  }, fail);
}
