import { describe, expect, it } from 'vitest';
import { locationBlock } from '@/content/home';
import { isOpen } from '@/content/opening';
import { openingDay } from '@/content/opening-day';
import { pageIntros } from '@/content/page-intros';
import { registerLocation } from '@/content/register';
import { site } from '@/content/site';
import { headData } from '@/seo/head-data';

// The repository's facts: coming soon, with no day set. The pages built from
// other facts (open, or a day set) are in scripts/site-facts-build.test.ts.
describe('while the facility is coming soon and its day unknown', () => {
  it('the pages say Coming Soon in the spec’s words, with no day', () => {
    expect(isOpen).toBe(false);
    expect(openingDay).toBeNull();
    expect(pageIntros.home.eyebrow).toBe('Coming Soon to Widnes');
    expect(pageIntros.register.eyebrow).toBe('Coming soon');
    expect(locationBlock.badge).toBe('Coming Soon');
    expect(locationBlock.title).toBe('Opening Soon on Ditton Road');
    expect(site.tagline).toBe('Secure, flexible self storage in Widnes. Coming soon.');
    expect(headData.home.title).toBe(`${site.brand} | Secure Self Storage in Widnes, Coming Soon`);
    expect(registerLocation.intro).toBe('We are in Widnes, opening soon.');
  });
});
