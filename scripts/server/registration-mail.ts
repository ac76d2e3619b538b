/**
 * The messages a registration causes, filled in from the copy in
 * src/content/registration-mail.ts: a confirmation to the visitor when they
 * gave an email address (plain text and simple HTML), and a notification to
 * staff with every field, its Reply-To set to the visitor.
 */
import {
  staffNotificationCopy as staff,
  visitorConfirmationCopy as visitor,
} from '../../src/content/registration-mail.ts';
import { NOT_SURE } from '../../src/features/registration/registration-schema.ts';
import { sentLines } from '../../src/features/registration/sent-lines.ts';
import { escapeHtml } from './registration-page.ts';
import type { OutgoingMessage, StoredRegistration } from './registration-store.ts';

export type MailAddresses = {
  /** The From address of every message. */
  from: string;
  /** Where staff notifications go. */
  staff: string;
  /** The site's public origin, for the link to the privacy notice. */
  origin: string;
};

/** An address in a header: the name quoted, so commas or brackets in it stay part of the name. */
const mailbox = (name: string, address: string) =>
  `"${name.replace(/["\\\r\n]/g, ' ')}" <${address}>`;

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

export function visitorConfirmation(
  r: StoredRegistration,
  addresses: MailAddresses,
): OutgoingMessage | null {
  if (!r.email) return null;
  const privacyUrl = `${addresses.origin}${visitor.privacyPath}`;
  const lines = sentLines(r);
  const paragraphs = [visitor.received(interest(r)), visitor.reply(contactBy(r))];
  const text = [
    visitor.greeting(r.name),
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${visitor.summaryTitle}:`,
    ...lines.map(({ label, value }) => `${label}: ${value}`),
    '',
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
    `<p>${escapeHtml(visitor.greeting(r.name))}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<h2>${escapeHtml(visitor.summaryTitle)}</h2><dl>`,
    ...lines.map(
      ({ label, value }) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`,
    ),
    '</dl>',
    `<h2>${escapeHtml(visitor.withdrawTitle)}</h2><p>${escapeHtml(visitor.withdraw)}</p>`,
    `<p>${escapeHtml(visitor.privacy)} <a href="${escapeHtml(privacyUrl)}">${escapeHtml(privacyUrl)}</a></p>`,
    `<p>${escapeHtml(visitor.signOff)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    kind: 'visitor-confirmation',
    from: addresses.from,
    to: mailbox(r.name, r.email),
    subject: visitor.subject,
    text,
    html,
  };
}

export function staffNotification(
  r: StoredRegistration,
  addresses: MailAddresses,
): OutgoingMessage {
  const lines = [
    ...sentLines(r).map(({ label, value }) => `${label}: ${value}`),
    ...(r.marketingConsent ? [`${staff.consent}: ${r.marketingConsent.text}`] : []),
    `${staff.received}: ${r.createdAt}`,
    `${staff.reference}: ${r.id}`,
  ];
  return {
    kind: 'staff-notification',
    from: addresses.from,
    to: addresses.staff,
    ...(r.email ? { replyTo: mailbox(r.name, r.email) } : {}),
    subject: staff.subject(r.unitSize === NOT_SURE ? r.name : `${r.name}, ${r.unitSize} sq ft`),
    text: [staff.intro, '', ...lines, '', staff.replyNote, ''].join('\r\n'),
  };
}

/** Every message a registration causes; none for a submission flagged as possible spam. */
export function registrationMessages(
  r: StoredRegistration,
  addresses: MailAddresses,
): OutgoingMessage[] {
  if (r.spamReason) return [];
  const confirmation = visitorConfirmation(r, addresses);
  return [...(confirmation ? [confirmation] : []), staffNotification(r, addresses)];
}
