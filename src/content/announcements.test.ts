import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { openingDraft } from '@/content/announcements';
import { site } from '@/content/site';

/** The addresses of the Markdown links in a text. */
function linkTargets(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
}

describe('the ready "We are open" draft', () => {
  it('links only to pages the site has, on its own origin', () => {
    const targets = linkTargets(openingDraft.body);
    expect(targets.length).toBeGreaterThan(0);
    const pages = new Set<string>(Object.values(paths));
    for (const target of targets) {
      const url = new URL(target);
      expect(url.origin, target).toBe(new URL(site.origin).origin);
      expect(pages.has(url.pathname), `${target} is a page of the site`).toBe(true);
    }
  });
});
