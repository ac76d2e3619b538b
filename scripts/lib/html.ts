/**
 * Putting a rendered route into the built index.html. Every insertion is by
 * position (indexOf and slice), never through String.replace with a
 * replacement string, so page content containing `$&`, `$'` or `$1` is
 * copied as it is.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML written by hand: element content and quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
}

/**
 * The end of the tag that starts at `start` (the index just past its `>`),
 * skipping over quoted attribute values, which may contain `>`; -1 if the
 * tag never closes.
 */
function tagEnd(html: string, start: number): number {
  let quote: string | null = null;
  for (let i = start + 1; i < html.length; i++) {
    const char = html[i];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return i + 1;
    }
  }
  return -1;
}

/** The length of the hoisted tag at the start of `html`, or 0 if there is none. */
function leadingHoistedTag(html: string): number {
  if (html.startsWith('<title>')) {
    const close = html.indexOf('</title>');
    return close === -1 ? 0 : close + '</title>'.length;
  }
  const name = /^<(meta|link)[\s/>]/.exec(html)?.[1];
  if (!name) return 0;
  const end = tagEnd(html, 0);
  return end === -1 ? 0 : end;
}

/**
 * React 19 hoists <title>, <meta> and <link> rendered anywhere in the tree;
 * when it renders a fragment (not a whole document) it writes them at the
 * very start of the output. This splits them off so they can go in <head>.
 */
export function splitHoisted(html: string): { head: string; body: string } {
  let rest = html;
  const head: string[] = [];
  for (let length = leadingHoistedTag(rest); length > 0; length = leadingHoistedTag(rest)) {
    head.push(rest.slice(0, length));
    rest = rest.slice(length);
  }
  return { head: head.join('\n    '), body: rest };
}

/** Replaces `marker` in `html` with `content`; the template must contain it. */
function insertAt(html: string, marker: string, content: string): string {
  const at = html.indexOf(marker);
  if (at === -1) throw new Error(`The page template has no ${marker}.`);
  return html.slice(0, at) + content + html.slice(at + marker.length);
}

/** The first `<link rel="stylesheet" …>` tag in `html`, or null. */
function stylesheetLink(html: string): string | null {
  const start = html.indexOf('<link rel="stylesheet"');
  if (start === -1) return null;
  const end = tagEnd(html, start);
  return end === -1 ? null : html.slice(start, end);
}

/** The `href` of a `<link>` tag. */
function linkHref(link: string): string {
  const href = /\shref="([^"]*)"/.exec(link)?.[1];
  if (!href) throw new Error(`The page template's stylesheet link has no href: ${link}`);
  return href;
}

/**
 * Puts a rendered route into the built index.html template. `inlineCss`
 * replaces the template's stylesheet link. When it is `partial` (only the
 * rules this page's HTML uses), the page keeps the way to the whole
 * stylesheet: its address on the <style> for the client to fetch before it
 * hydrates, and a plain link for a browser without JavaScript.
 */
export function fillTemplate(
  template: string,
  parts: { head: string; body: string; inlineCss: string | null; partial?: boolean },
): string {
  // The head first: the body may itself contain the text "</head>".
  let html = insertAt(template, '</head>', `    ${parts.head}\n  </head>`);
  const link = parts.inlineCss === null ? null : stylesheetLink(html);
  if (link) {
    const href = linkHref(link);
    const style = parts.partial
      ? `<style data-stylesheet="${href}">${parts.inlineCss}</style><noscript><link rel="stylesheet" href="${href}" /></noscript>`
      : `<style>${parts.inlineCss}</style>`;
    html = insertAt(html, link, style);
  }
  return insertAt(html, '<!--app-->', parts.body);
}

const PARTIAL_STYLE =
  /<style data-stylesheet="([^"]*)">([\s\S]*?)<\/style><noscript>[\s\S]*?<\/noscript>/;

/**
 * What fillTemplate wrote for a `partial` stylesheet, read back from a page:
 * the whole stylesheet's address, the rules inlined, and the markup holding
 * both (the <style> and its <noscript> link). Null for a page that inlines
 * the whole stylesheet.
 */
export function partialStylesheet(
  html: string,
): { href: string; css: string; markup: string } | null {
  const match = PARTIAL_STYLE.exec(html);
  return match ? { href: match[1] ?? '', css: match[2] ?? '', markup: match[0] } : null;
}
