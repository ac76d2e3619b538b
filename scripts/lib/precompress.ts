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
 * A compressed copy older than its file (a file edited in place after the
 * build) is written again when the server starts, so it never sends a stale
 * copy of a file that changed before it started.
 */
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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

async function modified(file: string): Promise<number | null> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

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

/**
 * Writes the compressed copies of every text file under `root` that has none,
 * or whose copy is older than the file. Returns how many copies it wrote.
 */
export async function precompress(root: string): Promise<number> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  let written = 0;
  async function bringUpToDate(file: string) {
    const source = await modified(file);
    if (source === null) return;
    let raw: Buffer | undefined;
    for (const { name, suffix } of ENCODINGS) {
      const copy = await modified(`${file}${suffix}`);
      if (copy !== null && copy >= source) continue;
      raw ??= await readFile(file);
      await writeWhole(`${file}${suffix}`, await compress[name](raw));
      written += 1;
    }
  }
  // zlib works on Node's thread pool (four threads): a few files at a time keep it busy.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift())
      await bringUpToDate(file);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return written;
}
