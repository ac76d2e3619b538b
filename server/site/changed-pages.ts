/**
 * The pages a preview changes: each page (an index.html) of the preview's
 * build whose bytes differ from the live build's, by its address. The Site
 * tab links to each, so the owner looks at what a publish would change.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Every page's address in the build in `root`, as the site writes it: "/" and "/size-guide", say. */
async function pageAddresses(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, encoding: 'utf8' });
  return entries
    .filter((entry) => entry === 'index.html' || entry.endsWith('/index.html'))
    .map((entry) => `/${entry.slice(0, -'/index.html'.length)}`)
    .sort();
}

export async function changedPages(liveRoot: string, previewRoot: string): Promise<string[]> {
  const changed: string[] = [];
  for (const address of await pageAddresses(previewRoot)) {
    const file = join(address, 'index.html');
    const [before, after] = await Promise.all([
      readFile(join(liveRoot, file)).catch(() => null),
      readFile(join(previewRoot, file)),
    ]);
    if (!before?.equals(after)) changed.push(address);
  }
  return changed;
}
