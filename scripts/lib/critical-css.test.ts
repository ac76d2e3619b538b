// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { criticalCss, splitSelectorList, staticPart } from './critical-css.ts';

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
