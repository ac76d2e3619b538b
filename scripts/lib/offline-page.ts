/**
 * The offline page's head and body, composed from the site's copy. It is
 * static HTML (no React, no script) so the service worker can show it for any
 * page never visited while there is no connection.
 */
import { mainPages } from '../../src/content/navigation.ts';
import { offlineContent } from '../../src/content/offline.ts';
import { escapeHtml } from './html.ts';

export function offlinePageBody(): { head: string; body: string } {
  const links = mainPages
    .map(({ label, path }) => `<li><a href="${escapeHtml(path)}">${escapeHtml(label)}</a></li>`)
    .join('');
  const head = `<title>${escapeHtml(offlineContent.headTitle)}</title>\n    <meta name="robots" content="noindex" />`;
  const body = [
    '<main id="main" data-offline-page style="max-width:40rem;margin:0 auto;padding:2rem 1rem">',
    `<h1>${escapeHtml(offlineContent.title)}</h1>`,
    `<p>${escapeHtml(offlineContent.intro)}</p>`,
    `<p>${escapeHtml(offlineContent.retry)}</p>`,
    `<h2>${escapeHtml(offlineContent.linksHeading)}</h2>`,
    `<ul>${links}</ul>`,
    '</main>',
  ].join('');
  return { head, body };
}
