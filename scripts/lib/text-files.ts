/**
 * Reading and writing the layout files from the command line: failures come
 * back as one plain sentence rather than a stack trace, and writes are atomic.
 */
import { link, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { trackTemporaryFile } from './temporary-files.ts';

export type ReadResult = { ok: true; text: string } | { ok: false; message: string };

function reasonFor(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a folder, not a file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
}

/**
 * A failed write in one line, for staff: the path, what is wrong and what to
 * do; never the error's code, a temporary file's name or a stack.
 */
export function cannotWriteMessage(path: string, error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const folder = dirname(path);
  const reasons: Record<string, string> = {
    ENOENT: `the folder ${folder} does not exist; create it, or give a path in a folder that does`,
    ENOTDIR: `part of that path is a file, not a folder; give a path in a folder`,
    EISDIR: 'it is a folder; give a file name',
    EACCES: `permission denied; give a path in a folder you may write to`,
    EPERM: `permission denied; give a path in a folder you may write to`,
    EROFS: 'that place is read-only; give a path on a disk you may write to',
    ENOSPC: 'the disk is full; free some space or write elsewhere',
  };
  const reason =
    (typeof code === 'string' && reasons[code]) ||
    `${error instanceof Error ? error.message.replace(/\s*\n\s*/g, ' ') : String(error)}`;
  return `cannot write ${path}: ${reason}`;
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
  await writeFilesAtomically([{ file, content }]);
}

/** The temporary file a new version of `file` is written to, beside it. */
const temporaryFor = (file: string) => join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);

/** `file` already exists, and the caller asked not to replace it. */
export class FileExistsError extends Error {}

/**
 * Writes a new file readable by this user only (0600), whole or not at all:
 * through a temporary file beside it, linked into place, so an existing file
 * is never replaced (FileExistsError) unless `replace` is true.
 */
export async function writePrivateFile(
  file: string,
  content: string,
  { replace = false } = {},
): Promise<void> {
  const temporary = temporaryFor(file);
  const untrack = trackTemporaryFile(temporary);
  try {
    // Left by an earlier run of the same process id, perhaps: never this run's file.
    await rm(temporary, { force: true });
    await writeFile(temporary, content, { mode: 0o600 });
    if (replace) await rename(temporary, file);
    else await link(temporary, file);
  } catch (error) {
    if ((error as { code?: string }).code === 'EEXIST' && !replace) {
      throw new FileExistsError(`${file} already exists`);
    }
    throw new Error(cannotWriteMessage(file, error));
  } finally {
    await rm(temporary, { force: true }).catch(() => undefined);
    untrack();
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
  const temporary = files.map(({ file }) => temporaryFor(file));
  const untrack = temporary.map((path) => trackTemporaryFile(path));
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
    // A temporary file may not exist (or its folder may not): nothing to tidy.
    for (const path of temporary) await rm(path, { force: true }).catch(() => undefined);
    throw new Error(cannotWriteMessage(failed ?? '', error));
  } finally {
    for (const done of untrack) done();
  }
}
