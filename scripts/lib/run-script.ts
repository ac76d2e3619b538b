/**
 * Runs one of the repository's TypeScript scripts in a child Node process
 * (through tsx, as npm runs it) and collects its exit code and output, for
 * tests that exercise the real command rather than a mock.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Time allowed for a test that starts one or more scripts: each is a new Node
 * process that loads tsx, which takes one to two seconds on a busy 2-core
 * machine, so Vitest's 5 s default is too tight for a test that runs several.
 */
export const SCRIPT_TEST_TIMEOUT = 30_000;

export type ScriptRun = { code: number; stdout: string; stderr: string };

export function runScript(
  script: string,
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<ScriptRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { cwd: repositoryRoot, encoding: 'utf8', env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
