/**
 * The pure parts of answering a file request: which encoding to send, whether
 * the client's copy is still current, and which bytes a Range asks for.
 */

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Picks brotli, then gzip, from an Accept-Encoding header, honouring q-values
 * (`gzip;q=0` refuses gzip) and `*`.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    quality.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => quality.get(name) ?? quality.get('*') ?? 0;
  // The client's weights decide; on a tie brotli wins, being the smaller.
  const best = (['br', 'gzip'] as const).reduce((a, b) => (weight(b) > weight(a) ? b : a));
  return weight(best) > 0 ? best : 'identity';
}

/** A strong validator from the file's size and modification time, one per encoding. */
export function entityTag(size: number, mtimeMs: number, encoding: Encoding): string {
  const suffix = encoding === 'identity' ? '' : `-${encoding}`;
  return `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}${suffix}"`;
}

type Conditional = {
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
};

/** True when the client's cached copy is current, so a 304 answers it (RFC 9110 §13.2.2). */
export function isNotModified(
  request: Conditional,
  current: { etag: string; mtimeMs: number },
): boolean {
  if (request.ifNoneMatch !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return request.ifNoneMatch
      .split(',')
      .some((tag) => tag.trim() === '*' || opaque(tag) === opaque(current.etag));
  }
  if (request.ifModifiedSince !== undefined) {
    const since = Date.parse(request.ifModifiedSince);
    // HTTP dates have whole seconds.
    return !Number.isNaN(since) && Math.floor(current.mtimeMs / 1000) * 1000 <= since;
  }
  return false;
}

export type ByteRange = { start: number; end: number };

/**
 * Reads a Range header against a file of `size` bytes. Returns the one range
 * to send, 'unsatisfiable' (answer 416), or null to ignore the header and send
 * the whole file (no header, another unit, a malformed value, or several
 * ranges, which a server may answer in full).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** If-Range: the range applies only while the client's validator still names this file. */
export function rangeStillValid(
  ifRange: string | undefined,
  current: { etag: string; lastModified: string },
): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"')) return value === current.etag;
  if (value.startsWith('W/')) return false;
  return value === current.lastModified;
}
