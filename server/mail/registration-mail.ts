/**
 * The messages a registration causes, filled in from the copy in
 * src/content/registration-mail.ts: a confirmation to the visitor when they
 * gave an email address and the human check verified the registration
 * (plain text and simple HTML, carrying nothing the visitor typed), and a
 * notification to staff with every field, whether it was verified and if not
 * why, its Reply-To set to the visitor. Addresses go to the mail library as
 * { name, address } objects, never as strings built from what was typed.
 */

import { escapeHtml } from '../../scripts/lib/html.ts';
import {
  heldAlertCopy,
  newsConfirmationCopy as news,
  staffNotificationCopy as staff,
  unverifiedReasonText,
  visitorConfirmationCopy as visitor,
} from '../../src/content/registration-mail.ts';
import { NOT_SURE } from '../../src/features/registration/registration-schema.ts';
import { sentLines } from '../../src/features/registration/sent-lines.ts';
import { CONSENT_SLOT, type OutgoingMessage, type QueuedMessage } from '../store/outbox-message.ts';
import type { StoredRegistration } from '../store/registration-types.ts';

export type MailAddresses = {
  /** The From address of every message. */
  from: string;
  /** Where staff notifications go. */
  staff: string;
  /** The site's public origin, for the link to the privacy notice. */
  origin: string;
};

function interest(r: StoredRegistration): string {
  const what = visitor.interest[r.storageType];
  return r.unitSize === NOT_SURE || r.storageType === 'safety-deposit-box'
    ? what
    : visitor.interestWithSize(`${r.unitSize} sq ft`, what);
}

function contactBy(r: StoredRegistration): string {
  if (r.email && r.phone) return visitor.contactBy.both;
  return r.email ? visitor.contactBy.email : visitor.contactBy.phone;
}

/** The public path of a news confirmation link: the token follows it. */
export const CONSENT_PATH = '/confirm-news';

/** The news confirmation's paragraphs, first in the email, as text and as HTML. */
function newsRequest(asked: boolean) {
  if (!asked) return { text: [], html: [] };
  const after = news.expiry(news.linkDays);
  return {
    text: [news.ask, '', news.link, CONSENT_SLOT, '', after, ''],
    html: [
      `<p>${escapeHtml(news.ask)}</p>`,
      `<p>${escapeHtml(news.link)}<br><a href="${CONSENT_SLOT}">${CONSENT_SLOT}</a></p>`,
      `<p>${escapeHtml(after)}</p>`,
    ],
  };
}

/**
 * The confirmation to the visitor, or null without an email address. Only
 * our own words and choices from our lists (storage type, size): the address
 * it goes to is whatever was typed, so nothing typed goes with it. When the
 * box for news was ticked, it first asks the address to confirm that (its
 * link is made as it is handed over, see withConsentLink).
 */
export function visitorConfirmation(
  r: StoredRegistration,
  addresses: MailAddresses,
): OutgoingMessage | null {
  if (!r.email) return null;
  const privacyUrl = `${addresses.origin}${visitor.privacyPath}`;
  const paragraphs = [visitor.received(interest(r)), visitor.reply(contactBy(r))];
  const asked = newsRequest(r.marketingOptIn);
  const text = [
    visitor.greeting,
    '',
    ...asked.text,
    ...paragraphs.flatMap((p) => [p, '']),
    visitor.withdrawTitle,
    visitor.withdraw,
    '',
    `${visitor.privacy} ${privacyUrl}`,
    '',
    visitor.signOff,
    '',
  ].join('\r\n');
  const html = [
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"></head><body>',
    `<p>${escapeHtml(visitor.greeting)}</p>`,
    ...asked.html,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<h2>${escapeHtml(visitor.withdrawTitle)}</h2><p>${escapeHtml(visitor.withdraw)}</p>`,
    `<p>${escapeHtml(visitor.privacy)} <a href="${escapeHtml(privacyUrl)}">${escapeHtml(privacyUrl)}</a></p>`,
    `<p>${escapeHtml(visitor.signOff)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    kind: 'visitor-confirmation',
    from: addresses.from,
    to: { name: '', address: r.email },
    subject: r.marketingOptIn ? news.subject : visitor.subject,
    text,
    html,
    ...(r.marketingOptIn && { consentLink: true as const }),
  };
}

/**
 * Puts a fresh news confirmation link (from `token`, made for the
 * registration's consent) in a message that asks for one: in its text and
 * its HTML. Other messages pass unchanged.
 */
export async function withConsentLink(
  message: QueuedMessage,
  origin: string,
  token: (registrationId: string) => Promise<string>,
): Promise<QueuedMessage> {
  if (!message.consentLink) return message;
  const url = `${origin}${CONSENT_PATH}/${await token(message.registrationId)}`;
  const fill = (value: string) => value.split(CONSENT_SLOT).join(url);
  return {
    ...message,
    text: fill(message.text),
    ...(message.html && { html: fill(message.html) }),
  };
}

/**
 * A field as one line, or, for a message with line breaks, its label and
 * then each of its lines quoted with "> ", so no line of it can pass for
 * another field.
 */
function staffLine(label: string, value: string): string {
  const lines = value.split(/\r\n|\r|\n/);
  return lines.length === 1
    ? `${label}: ${value}`
    : [`${label}:`, ...lines.map((l) => `> ${l}`)].join('\r\n');
}

export function staffNotification(
  r: StoredRegistration,
  addresses: MailAddresses,
): OutgoingMessage {
  const check = r.unverifiedReason
    ? staff.notVerified(unverifiedReasonText[r.unverifiedReason])
    : staff.verified;
  const lines = [
    `${staff.checkLabel}: ${check}`,
    '',
    ...sentLines(r).map(({ label, value }) => staffLine(label, value)),
    ...(r.marketingConsent ? [`${staff.consent}: ${r.marketingConsent.text}`] : []),
    `${staff.received}: ${r.createdAt}`,
    `${staff.reference}: ${r.id}`,
  ];
  const who = r.unitSize === NOT_SURE ? r.name : `${r.name}, ${r.unitSize} sq ft`;
  return {
    kind: 'staff-notification',
    from: addresses.from,
    to: addresses.staff,
    ...(r.email ? { replyTo: { name: r.name, address: r.email } } : {}),
    subject: r.unverifiedReason ? staff.unverifiedSubject(who) : staff.subject(who),
    text: [staff.intro, '', ...lines, '', staff.replyNote, ''].join('\r\n'),
  };
}

/**
 * Every message a registration causes: staff always hear of it; the visitor
 * gets a confirmation only when the human check verified it (the store also
 * refuses to queue one otherwise, and applies the daily and hourly limits).
 */
export function registrationMessages(
  r: StoredRegistration,
  addresses: MailAddresses,
): OutgoingMessage[] {
  const confirmation = r.unverifiedReason ? null : visitorConfirmation(r, addresses);
  return [...(confirmation ? [confirmation] : []), staffNotification(r, addresses)];
}

/** The alert that confirmations are held, with how many. */
export function heldAlert(
  held: number,
  perHour: number,
  addresses: MailAddresses,
): OutgoingMessage {
  return {
    kind: 'staff-alert',
    from: addresses.from,
    to: addresses.staff,
    subject: heldAlertCopy.subject(held),
    text: heldAlertCopy.text(held, perHour),
  };
}
