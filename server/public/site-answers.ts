/**
 * How the site's listener answers with its files: the header rules for a
 * path, a short text answer, a file found by its normalised path, and the
 * file or its compressed copy (compressed-copies.ts) with ranges read
 * against what is sent.
 */
import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type HeaderRule,
  headersFor,
  NOT_FOUND_PAGE,
  STRICT_TRANSPORT_SECURITY,
} from '../../scripts/lib/header-rules.ts';
import { isCompressible } from '../../scripts/lib/precompress.ts';
import { isSecureRequest } from '../http/forwarded.ts';
import { chooseEncoding, parseRange } from '../http/http-negotiation.ts';
import type { CompressedCopies } from './compressed-copies.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The normalised path the header rules and the files are found by (null: malformed). */
    sitePath: string | null;
    /** The build this request is answered from: the one live when it arrived. */
    siteFiles: SiteFiles | null;
  }
  interface FastifyReply {
    /** The file of the site this answer sends, if any: its type and Vary are set from it. */
    siteFile: string | null;
  }
}

/** A file of the site: its path relative to the site's folder, and its stat as found. */
type SiteFile = { file: string; stats: Stats };

/** What @fastify/static is told beside the file (none of it for an error page). */
type SendOptions = { etag?: boolean; lastModified?: boolean; acceptRanges?: boolean };

/** One build of the site as the listener serves it: its folder, its header rules and its compressed copies. */
export type SiteFiles = {
  base: string;
  rules: readonly HeaderRule[];
  copies: CompressedCopies;
};

export type Site = {
  /** The site's folder, resolved. */
  base: string;
  rules: readonly HeaderRule[];
  copies: CompressedCopies;
  trustProxy: boolean;
  /** True once the server is stopping: answers then close their connection. */
  closing: () => boolean;
};

export function siteAnswers(site: Site) {
  /** Replaces whatever headers were set with those the rules give `path`. */
  function setRuleHeaders(request: FastifyRequest, reply: FastifyReply, path: string) {
    for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
    for (const [name, value] of headersFor(site.rules, path)) {
      if (name === STRICT_TRANSPORT_SECURITY && !isSecureRequest(request.raw, site.trustProxy))
        continue;
      reply.header(name, value);
    }
    if (site.closing()) reply.header('Connection', 'close');
  }

  function sendText(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    text: string,
    extra: Record<string, string> = {},
  ) {
    setRuleHeaders(request, reply, NOT_FOUND_PAGE);
    reply.siteFile = null;
    return reply
      .code(status)
      .headers(extra)
      .type('text/plain; charset=utf-8')
      .send(request.method === 'HEAD' ? undefined : text);
  }

  async function locate(path: string): Promise<SiteFile | null> {
    const full = join(site.base, path);
    // normalisePath resolved every dot segment, so `full` is inside `base`.
    for (const candidate of [full, join(full, 'index.html')]) {
      const stats = await stat(candidate).catch(() => null);
      if (stats?.isFile()) return { file: relative(site.base, candidate), stats };
    }
    return null;
  }

  /**
   * Sends the file, or its compressed copy to a client that accepts one.
   * A range counts bytes of what is sent: RFC 9110 (§14.1.2) reads a range
   * in the selected representation, which for a compressed answer is the
   * compressed bytes, and the copy has validators of its own, so a client
   * resuming a compressed download gets the rest of the same bytes.
   */
  async function sendSiteFile(
    request: FastifyRequest,
    reply: FastifyReply,
    found: SiteFile,
    options: SendOptions = {},
  ) {
    reply.siteFile = found.file;
    const encoding = isCompressible(found.file)
      ? chooseEncoding(request.headers['accept-encoding'])
      : 'identity';
    const copy =
      encoding === 'identity' ? null : await site.copies.copyOf(found.file, found.stats, encoding);
    const size = copy?.size ?? found.stats.size;
    const { range } = request.headers;
    if (range !== undefined && options.acceptRanges !== false) {
      // A range past the end: 416 with the size, as RFC 9110 asks (the framework would send an error page).
      if (parseRange(range, size) === 'unsatisfiable')
        return reply
          .code(416)
          .headers({ 'Accept-Ranges': 'bytes', 'Content-Range': `bytes */${size}` })
          .send();
    }
    if (copy) reply.header('Content-Encoding', copy.encoding);
    return reply.sendFile(copy?.file ?? found.file, site.base, options);
  }

  async function sendNotFoundPage(request: FastifyRequest, reply: FastifyReply) {
    setRuleHeaders(request, reply, NOT_FOUND_PAGE);
    const page = await locate(NOT_FOUND_PAGE);
    if (!page) return sendText(request, reply, 404, 'Not found.');
    // An error page is never a range, and has no validators of its own.
    return sendSiteFile(request, reply.code(404), page, {
      etag: false,
      lastModified: false,
      acceptRanges: false,
    });
  }

  return { setRuleHeaders, sendText, locate, sendSiteFile, sendNotFoundPage };
}
