// @vitest-environment node
import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { TLSSocket } from 'node:tls';
import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  isSecureRequest,
  lastEntry,
  parseAddress,
  requestHost,
} from './forwarded.ts';

/** A request as the server sees it: headers, and a socket whose peer is `peer`. */
function request(headers: Record<string, string | string[]>, peer = '10.0.0.2', tls = false) {
  const socket = tls ? new TLSSocket(new Socket()) : new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: peer });
  return { headers, socket } as unknown as IncomingMessage;
}

describe('forwarded headers', () => {
  it('believes them only with TRUST_PROXY=1', () => {
    const req = request({
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.example.org',
      host: '127.0.0.1:4400',
    });
    expect(clientAddress(req, false)).toBe('10.0.0.2');
    expect(isSecureRequest(req, false)).toBe(false);
    expect(requestHost(req, false)).toBe('127.0.0.1:4400');
    expect(clientAddress(req, true)).toBe('203.0.113.7');
    expect(isSecureRequest(req, true)).toBe(true);
    expect(requestHost(req, true)).toBe('www.example.org');
  });

  it('takes the right-most X-Forwarded-For hop, the one the proxy added', () => {
    // The client wrote the first entry itself; the proxy appended what it saw.
    const req = request({ 'x-forwarded-for': '198.51.100.1, 203.0.113.7' });
    expect(clientAddress(req, true)).toBe('203.0.113.7');
    expect(clientAddress(request({ 'x-forwarded-for': ['1.1.1.1', '2.2.2.2'] }), true)).toBe(
      '2.2.2.2',
    );
    // Not an address: the socket's peer, never the text.
    expect(clientAddress(request({ 'x-forwarded-for': 'unknown' }), true)).toBe('10.0.0.2');
  });

  it('reads addresses as proxies write them', () => {
    expect(parseAddress('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(parseAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(parseAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(parseAddress('_hidden')).toBeNull();
    expect(lastEntry(' a , b ')).toBe('b');
    expect(lastEntry('a,')).toBeUndefined();
  });

  it('counts TLS on the socket as secure, trusted proxy or not', () => {
    expect(isSecureRequest(request({}, '10.0.0.2', true), false)).toBe(true);
  });
});
