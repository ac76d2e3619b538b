/**
 * An announcement as each person gets it: the body staff wrote (paragraphs
 * and links, as plain text and simple HTML), then why they get it, the
 * facility's name and address, and a link to stop them. The link is made
 * only as the message is handed over (`withUnsubscribeLink`), so the queued
 * message holds none; it goes in the text, the HTML and the RFC 8058
 * headers (server/mail/transport.ts). Addresses go to the mail library as
 * { name, address } objects.
 */

import { escapeHtml } from '../../scripts/lib/html.ts';
import { announcementFooter } from '../../src/content/announcements.ts';
import { site } from '../../src/content/site.ts';
import {
  type AnnouncementDraft,
  announcementParagraphs,
} from '../../src/staff-shared/announcement.ts';
import type { ComposeAnnouncement } from '../store/announcements.ts';
import {
  type OutgoingMessage,
  type QueuedMessage,
  UNSUBSCRIBE_SLOT,
} from '../store/outbox-message.ts';

/** The public path of an unsubscribe link: the token follows it. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

const ukDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: site.timeZone,
  }).format(new Date(iso));

function bodyText(body: string) {
  return announcementParagraphs(body).map((parts) =>
    parts.map((p) => ('href' in p ? `${p.text} (${p.href})` : p.text)).join(''),
  );
}

function bodyHtml(body: string) {
  return announcementParagraphs(body).map(
    (parts) =>
      `<p>${parts
        .map((p) =>
          'href' in p
            ? `<a href="${escapeHtml(p.href)}">${escapeHtml(p.text)}</a>`
            : escapeHtml(p.text).replace(/\n/g, '<br>'),
        )
        .join('')}</p>`,
  );
}

/** Builds each person's copy (or the test to staff, when `registeredOn` is null). */
export function announcementComposer(from: string): ComposeAnnouncement {
  return (draft: AnnouncementDraft, to) => {
    const test = to.registeredOn === null;
    const why = test
      ? announcementFooter.why('(the date of their registration)')
      : announcementFooter.why(ukDate(to.registeredOn ?? ''));
    const text = [
      ...(test ? [announcementFooter.test, ''] : []),
      ...bodyText(draft.body).flatMap((p) => [p, '']),
      '--',
      why,
      announcementFooter.from,
      `${announcementFooter.unsubscribe} ${test ? announcementFooter.testUnsubscribe : UNSUBSCRIBE_SLOT}`,
      '',
    ].join('\r\n');
    const html = [
      '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"></head><body>',
      ...(test ? [`<p><strong>${escapeHtml(announcementFooter.test)}</strong></p>`] : []),
      ...bodyHtml(draft.body),
      '<hr>',
      `<p>${escapeHtml(why)}<br>${escapeHtml(announcementFooter.from)}</p>`,
      `<p>${escapeHtml(announcementFooter.unsubscribe)} ${test ? escapeHtml(announcementFooter.testUnsubscribe) : `<a href="${UNSUBSCRIBE_SLOT}">${UNSUBSCRIBE_SLOT}</a>`}</p>`,
      '</body></html>',
    ].join('\n');
    const message: OutgoingMessage = {
      kind: test ? 'announcement-test' : 'announcement',
      from,
      to: { name: '', address: to.address },
      subject: draft.subject,
      text,
      html,
      // A test to staff carries no working link: one would put the member's own address on the list.
      ...(test ? {} : { unsubscribe: true as const }),
    };
    return message;
  };
}

/**
 * The announcements' list (RFC 2919): "Widnes Self Storage news" at
 * news.<the site's host>, so mail programs can file and filter it as one list.
 */
export const announcementListId = (origin: string) => ({
  name: `${site.brand} news`,
  id: `news.${new URL(origin).hostname.replace(/^www\./, '')}`,
});

/**
 * Puts a fresh unsubscribe link (from `token`, made for the message's
 * address) in a message that carries one: in its text, its HTML and its
 * List-Unsubscribe header. Other messages pass unchanged.
 */
export async function withUnsubscribeLink(
  message: QueuedMessage,
  origin: string,
  token: (address: string) => Promise<string>,
): Promise<QueuedMessage> {
  if (!message.unsubscribe) return message;
  const address = typeof message.to === 'string' ? message.to : message.to.address;
  const url = `${origin}${UNSUBSCRIBE_PATH}/${await token(address)}`;
  const fill = (value: string) => value.split(UNSUBSCRIBE_SLOT).join(url);
  return {
    ...message,
    text: fill(message.text),
    ...(message.html ? { html: fill(message.html) } : {}),
    listUnsubscribe: url,
    listId: announcementListId(origin),
  };
}
