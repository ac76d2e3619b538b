/**
 * Temporary files a command is writing (a file's next version beside it,
 * renamed into place when complete). Each is removed however the process
 * ends: a normal exit, an error, process.exit, or SIGINT, SIGTERM or SIGHUP
 * (the signal is then raised again, so the exit status still says so). A
 * command stopped half way therefore leaves neither a half-written file nor a
 * stray `.name.<pid>.tmp` for `git add` to pick up.
 */
import { rmSync } from 'node:fs';

const pending = new Set<string>();
let installed = false;

function removeAll() {
  for (const path of pending) rmSync(path, { force: true });
  pending.clear();
}

function install() {
  if (installed) return;
  installed = true;
  process.on('exit', removeAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      removeAll();
      process.kill(process.pid, signal);
    });
  }
}

/** Marks `path` for removal at exit; call the function returned once it has been renamed or removed. */
export function trackTemporaryFile(path: string): () => void {
  install();
  pending.add(path);
  return () => {
    pending.delete(path);
  };
}
