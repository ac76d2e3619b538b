/**
 * Starts the bundled server (scripts/serve.ts) as its own Node process on a
 * free port, as `npm run serve` does, for tests that need the server as it
 * is deployed: its environment read at start, its own process to stop or kill.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { repositoryRoot } from './run-script.ts';

export type ServeProcess = {
  /** `http://127.0.0.1:<port>` */
  base: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then waits for it to exit; resolves with the exit code. */
  stop(): Promise<number | null>;
};

/** Resolves with the first match of `pattern` in what `child` prints to stdout. */
export function lineMatching(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((done, fail) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const match = text.match(pattern);
      if (match) {
        child.stdout?.off('data', onData);
        done(match);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`server exited (${code}) before ${pattern}`)));
  });
}

export async function startServeProcess(env: Record<string, string>): Promise<ServeProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const ready = lineMatching(child, /at (https?:\/\/[\d.]+:\d+)\//);
  const [, base = ''] = await ready.catch((error: Error) => {
    throw new Error(`${error.message}\n${printed}`);
  });
  return {
    base,
    child,
    output: () => printed,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      return code as number | null;
    },
  };
}
