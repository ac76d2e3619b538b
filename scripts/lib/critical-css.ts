/**
 * The rules of the site's stylesheet that one prerendered page uses, to
 * inline in that page. The whole stylesheet is about 10.5 KB gzip; a page
 * uses a third of it. Inlining only those rules keeps most pages' HTML inside
 * the first round trip of a new connection (about 14 KB), so the first paint
 * on a slow link waits for one round trip fewer. The client fetches the whole
 * stylesheet before it hydrates, and applies it before any island draws
 * something new (src/app/full-stylesheet.ts), so every state React draws
 * afterwards is styled.
 *
 * A rule is kept when any of its selectors, with its state pseudo-classes and
 * pseudo-elements taken off, matches an element of the page: `.tab:hover`
 * stays wherever a `.tab` is, since hovering needs no script. A selector that
 * cannot be checked (one the DOM implementation does not know) is kept.
 * At-rules other than grouping ones (@media, @supports, @container, @layer)
 * are kept whole. Long runs of same-shaped elements (the size guide's list
 * of every unit) are cut down before matching, with the same result: see
 * withoutRepeatedSiblings.
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

/**
 * Calls `onChar` with each character of `text` that stands outside every
 * string, bracket and parenthesis, and its index.
 */
function atTopLevel(text: string, onChar: (char: string, index: number) => void) {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    if (char === '"' || char === "'") i = skipString(text, i) - 1;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0) onChar(char, i);
  }
}

/** A selector list split at its top-level commas (not those inside :is(), [attr=","]…). */
export function splitSelectorList(list: string): string[] {
  const selectors: string[] = [];
  let start = 0;
  atTopLevel(list, (char, i) => {
    if (char !== ',') return;
    selectors.push(list.slice(start, i).trim());
    start = i + 1;
  });
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

/** Whether anything in the page matches the selector (taken down to its static part). */
type Matcher = (selector: string) => boolean;

function matcherFor(document: Document): Matcher {
  return (selector) => {
    try {
      return document.querySelector(selector) !== null;
    } catch {
      // Not understood here, so it may well match in a browser: keep it.
      return true;
    }
  };
}

const GROUPING_AT_RULE = /^@(media|supports|container|layer)\b/;

function usedRules(css: string, matches: Matcher): string {
  let kept = '';
  for (const { prelude, body } of topLevelBlocks(css)) {
    if (body === null) kept += `${prelude};`;
    else if (GROUPING_AT_RULE.test(prelude)) {
      const inner = usedRules(body, matches);
      if (inner) kept += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) kept += `${prelude}{${body}}`;
    else if (splitSelectorList(prelude).some((selector) => matches(staticPart(selector)))) {
      kept += `${prelude}{${body}}`;
    }
  }
  return kept;
}

/** The static parts of every style rule's selectors, grouping at-rules included. */
function staticSelectors(css: string): string[] {
  return topLevelBlocks(css).flatMap(({ prelude, body }) => {
    if (body === null) return [];
    if (GROUPING_AT_RULE.test(prelude)) return staticSelectors(body);
    return prelude.startsWith('@') ? [] : splitSelectorList(prelude).map(staticPart);
  });
}

/**
 * A selector whose match depends on where an element stands among its
 * siblings (`:nth-child`, `:last-child`, `li + li`, `~`…). Anything else
 * depends only on the element, its ancestors and its descendants.
 */
const POSITIONAL = /:(?:nth-|first-|last-|only-)|[+~]/;
/**
 * The classes an element of the page must have for the selector to match:
 * those outside any brackets or parentheses (`.a:is(.b, .c)` needs only
 * `a`). None for a selector with escapes, to stay on the safe side.
 */
export function classesNeeded(selector: string): string[] {
  if (selector.includes('\\')) return [];
  let outside = '';
  atTopLevel(selector, (char) => {
    outside += char;
  });
  return Array.from(outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (match) => match[1] ?? '');
}

/** Attributes no selector reads unless it names them. */
const READ_ONLY_WHEN_NAMED = /^(?:aria-|data-)|^(?:title|alt)$/;

/**
 * The page with its repeats cut out, as a new document: of the children of
 * an element that have the same shape (tag, the attributes a selector could
 * read, and children of the same shapes, text counted as present or not),
 * only the first is copied. For a selector that does not depend on position,
 * a cut child had a twin copied beside it, under the same ancestors, that it
 * matches exactly as the cut child did, so whether the selector matches
 * anything is unchanged. A long list (the size guide lists every unit as
 * text) shrinks to a row or two, and matching the stylesheet against it
 * takes milliseconds instead of minutes. The page itself is left alone.
 */
export function withoutRepeatedSiblings(document: Document, css: string): Document {
  const shapeIds = new Map<string, number>();
  const kept = new Map<Element, Node[]>();
  const named = (attribute: string) =>
    !READ_ONLY_WHEN_NAMED.test(attribute) || css.includes(attribute);
  const shapeOf = (element: Element): number => {
    const attributes = Array.from(element.attributes)
      .filter((attribute) => named(attribute.name))
      .map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`)
      .sort();
    const children: Node[] = [];
    const shapes: (number | '#text')[] = [];
    const seen = new Set<number>();
    for (let child = element.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === child.TEXT_NODE) {
        children.push(child);
        if (child.textContent) shapes.push('#text');
      } else if (child.nodeType === child.ELEMENT_NODE) {
        const shape = shapeOf(child as Element);
        if (seen.has(shape)) continue;
        seen.add(shape);
        shapes.push(shape);
        children.push(child);
      }
    }
    kept.set(element, children);
    const key = `${element.localName}[${attributes.join(' ')}](${shapes.join(',')})`;
    let id = shapeIds.get(key);
    if (id === undefined) {
      id = shapeIds.size;
      shapeIds.set(key, id);
    }
    return id;
  };
  shapeOf(document.documentElement);

  const copy = document.implementation.createHTMLDocument('');
  const copyOf = (node: Node): Node => {
    const clone = copy.importNode(node, false);
    for (const child of kept.get(node as Element) ?? []) clone.appendChild(copyOf(child));
    return clone;
  };
  copy.replaceChild(copyOf(document.documentElement), copy.documentElement);
  return copy;
}

/**
 * The rules of `css` that the page `html` uses, in their original order.
 * Selectors that depend on position are matched against the whole page;
 * every other one against the page with its repeats cut out (see
 * withoutRepeatedSiblings), which gives the same answer far faster on a long
 * list. `cutRepeats: false` matches everything against the whole page.
 */
export function criticalCss(
  css: string,
  html: string,
  { cutRepeats = true }: { cutRepeats?: boolean } = {},
): string {
  const { window } = new JSDOM(html);
  try {
    const whole = matcherFor(window.document);
    if (!cutRepeats) return usedRules(css, whole);
    const cutPage = withoutRepeatedSiblings(window.document, css);
    const classes = new Set(
      Array.from(cutPage.querySelectorAll('[class]'), (e) => [...e.classList]).flat(),
    );
    const positional = new Map<string, boolean>();
    for (const selector of staticSelectors(css)) {
      if (!POSITIONAL.test(selector) || positional.has(selector)) continue;
      // Matching a position on the whole of a long page is slow: first ask
      // whether the classes the selector needs are in the page at all.
      const possible = classesNeeded(selector).every((name) => classes.has(name));
      positional.set(selector, possible && whole(selector));
    }
    const cut = matcherFor(cutPage);
    return usedRules(css, (selector) => positional.get(selector) ?? cut(selector));
  } finally {
    window.close();
  }
}
