/**
 * The brotli and gzip copies the server may send in place of a file: only
 * those the manifest names (scripts/lib/precompress.ts), and only while the
 * file and the copy are both still the ones it names. Checked on each request
 * by a stat of the copy against the file's stat the caller already took, so
 * a file edited while the server runs is sent uncompressed (never as its old
 * copy) until the next start compresses it again, and a copy planted beside
 * a file is never sent.
 */
import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type CopiesManifest,
  type EncodingName,
  matchesStamp,
  precompress,
  suffixOf,
} from '../../scripts/lib/precompress.ts';

/** A copy to send: its path (relative to the site's folder) and size. */
export type CompressedCopy = { file: string; encoding: EncodingName; size: number };

export type CompressedCopies = {
  /** The copy of `file` (as `stats` found it) in `encoding`, or null to send the file itself. */
  copyOf(file: string, stats: Stats, encoding: EncodingName): Promise<CompressedCopy | null>;
};

export function compressedCopies(root: string, manifest: CopiesManifest): CompressedCopies {
  return {
    async copyOf(file, stats, encoding) {
      const entry = manifest[file];
      const stamp = entry?.copies[encoding];
      if (!entry || !stamp || !matchesStamp(entry.file, stats)) return null;
      const copy = `${file}${suffixOf(encoding)}`;
      const copyStats = await stat(join(root, copy)).catch(() => null);
      if (!copyStats?.isFile() || !matchesStamp(stamp, copyStats)) return null;
      return { file: copy, encoding, size: copyStats.size };
    },
  };
}

/**
 * Brings the copies of the site in `root` up to date (those the manifest
 * cannot vouch for are made again) and returns the ones the server may send.
 */
export async function openCompressedCopies(root: string): Promise<CompressedCopies> {
  const { manifest, failed, unsaved } = await precompress(root).catch((error: Error) => ({
    manifest: {},
    failed: [error.message],
    unsaved: null,
  }));
  // The copies are sent all the same, by the manifest kept in memory.
  if (unsaved)
    console.error(
      `The manifest of the compressed copies could not be written (${unsaved}); the next start makes them all again.`,
    );
  if (failed.length > 0)
    console.error(
      `Some compressed copies in ${root} could not be brought up to date (${failed[0]}${failed.length > 1 ? `, and ${failed.length - 1} more` : ''}); those files are sent uncompressed.`,
    );
  return compressedCopies(root, manifest);
}
