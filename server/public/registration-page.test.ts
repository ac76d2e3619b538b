// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { partialStylesheet } from '../../scripts/lib/html.ts';
import { renderRegistrationForm } from '../../src/entry-form.tsx';
import { registrationPages } from './registration-page.ts';

const REGISTER_PAGE =
  '<html><head><title>Register</title><style data-stylesheet="/assets/style-1.css">main{color:red}</style><noscript><link rel="stylesheet" href="/assets/style-1.css" /></noscript></head>' +
  '<body><main id="main"><h1>Register Your Interest</h1></main><script type="module" src="/assets/index.js"></script></body></html>';

describe('the pages answering a form posted without JavaScript', () => {
  it('inline the whole stylesheet in place of the register page’s part of it', () => {
    expect(partialStylesheet(REGISTER_PAGE)?.href).toBe('/assets/style-1.css');
    const page = registrationPages(
      REGISTER_PAGE,
      renderRegistrationForm,
      '.reg-summary{border:5px solid}a{content:"$&"}',
    );
    const html = page.notice('Too many attempts', 'Please wait a minute.');
    expect(html).toContain('<style>.reg-summary{border:5px solid}a{content:"$&"}</style>');
    expect(html).not.toContain('data-stylesheet');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toContain('<script');
    expect(html).toContain('<h1>Too many attempts</h1>');
  });
});
