/**
 * Reading and writing the layout files from the command line: failures come
 * back as one plain sentence rather than a stack trace, and writes are atomic.
 */
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export type ReadResult = { ok: true; text: string } | { ok: false; message: string };

function reasonFor(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a folder, not a file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
}

export async function readTextFile(file: string): Promise<ReadResult> {
  try {
    return { ok: true, text: await readFile(file, 'utf8') };
  } catch (error) {
    return { ok: false, message: `cannot read ${file}: ${reasonFor(error)}` };
  }
}

/**
 * Writes to a temporary file in the same folder, then renames it over the
 * target, so a reader never sees half a file and a failed write leaves the
 * old file as it was.
 */
export async function writeFileAtomically(file: string, content: string): Promise<void> {
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  try {
    await writeFile(temporary, content);
    await rename(temporary, file);
  } catch (error) {
    // The temporary file may not exist (or its folder may not): nothing to tidy.
    await rm(temporary, { force: true }).catch(() => undefined);
    throw new Error(`cannot write ${file}: ${reasonFor(error)}`);
  }
}

/**
 * Writes several files as one step as far as a file system allows: every
 * new content goes to a temporary file beside its target first, and only
 * when all are written are they renamed over their targets, so a failed
 * write leaves every target as it was.
 */
export async function writeFilesAtomically(
  files: readonly { file: string; content: string }[],
): Promise<void> {
  const temporary = files.map(({ file }) =>
    join(dirname(file), `.${basename(file)}.${process.pid}.tmp`),
  );
  let failed: string | undefined;
  try {
    for (const [i, { file, content }] of files.entries()) {
      failed = file;
      await writeFile(temporary[i] as string, content);
    }
    for (const [i, { file }] of files.entries()) {
      failed = file;
      await rename(temporary[i] as string, file);
    }
  } catch (error) {
    for (const path of temporary) await rm(path, { force: true }).catch(() => undefined);
    throw new Error(`cannot write ${failed}: ${reasonFor(error)}`);
  }
}
