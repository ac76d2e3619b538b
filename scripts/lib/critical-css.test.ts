// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  classesNeeded,
  criticalCss,
  splitSelectorList,
  staticPart,
  withoutRepeatedSiblings,
} from './critical-css.ts';

const page = `<!doctype html><html lang="en-GB"><head></head><body>
  <header class="header"><a class="logo" href="/">Home</a><button class="menu" aria-expanded="false">Menu</button></header>
  <main><details class="faq"><summary>Q</summary><p>A</p></details><p class="intro">Hi</p></main>
</body></html>`;

describe('criticalCss', () => {
  it('keeps the rules whose selectors match the page and drops the others, in order', () => {
    const css = '.intro{color:red}.dialog{position:fixed}.header .logo{display:block}';
    expect(criticalCss(css, page)).toBe('.intro{color:red}.header .logo{display:block}');
  });

  it('keeps a rule when any selector of its list matches', () => {
    expect(criticalCss('.dialog,.intro{margin:0}', page)).toBe('.dialog,.intro{margin:0}');
  });

  it('keeps states a visitor can reach without a script, and pseudo-elements', () => {
    const css =
      '.logo:hover{color:red}.menu:focus-visible{outline:2px solid}.intro::before{content:""}.faq[open] summary{font-weight:700}.logo:not(.current){opacity:1}';
    expect(criticalCss(css, page)).toBe(css);
  });

  it('drops states only a script switches on', () => {
    const css = '.menu[aria-expanded="true"]{color:red}.header.is-open{display:grid}';
    expect(criticalCss(css, page)).toBe('');
  });

  it('keeps a grouping at-rule with the rules it still holds, and drops it when none are left', () => {
    const css =
      '@media (min-width:768px){.intro{font-size:2rem}.dialog{inset:0}}@media print{.dialog{display:none}}';
    expect(criticalCss(css, page)).toBe('@media (min-width:768px){.intro{font-size:2rem}}');
  });

  it('keeps other at-rules whole, and custom properties on :root', () => {
    const css =
      '@keyframes fade{0%{opacity:0}to{opacity:1}}:root{--ink:#123}@font-face{font-family:x;src:url(x.woff2)}';
    expect(criticalCss(css, page)).toBe(css);
  });

  it('keeps a selector it cannot check', () => {
    expect(criticalCss('.intro:unknown-state(1){color:red}', page)).toBe(
      '.intro:unknown-state(1){color:red}',
    );
  });

  it('reads braces and semicolons inside strings as text', () => {
    const css = '.intro::after{content:"{;}"}.dialog::after{content:"}"}';
    expect(criticalCss(css, page)).toBe('.intro::after{content:"{;}"}');
  });

  it('says where a stylesheet is cut short', () => {
    expect(() => criticalCss('.intro{color:red', page)).toThrow(/after "\.intro" is never closed/);
  });
});

describe('selectors', () => {
  it('splits a list only at its top-level commas', () => {
    expect(splitSelectorList(':is(.a,.b) .c,[data-x=","],.d')).toEqual([
      ':is(.a,.b) .c',
      '[data-x=","]',
      '.d',
    ]);
  });

  it('takes off states and pseudo-elements, leaving what must be in the page', () => {
    expect(staticPart('.nav a:focus-visible::after')).toBe('.nav a');
    expect(staticPart('.tab:not(:first-child):hover')).toBe('.tab');
    expect(staticPart(':focus-visible')).toBe('*');
    expect(staticPart('.x:first-child')).toBe('.x:first-child');
  });
});

/** A list of units as the size guide writes it for visitors without JavaScript: every fifth reserved. */
function unitTable(count: number): string {
  const rows = Array.from({ length: count }, (_, i) => {
    const status = i % 5 === 0 ? 'reserved' : 'available';
    return `<tr><th scope="row"><button aria-label="Open unit 1-A-${i + 1}" data-js-only="">1-A-${i + 1}</button><span data-no-js="" hidden="">1-A-${i + 1}</span></th><td>25 sq ft</td><td data-status="${status}">${status}</td><td class="price">£${i}</td></tr>`;
  });
  return `<table class="units"><tbody>${rows.join('')}</tbody></table>`;
}

function listPage(count: number): string {
  const items = Array.from({ length: count }, (_, i) => `<li class="item">Item ${i}</li>`).join('');
  return `<!doctype html><html lang="en-GB"><head></head><body><main>${unitTable(count)}<ul class="list">${items}</ul><ul class="empty"><li class="item">x</li><li class="item"></li></ul><p class="after">x</p></main></body></html>`;
}

/** Rules that ask about position, order, attributes a selector names and emptiness. */
const POSITION_CSS = [
  '.list li:nth-child(7){a:1}',
  '.list>li:nth-child(3n+2):last-child{a:2}',
  '.list>li:nth-child(3n+1):nth-last-child(2){a:3}',
  '.list li:nth-last-child(9){a:4}',
  '.list li:last-child:nth-child(odd){a:5}',
  '.list li:only-child{a:6}',
  '.item+.item{a:7}',
  '.units tr:nth-child(5n+1) [data-status="reserved"]{a:8}',
  '.units tr:nth-child(5n+2) [data-status="reserved"]{a:9}',
  '[data-status="reserved"]{a:10}',
  '.units tr:first-child~tr:last-child .price{a:11}',
  '.list .item:empty{a:12}',
  '.empty .item:empty{a:13}',
  'ul:has(> .item:empty){a:14}',
  '.units tr:nth-of-type(12) th{a:15}',
  '[aria-label="Open unit 1-A-3"]{a:16}',
  '.list+.empty~.after{a:17}',
  '.units [hidden]{a:18}',
].join('');

// Long pages parsed and cut in jsdom, up to 2,000 rows: CPU work, about a
// second for the longest here when quiet and several times that on a busy
// machine, so the long pages have room of their own.
describe('criticalCss on a long page', { timeout: 30_000 }, () => {
  it.each([1, 2, 3, 5, 6, 7, 8, 9, 10, 12, 13, 25, 40])(
    'keeps the same rules with repeats cut out as on the whole page (%i rows)',
    (count) => {
      const page = listPage(count);
      expect(criticalCss(POSITION_CSS, page)).toBe(
        criticalCss(POSITION_CSS, page, { cutRepeats: false }),
      );
    },
  );

  it('answers positions from the whole page: the seventh item, the ninth from last', () => {
    expect(criticalCss(POSITION_CSS, listPage(40))).toContain('.list li:nth-child(7){a:1}');
    expect(criticalCss(POSITION_CSS, listPage(40))).toContain('.list li:nth-last-child(9){a:4}');
    expect(criticalCss(POSITION_CSS, listPage(6))).not.toContain('{a:1}');
  });

  it('cuts a table of 2,000 rows down to a row of each shape, and leaves the page alone', () => {
    const { window } = new JSDOM(listPage(2000));
    const css = '.units [data-status="reserved"]{a:1}.list li:nth-child(7){a:2}';
    const cut = withoutRepeatedSiblings(window.document, css);
    // An available and a reserved row: data-status is named by the stylesheet, aria-label is not.
    expect(cut.querySelectorAll('.units tr')).toHaveLength(2);
    expect(cut.querySelectorAll('.list li')).toHaveLength(1);
    expect(cut.documentElement.lang).toBe('en-GB');
    expect(window.document.querySelectorAll('.units tr')).toHaveLength(2000);
    window.close();
  });

  it('keeps a row apart when the stylesheet names an attribute that differs', () => {
    const { window } = new JSDOM(listPage(50));
    const cut = withoutRepeatedSiblings(window.document, '[aria-label]{a:1}');
    expect(cut.querySelectorAll('.units tr')).toHaveLength(50);
    window.close();
  });
});

describe('classesNeeded', () => {
  it('lists the classes outside brackets and parentheses, and none for escapes', () => {
    expect(classesNeeded('.a>li:nth-child(3n+1) .b:is(.c,.d)[data-x=".e"]')).toEqual(['a', 'b']);
    expect(classesNeeded('.md\\:grid .a')).toEqual([]);
  });
});
