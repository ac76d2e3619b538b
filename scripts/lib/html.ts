/**
 * React 19 hoists <title>, <meta> and <link> rendered anywhere in the tree;
 * when it renders a fragment (not a whole document) it writes them at the
 * very start of the output. This splits them off so they can go in <head>.
 */
const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;

export function splitHoisted(html: string): { head: string; body: string } {
  let rest = html;
  const head: string[] = [];
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: head.join('\n    '), body: rest };
}

/** Puts a rendered route into the built index.html template. */
export function fillTemplate(
  template: string,
  parts: { head: string; body: string; inlineCss: string | null },
): string {
  let html = template
    .replace('<!--app-->', parts.body)
    .replace('</head>', `    ${parts.head}\n  </head>`);
  if (parts.inlineCss !== null) {
    html = html.replace(/<link rel="stylesheet"[^>]*>/, `<style>${parts.inlineCss}</style>`);
  }
  return html;
}
