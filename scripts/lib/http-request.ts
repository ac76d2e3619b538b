/**
 * A raw HTTP(S) request for tests of the server: the path goes out exactly as
 * written (no normalising of `..` or escapes, unlike fetch) and the body comes
 * back as the bytes sent, still compressed.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

export type RawResponse = {
  status: number;
  statusMessage: string;
  headers: IncomingHttpHeaders;
  /** The header lines as sent: names and values in order, repeats kept. */
  rawHeaders: string[];
  body: Buffer;
};

export function rawRequest(
  base: string,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const url = new URL(base);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    const req = send(
      {
        host: url.hostname,
        port: url.port,
        path,
        method,
        headers,
        agent: false,
        // Tests serve HTTPS with a certificate made on the spot.
        rejectUnauthorized: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            statusMessage: res.statusMessage ?? '',
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end();
  });
}
