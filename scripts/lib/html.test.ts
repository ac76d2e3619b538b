// @vitest-environment node
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from '../../src/components/json-ld/json-ld.tsx';
import { escapeHtml, fillTemplate, splitHoisted } from './html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that end text or a quoted attribute', () => {
    expect(escapeHtml(`Tom's <b>"A & B"</b>`)).toBe(
      'Tom&#39;s &lt;b&gt;&quot;A &amp; B&quot;&lt;/b&gt;',
    );
  });
});

describe('splitHoisted', () => {
  it('moves the leading title, meta and link tags out of the body', () => {
    const html =
      '<title>A &amp; B</title><meta name="description" content="d"/><link rel="canonical" href="x"/><div><title>svg</title></div>';
    const { head, body } = splitHoisted(html);
    expect(head).toContain('<title>A &amp; B</title>');
    expect(head).toContain('<link rel="canonical" href="x"/>');
    expect(body).toBe('<div><title>svg</title></div>');
  });

  it('leaves a body with no hoisted tags untouched', () => {
    expect(splitHoisted('<div>x</div>')).toEqual({ head: '', body: '<div>x</div>' });
  });
});

describe('fillTemplate', () => {
  const template =
    '<html><head><link rel="stylesheet" crossorigin href="/assets/a.css"></head><body><div id="root"><!--app--></div></body></html>';

  it('puts head tags and body in place and inlines the stylesheet', () => {
    const html = fillTemplate(template, {
      head: '<title>T</title>',
      body: '<main>hi</main>',
      inlineCss: 'body{color:red}',
    });
    expect(html).toContain('<title>T</title>');
    expect(html).toContain('<div id="root"><main>hi</main></div>');
    expect(html).toContain('<style>body{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('keeps the way to the whole stylesheet when the inlined CSS is only part of it', () => {
    const html = fillTemplate(template, {
      head: '',
      body: '<main>hi</main>',
      inlineCss: 'main{color:red}',
      partial: true,
    });
    expect(html).toContain(
      '<style data-stylesheet="/assets/a.css">main{color:red}</style><noscript><link rel="stylesheet" href="/assets/a.css" /></noscript>',
    );
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });
});

describe('prerendering content with special sequences', () => {
  const template =
    '<html><head><link rel="stylesheet" href="/assets/a.css"></head><body><div id="root"><!--app--></div></body></html>';
  const tricky = "Save $& and $' and $` and $1 </script><!-- </head> <!--app-->";

  it('copies replacement patterns, closing tags and markers in the content as they are', () => {
    const rendered = renderToString(
      createElement(
        Fragment,
        null,
        createElement('title', null, tricky),
        createElement('meta', { name: 'description', content: `a > b ${tricky}` }),
        createElement('main', null, createElement('p', null, tricky)),
        createElement(JsonLd, { data: { name: tricky } }),
      ),
    );
    const { head, body } = splitHoisted(rendered);
    expect(head).toContain('<title>');
    expect(head).toContain('name="description"');
    expect(body.startsWith('<main>')).toBe(true);

    const html = fillTemplate(template, { head, body, inlineCss: 'p{color:$&}' });
    // The page keeps one head and one root, in order, with the content inside them.
    expect(html.indexOf('</head>')).toBeLessThan(html.indexOf('<div id="root"><main>'));
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html).toContain('<style>p{color:$&}</style>');
    expect(html).toContain('Save $&amp; and $&#x27; and $` and $1');
    expect(html.endsWith('</div></body></html>')).toBe(true);
  });

  it('keeps JSON-LD from closing its script or opening a comment', () => {
    const html = renderToString(createElement(JsonLd, { data: { name: tricky } }));
    const inner = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(inner).not.toContain('</script');
    expect(inner).not.toContain('<!--');
    expect(JSON.parse(inner)).toEqual({ name: tricky });
  });
});
