// @vitest-environment node
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHeadersFile, startStaticServer } from './static-server.ts';

describe('static server', () => {
  let root = '';
  let close = () => {};
  let base = '';

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'site-'));
    await mkdir(join(root, 'personal'));
    await writeFile(join(root, 'index.html'), '<h1>Home</h1>');
    await writeFile(join(root, 'personal', 'index.html'), '<h1>Personal</h1>');
    await writeFile(join(root, '404.html'), '<h1>Page not found</h1>');
    await writeFile(
      join(root, '_headers'),
      "/*\n  X-Test: yes\n  Content-Security-Policy: default-src 'self'\n",
    );
    const server = await startStaticServer(root, 0);
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('parses the _headers format', () => {
    expect(parseHeadersFile('/*\n  A: 1\n  B: two: three\n/x\n  C: 3\n')).toEqual([
      {
        pattern: '/*',
        headers: [
          ['A', '1'],
          ['B', 'two: three'],
        ],
      },
      { pattern: '/x', headers: [['C', '3']] },
    ]);
  });

  it('serves a route folder index with the headers', async () => {
    const response = await fetch(`${base}/personal`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>Personal</h1>');
    expect(response.headers.get('x-test')).toBe('yes');
  });

  it('answers unknown paths and escapes with the 404 page', async () => {
    for (const path of ['/nope', '/..%2f..%2fetc%2fpasswd']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Page not found');
    }
  });
});
