// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normalisePath } from '../../scripts/lib/header-rules.ts';
import {
  chooseEncoding,
  entityTag,
  isNotModified,
  parseRange,
  rangeStillValid,
} from './http-negotiation.ts';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.8, br;q=0.9')).toBe('br');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0')).toBe('identity');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });
});

describe('isNotModified', () => {
  const current = {
    etag: entityTag(10, 1_700_000_000_500, 'identity'),
    mtimeMs: 1_700_000_000_500,
  };
  it('compares entity tags weakly, and lets If-None-Match win over the date', () => {
    expect(isNotModified({ ifNoneMatch: current.etag }, current)).toBe(true);
    expect(isNotModified({ ifNoneMatch: `"x", W/${current.etag}` }, current)).toBe(true);
    expect(isNotModified({ ifNoneMatch: '*' }, current)).toBe(true);
    const date = new Date(1_700_000_000_000).toUTCString();
    expect(isNotModified({ ifNoneMatch: '"x"', ifModifiedSince: date }, current)).toBe(false);
  });
  it('compares dates to the whole second', () => {
    expect(
      isNotModified({ ifModifiedSince: new Date(1_700_000_000_000).toUTCString() }, current),
    ).toBe(true);
    expect(
      isNotModified({ ifModifiedSince: new Date(1_699_999_999_000).toUTCString() }, current),
    ).toBe(false);
    expect(isNotModified({ ifModifiedSince: 'yesterday' }, current)).toBe(false);
  });
});

describe('parseRange', () => {
  it('reads first-last, open and suffix ranges, clamped to the file', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });
  it('says which ranges cannot be satisfied and ignores the rest', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-1', 1000)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseRange('items=0-1', 1000)).toBeNull();
    expect(parseRange(undefined, 1000)).toBeNull();
  });
});

describe('rangeStillValid', () => {
  const current = { etag: '"a-b"', lastModified: 'Tue, 14 Nov 2023 22:13:20 GMT' };
  it('needs a strong match of the tag or the exact date', () => {
    expect(rangeStillValid(undefined, current)).toBe(true);
    expect(rangeStillValid('"a-b"', current)).toBe(true);
    expect(rangeStillValid('W/"a-b"', current)).toBe(false);
    expect(rangeStillValid('"c-d"', current)).toBe(false);
    expect(rangeStillValid(current.lastModified, current)).toBe(true);
  });
});

describe('normalisePath', () => {
  it('decodes, resolves dot segments and names a folder index by its folder', () => {
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/index.html')).toBe('/');
    expect(normalisePath('/personal/')).toBe('/personal');
    expect(normalisePath('/personal/index.html')).toBe('/personal');
    expect(normalisePath('//a/./b/../%61ssets//x.js')).toBe('/a/assets/x.js');
    expect(normalisePath('/../../etc/passwd')).toBe('/etc/passwd');
    expect(normalisePath('/..%2f..%2fetc')).toBe('/etc');
  });
  it('rejects malformed escapes and NUL bytes', () => {
    expect(normalisePath('/%E0%A4%A')).toBeNull();
    expect(normalisePath('/%')).toBeNull();
    expect(normalisePath('/a%00b')).toBeNull();
  });
});
