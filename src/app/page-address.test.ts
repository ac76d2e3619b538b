import { describe, expect, it } from 'vitest';
import { canonicalPath, isOwnAddress, pathSegments } from '@/app/page-address';

describe('what names a page', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/size-guide', '/size-guide'],
    ['/size-guide/', '/size-guide'],
    ['/size-guide/index.html', '/size-guide'],
    ['//size-guide', '/size-guide'],
    ['/size-guide//', '/size-guide'],
    ['/%73ize-guide', '/size-guide'],
    ['/size%2Dguide', '/size-guide'],
    ['/x/../size-guide', '/size-guide'],
    ['/./size-guide', '/size-guide'],
    ['/size-guide/index', '/size-guide/index'],
    ['/size-guide/index.htm', '/size-guide/index.htm'],
    ['/Size-Guide', '/Size-Guide'],
    ['/caf%C3%A9', '/caf%C3%A9'],
    ['/caf%c3%a9', '/caf%C3%A9'],
  ])('%s names %s', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });

  it('takes a page’s own addresses to be its path, with a slash, or with index.html', () => {
    for (const path of ['/', '/index.html', '/about', '/about/', '/about/index.html'])
      expect(isOwnAddress(path), path).toBe(true);
    for (const path of [
      '//',
      '//about',
      '/about//',
      '/%61bout',
      '/x/../about',
      '/about/index.html/',
    ])
      expect(isOwnAddress(path), path).toBe(false);
  });

  it('names nothing with a malformed escape or a NUL', () => {
    for (const path of ['/%E0%A4%A', '/%', '/about%00']) {
      expect(pathSegments(path), path).toBeNull();
      expect(canonicalPath(path), path).toBeNull();
      expect(isOwnAddress(path), path).toBe(false);
    }
  });

  it('never leaves a dot segment to climb out of the site', () => {
    expect(pathSegments('/../../etc/passwd')).toEqual(['etc', 'passwd']);
    expect(pathSegments('/..%2f..%2fetc%2fpasswd')).toEqual(['etc', 'passwd']);
  });

  it('is its own canonical path once redirected', () => {
    for (const path of [
      '//size-guide',
      '/%73ize-guide',
      '/caf%c3%a9',
      '/a:b',
      '/x/../y/index.html',
    ]) {
      const canonical = canonicalPath(path) ?? '';
      expect(isOwnAddress(canonical), path).toBe(true);
    }
  });
});
