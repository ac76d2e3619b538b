/**
 * Starts the bundled server (server/main.ts) as its own Node process on a
 * free port, as `npm run serve` does, for tests that need the server as it
 * is deployed: its environment read at start, its own process to stop or kill.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { securityHeaders } from '../../src/config/security-headers.ts';
import { thirdPartyConfig } from '../../src/config/third-party.ts';
import { formBundleDir } from './build-folders.ts';
import { formatHeadersFile, headerRules } from './header-rules.ts';
import { repositoryRoot } from './run-script.ts';

export type ServeProcess = {
  /** `http://127.0.0.1:<port>`: the public site. */
  base: string;
  /** `http://127.0.0.1:<port>`: the console's own listener. */
  consoleBase: string;
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
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repositoryRoot,
    // Both listeners on free ports, unless the test names them.
    env: { ...process.env, PORT: '0', STAFF_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const ready = lineMatching(child, /own listener, (https?:\/\/[\d.]+:\d+)\//);
  const [, consoleBase = ''] = await ready.catch((error: Error) => {
    throw new Error(`${error.message}\n${printed}`);
  });
  const base = printed.match(/at (https?:\/\/[\d.]+:\d+)\//)?.[1] ?? '';
  return {
    base,
    consoleBase,
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

/**
 * Gives the site in `root` the registration form's server bundle, which the
 * server will not start without: a link to the one the test run built
 * (lib/form-bundle-setup.ts), beside `root` as the build puts it.
 */
export async function linkFormBundle(root: string) {
  await symlink(inject('formBundleDir'), formBundleDir(root), 'dir');
}

/**
 * The least of a build the server needs, in a new temporary folder (remove
 * the folder around it, `dirname(root)`, when done): the home and 404 pages,
 * a register page whose canonical link carries the public origin (as the
 * build writes VITE_SITE_ORIGIN), the _headers file and the form's bundle.
 */
export async function minimalSite(
  origin = 'https://www.widnes-self-storage.co.uk',
): Promise<string> {
  const root = join(await mkdtemp(join(tmpdir(), 'site-')), 'site');
  await mkdir(root);
  await writeFile(join(root, 'index.html'), '<h1>Home</h1>');
  await writeFile(join(root, '404.html'), '<h1>Page not found</h1>');
  await mkdir(join(root, 'register'));
  await writeFile(
    join(root, 'register', 'index.html'),
    `<html><head><link rel="canonical" href="${origin}/register"/></head><body><main><h1>Register</h1></main></body></html>`,
  );
  const rules = headerRules(securityHeaders(thirdPartyConfig({})), ['/', '/register']);
  await writeFile(join(root, '_headers'), formatHeadersFile(rules));
  await linkFormBundle(root);
  return root;
}
