import { describe, expect, it } from 'vitest';
import { originMismatchText } from '../../src/staff-shared/passkey-origin.ts';
import { ceremonyOrigin, originMismatch } from './passkey-origin.ts';

const answer = (origin: string) => ({
  id: 'x',
  response: {
    clientDataJSON: Buffer.from(JSON.stringify({ type: 'webauthn.get', origin })).toString(
      'base64url',
    ),
  },
});

describe('a passkey answer from another origin', () => {
  it('is named with both origins in one line, and the page gets the console-address words', () => {
    const refused = originMismatch(answer('http://127.0.0.1:4174'), 'http://localhost:4174');
    expect(refused?.log).toBe(
      'Passkey refused: the browser is at "http://127.0.0.1:4174" but STAFF_ORIGIN is http://localhost:4174; set STAFF_ORIGIN to the console\'s address.',
    );
    expect(refused?.body).toEqual({ error: originMismatchText, code: 'origin-mismatch' });
  });

  it('is not reported for the console’s own origin or an answer that does not say', () => {
    expect(originMismatch(answer('http://localhost:4174'), 'http://localhost:4174')).toBeNull();
    expect(originMismatch({ response: { clientDataJSON: '!!' } }, 'http://localhost:4174')).toBe(
      null,
    );
    expect(ceremonyOrigin(null)).toBeNull();
  });
});
