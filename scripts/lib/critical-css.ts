/**
 * The rules of the site's stylesheet that one prerendered page uses, to
 * inline in that page. The whole stylesheet is about 10.5 KB gzip; a page
 * uses a third of it. Inlining only those rules keeps most pages' HTML inside
 * the first round trip of a new connection (about 14 KB), so the first paint
 * on a slow link waits for one round trip fewer. The client fetches the whole
 * stylesheet before it hydrates (src/app/full-stylesheet.ts), so every state
 * React draws afterwards is styled.
 *
 * A rule is kept when any of its selectors, with its state pseudo-classes and
 * pseudo-elements taken off, matches an element of the page: `.tab:hover`
 * stays wherever a `.tab` is, since hovering needs no script. A selector that
 * cannot be checked (one the DOM implementation does not know) is kept.
 * At-rules other than grouping ones (@media, @supports, @container, @layer)
 * are kept whole.
 */
import { JSDOM } from 'jsdom';

type Block = { prelude: string; body: string | null };

/** Where the quoted string starting at `start` ends (the index past its closing quote). */
function skipString(css: string, start: number): number {
  const quote = css[start];
  let i = start + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The top-level rules and statements of a stylesheet (`prelude{body}` or `prelude;`). */
function topLevelBlocks(css: string): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < css.length) {
    let end = i;
    while (end < css.length && css[end] !== '{' && css[end] !== ';') {
      end = css[end] === '"' || css[end] === "'" ? skipString(css, end) : end + 1;
    }
    const prelude = css.slice(i, end).trim();
    if (end >= css.length || css[end] === ';') {
      if (prelude) blocks.push({ prelude, body: null });
      i = end + 1;
      continue;
    }
    let depth = 1;
    let close = end + 1;
    while (close < css.length && depth > 0) {
      const char = css[close];
      if (char === '"' || char === "'") {
        close = skipString(css, close);
        continue;
      }
      if (char === '{') depth++;
      else if (char === '}') depth--;
      close++;
    }
    if (depth > 0) throw new Error(`critical CSS: a "{" after "${prelude}" is never closed.`);
    blocks.push({ prelude, body: css.slice(end + 1, close - 1) });
    i = close;
  }
  return blocks;
}

/** A selector list split at its top-level commas (not those inside :is(), [attr=","]…). */
export function splitSelectorList(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === '"' || char === "'") i = skipString(list, i) - 1;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      selectors.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  selectors.push(list.slice(start).trim());
  return selectors;
}

/** States a visitor or the browser can switch on without any script. */
const STATE_PSEUDO_CLASSES =
  'hover|focus|focus-visible|focus-within|active|visited|link|any-link|target|checked|indeterminate|disabled|enabled|invalid|valid|user-invalid|user-valid|required|optional|read-only|read-write|placeholder-shown|autofill|default|open|closed|popover-open|modal|fullscreen|playing|paused';
const PSEUDO_ELEMENT =
  /::?(?:before|after|placeholder|marker|selection|backdrop|first-line|first-letter|file-selector-button|-webkit-[a-z-]+|-moz-[a-z-]+)(?:\([^)]*\))?/g;
const STATE_PSEUDO_CLASS = new RegExp(`:(?:${STATE_PSEUDO_CLASSES})(?![a-z-])`, 'g');
/** `:not(…)` narrows a selector; without it the selector matches at least as much. */
const NEGATION = /:not\((?:[^()]|\([^()]*\))*\)/g;
/** `[open]` on a <details> toggles without script. */
const NATIVE_STATE_ATTRIBUTE = /\[open\]/g;

/** The selector with what may change without a script taken off: what it needs in the page. */
export function staticPart(selector: string): string {
  const stripped = selector
    .replace(PSEUDO_ELEMENT, '')
    .replace(NEGATION, '')
    .replace(STATE_PSEUDO_CLASS, '')
    .replace(NATIVE_STATE_ATTRIBUTE, '')
    .trim();
  // "a:hover > " style leftovers: a combinator with nothing after it matches its left side.
  const tidy = stripped.replace(/\s*[>+~]\s*$/, '').trim();
  return tidy === '' ? '*' : tidy;
}

function selectorListUsed(document: Document, list: string): boolean {
  return splitSelectorList(list).some((selector) => {
    try {
      return document.querySelector(staticPart(selector)) !== null;
    } catch {
      // Not understood here, so it may well match in a browser: keep it.
      return true;
    }
  });
}

const GROUPING_AT_RULE = /^@(media|supports|container|layer)\b/;

function usedRules(css: string, document: Document): string {
  let kept = '';
  for (const { prelude, body } of topLevelBlocks(css)) {
    if (body === null) kept += `${prelude};`;
    else if (GROUPING_AT_RULE.test(prelude)) {
      const inner = usedRules(body, document);
      if (inner) kept += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@') || selectorListUsed(document, prelude)) {
      kept += `${prelude}{${body}}`;
    }
  }
  return kept;
}

/** The rules of `css` that the page `html` uses, in their original order. */
export function criticalCss(css: string, html: string): string {
  const { window } = new JSDOM(html);
  try {
    return usedRules(css, window.document);
  } finally {
    window.close();
  }
}
