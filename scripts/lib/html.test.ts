// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fillTemplate, splitHoisted } from './html.ts';

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
});
