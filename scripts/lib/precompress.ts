/**
 * The site's text files, compressed once and kept beside them: `file.br`
 * (brotli at its best) and `file.gz` (gzip at level 9). The build writes
 * them; the bundled server sends them as they are to a browser that accepts
 * them (@fastify/static's preCompressed), and nginx (`gzip_static`,
 * `brotli_static`) or Caddy (`file_server precompressed`) can do the same.
 *
 * Brotli at its best because every byte saved is one a visitor on mobile data
 * does not pay for: against quality 9 it is 8% smaller over the whole build,
 * and it takes the home page inside the first round trip of a new connection
 * (e2e/budgets.spec.ts). It costs about 2 s of CPU for the whole build, once.
 *
 * The build also writes a manifest of the copies, beside the site
 * (copiesManifestFile): each file's size, time and hash and those of its
 * copies. The bundled server sends a copy only while the file and the copy
 * are still the ones it names, so a file edited after the build is never
 * sent as its old copy, and a `.gz` or `.br` the build did not write is never
 * sent as a compressed file. When the server starts it makes the copies the
 * manifest cannot vouch for again, and writes the manifest anew.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { metaDir } from './build-folders.ts';

/** Content types by file ending, as every answer of the site's files names them. */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
}

/** True for a file sent compressed to a browser that accepts it. */
export function isCompressible(file: string): boolean {
  return COMPRESSIBLE_TYPE.test(contentTypeOf(file));
}

const compress = {
  br: (raw: Buffer) =>
    promisify(brotliCompress)(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  gzip: (raw: Buffer) => promisify(gzip)(raw, { level: 9 }),
};

/** Writes `file` whole or not at all: a reader finds the old copy or the new, never half of one. */
async function writeWhole(file: string, body: Buffer) {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, body);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export type EncodingName = (typeof ENCODINGS)[number]['name'];

/**
 * A file as the copies were made from it, or a copy as it was written:
 * size and modification time (whole milliseconds, which a copy of the folder
 * made with its times kept still has) to tell by a stat that it is the same
 * file, and the content's hash for when a deploy changed only the times.
 */
export type FileStamp = { size: number; mtimeMs: number; sha256: string };

export type CompressedCopies = {
  file: FileStamp;
  copies: Partial<Record<EncodingName, FileStamp>>;
};

/** Each text file (path relative to the site's folder) with the copies written of it. */
export type CopiesManifest = Record<string, CompressedCopies>;

/**
 * Beside the site and never deployed with it (it names every file's hash and
 * time): a static host has no use for it, and the bundled server reads it.
 */
export const copiesManifestFile = (root: string) => join(metaDir(root), 'compressed-copies.json');

export function suffixOf(encoding: EncodingName): string {
  return encoding === 'br' ? '.br' : '.gz';
}

/** True while the file at `stats` is the one the stamp was taken of. */
export function matchesStamp(stamp: FileStamp, stats: { size: number; mtimeMs: number }): boolean {
  return stamp.size === stats.size && stamp.mtimeMs === Math.trunc(stats.mtimeMs);
}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

const stampOf = (body: Buffer, mtimeMs: number): FileStamp => ({
  size: body.length,
  mtimeMs: Math.trunc(mtimeMs),
  sha256: sha256(body),
});

async function readCopiesManifest(root: string): Promise<CopiesManifest> {
  try {
    const read: unknown = JSON.parse(await readFile(copiesManifestFile(root), 'utf8'));
    return read && typeof read === 'object' ? (read as CopiesManifest) : {};
  } catch {
    // None yet, or unreadable: every copy is made again.
    return {};
  }
}

/** The copy at `path` as `known` stamped it (its time brought up to date), or null if it is another. */
async function keptCopy(path: string, known: FileStamp | undefined): Promise<FileStamp | null> {
  if (!known) return null;
  const stats = await stat(path).catch(() => null);
  if (!stats?.isFile()) return null;
  if (matchesStamp(known, stats)) return known;
  const body = await readFile(path);
  return sha256(body) === known.sha256 ? stampOf(body, stats.mtimeMs) : null;
}

/** The copies of one file, those still right kept and the others written again. */
async function copiesOf(
  path: string,
  known: CompressedCopies | undefined,
): Promise<{ entry: CompressedCopies; written: number }> {
  const stats = await stat(path);
  let raw: Buffer | undefined;
  let file = known?.file;
  if (!file || !matchesStamp(file, stats)) {
    raw = await readFile(path);
    file = stampOf(raw, stats.mtimeMs);
  }
  const unchanged = file.sha256 === known?.file.sha256;
  const entry: CompressedCopies = { file, copies: {} };
  let written = 0;
  for (const { name, suffix } of ENCODINGS) {
    const kept = unchanged ? await keptCopy(`${path}${suffix}`, known?.copies[name]) : null;
    if (kept) {
      entry.copies[name] = kept;
      continue;
    }
    raw ??= await readFile(path);
    const body = await compress[name](raw);
    await writeWhole(`${path}${suffix}`, body);
    entry.copies[name] = stampOf(body, (await stat(`${path}${suffix}`)).mtimeMs);
    written += 1;
  }
  return { entry, written };
}

export type PrecompressResult = {
  /** The copies now beside their files: only these may be sent for them. */
  manifest: CopiesManifest;
  written: number;
  /** What could not be done, one line each (those files have no copies in the manifest). */
  failed: string[];
  /** Why the manifest could not be written, if it could not (it is returned all the same). */
  unsaved: string | null;
};

/**
 * Writes the compressed copies of every text file under `root` whose copies
 * the manifest does not vouch for (none yet, the file changed, or a copy is
 * not the one written), and writes the manifest of them all.
 */
export async function precompress(root: string): Promise<PrecompressResult> {
  const known = await readCopiesManifest(root);
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
  const manifest: CopiesManifest = {};
  const failed: string[] = [];
  let written = 0;
  // zlib works on Node's thread pool (four threads): a few files at a time keep it busy.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      try {
        const made = await copiesOf(join(root, file), known[file]);
        manifest[file] = made.entry;
        written += made.written;
      } catch (error) {
        failed.push(`${file}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  const sorted = Object.fromEntries(
    files.flatMap((file) => {
      const entry = manifest[file];
      return entry ? [[file, entry]] : [];
    }),
  );
  let unsaved: string | null = null;
  try {
    await mkdir(metaDir(root), { recursive: true });
    await writeWhole(copiesManifestFile(root), Buffer.from(`${JSON.stringify(sorted, null, 1)}\n`));
  } catch (error) {
    unsaved = `${copiesManifestFile(root)}: ${(error as Error).message}`;
  }
  return { manifest: sorted, written, failed, unsaved };
}
