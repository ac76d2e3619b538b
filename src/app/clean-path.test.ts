import { describe, expect, it } from 'vitest';
import { cleanPath } from '@/app/clean-path';

describe('cleanPath', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/personal', '/personal'],
    ['/personal/', '/personal'],
    ['/personal/index.html', '/personal'],
    ['/size-guide/index.html', '/size-guide'],
    ['/size-guide/index', '/size-guide'],
    ['/about//', '/about'],
  ])('%s is shown as %s', (from, to) => {
    expect(cleanPath(from)).toBe(to);
  });

  it('leaves other paths alone', () => {
    expect(cleanPath('/indexes')).toBe('/indexes');
    expect(cleanPath('/personal/index.htm')).toBe('/personal/index.htm');
  });
});
