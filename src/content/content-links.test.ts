// @vitest-environment node
/**
 * Every link in the site's ready-made words leads to a page the site has:
 * the content modules (pages, legal documents, FAQ, navigation, the mail
 * templates' words) and the ready "We are open" announcement. The email
 * templates as sent are walked in server/mail/mail-links.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { openingDraft } from '@/content/announcements';
import { brokenLinks, linksIn, SITE_PAGES, sitePath } from '@/content/content-links';
import { site } from '@/content/site';

const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
});

/** The facts' schema and parser: the shape of the owner's facts (their words are walked where they are read). */
const SCHEMAS = /site-facts-(schema|parse)\.ts$/;

/** Keys whose text is a link (`href`, `path`, `privacyPath`, a nav item's `to`). */
const LINK_KEY = /^(href|path|to)$|Path$/;

/**
 * Every link found in `value`: in its texts, in its link fields, and in what
 * its functions (copy with a blank to fill) return given sample values.
 */
function collect(value: unknown, out: string[], seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') out.push(...linksIn(value));
  else if (typeof value === 'function') {
    // Copy with blanks is a short template; a function that loops or reads files is not copy.
    if (/\b(while|for|async)\b/.test(String(value))) return out;
    try {
      collect((value as (...args: unknown[]) => unknown)(1, 1, 1), out, seen);
    } catch {
      // A function that needs real arguments holds no copy of its own to walk.
    }
  } else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const [key, item] of Object.entries(value)) {
      if (LINK_KEY.test(key) && typeof item === 'string' && sitePath(item) !== null) out.push(item);
      collect(item, out, seen);
    }
  }
  return out;
}

describe('links in the ready-made words', () => {
  it('finds the links it should, and tells a page from what is not one', () => {
    expect(linksIn(`see [our size guide](${site.origin}/size-guide) or <a href="/about">`)).toEqual(
      [`${site.origin}/size-guide`, '/about'],
    );
    expect(
      brokenLinks(['/prices', `${site.origin}/prices#x`, '/about#team', 'mailto:a@b.c']),
    ).toEqual(['/prices', `${site.origin}/prices#x`]);
    expect(SITE_PAGES.has(paths.sizeGuide)).toBe(true);
  });

  // It reads every content module (the facts' schema among them): 2 s alone, over 5 s beside a build.
  it('has every link of every content module lead to a page the site has', {
    timeout: 20_000,
  }, () => {
    const found = Object.entries(modules)
      .filter(([file]) => !SCHEMAS.test(file))
      .flatMap(([file, exports]) => collect(exports, []).map((link) => `${file}: ${link}`));
    // The walk reaches the navigation, the legal documents and the mail copy.
    expect(found.some((entry) => entry.endsWith(`: ${paths.calculator}`))).toBe(true);
    expect(found.some((entry) => entry.startsWith('./registration-mail.ts:'))).toBe(true);
    const broken = found.filter((entry) => brokenLinks([entry.split(': ')[1] ?? '']).length > 0);
    expect(broken).toEqual([]);
  });

  it('has the ready "We are open" draft link only to pages the site has, on its own origin', () => {
    const targets = linksIn(openingDraft.body);
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) {
      expect(new URL(target).origin, target).toBe(new URL(site.origin).origin);
      expect(brokenLinks([target]), `${target} is a page of the site`).toEqual([]);
    }
  });
});
