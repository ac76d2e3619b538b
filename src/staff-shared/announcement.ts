/**
 * An announcement as staff write it and as the server checks and sends it:
 * a one-line subject and a plain-text body in which a blank line starts a
 * paragraph and `[words](https://…)` is a link. One pure module, read by the
 * console's form and by the server, so both refuse the same things: a
 * subject with a line break or another control or invisible formatting
 * character, a body with control characters other than line breaks and
 * tabs, anything too long, and a link to anything but http or https.
 */

export const announcementLimits = { subjectMax: 150, bodyMax: 10_000 } as const;

export type AnnouncementDraft = { subject: string; body: string };

/** A paragraph: text and links, in order. */
export type AnnouncementPart = { text: string } | { text: string; href: string };

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;
const FORMAT = /\p{Cf}/u;

/** A control character (C0, DEL, C1) or the Unicode line or paragraph separator. */
const isControl = (code: number) =>
  code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
/** The body's line feeds, carriage returns and tabs are allowed. */
const BODY_ALLOWED = new Set([0x09, 0x0a, 0x0d]);
const hasControl = (value: string, allowed: ReadonlySet<number> = new Set()) =>
  [...value].some((ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return isControl(code) && !allowed.has(code);
  });

const isWebAddress = (href: string) => {
  try {
    const url = new URL(href);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** What is wrong with a draft, by field; empty when it may be saved and sent. */
export function announcementProblems(draft: AnnouncementDraft): Partial<AnnouncementDraft> {
  const problems: Partial<AnnouncementDraft> = {};
  const subject = draft.subject.trim();
  if (!subject) problems.subject = 'Write a subject.';
  else if (subject.length > announcementLimits.subjectMax)
    problems.subject = `Keep the subject to ${announcementLimits.subjectMax} characters.`;
  else if (hasControl(subject) || FORMAT.test(subject))
    problems.subject = 'The subject must be one line of plain text.';
  const body = draft.body.trim();
  if (!body) problems.body = 'Write the message.';
  else if (body.length > announcementLimits.bodyMax)
    problems.body = `Keep the message to ${announcementLimits.bodyMax.toLocaleString('en-GB')} characters.`;
  else if (hasControl(body, BODY_ALLOWED))
    problems.body = 'The message holds a control character; paste it as plain text.';
  else {
    const bad = [...body.matchAll(LINK)].find((m) => !isWebAddress(m[2] ?? ''));
    if (bad) problems.body = `Links must start with https:// or http://, not "${bad[2]}".`;
  }
  return problems;
}

/** The draft as it is kept: trimmed, with line breaks as \n. */
export function normaliseDraft(draft: AnnouncementDraft): AnnouncementDraft {
  return {
    subject: draft.subject.trim(),
    body: draft.body.replace(/\r\n?/g, '\n').trim(),
  };
}

/** The body's paragraphs (split at blank lines), each as text and links. */
export function announcementParagraphs(body: string): AnnouncementPart[][] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const parts: AnnouncementPart[] = [];
      let at = 0;
      for (const m of p.matchAll(LINK)) {
        const [whole, text = '', href = ''] = m;
        if (m.index > at) parts.push({ text: p.slice(at, m.index) });
        parts.push(isWebAddress(href) ? { text, href } : { text: whole });
        at = m.index + whole.length;
      }
      if (at < p.length) parts.push({ text: p.slice(at) });
      return parts;
    });
}

/** Who an announcement will reach, and whom it leaves out and why (counts of addresses). */
export type AnnouncementReach = {
  /** Addresses it goes to (they confirmed from their mailbox): one message each. */
  recipients: number;
  /** Addresses that ticked the box and have not yet confirmed from the email we sent. */
  waiting: number;
  leftOut: {
    /** Registrations with no email address (phone only). */
    noEmail: number;
    /** Addresses that never agreed to hear from us. */
    noConsent: number;
    /** Addresses that ticked the box only on registrations the human check did not verify (no confirmation email can go). */
    unverified: number;
    /** Addresses on the do-not-contact list: they come back only by confirming from their mailbox. */
    unsubscribed: number;
    /** Registrations beyond the first for an address that gets it (one message per address). */
    repeats: number;
  };
};

/** An announcement as the console lists it. */
export type AnnouncementSummary = AnnouncementDraft & {
  id: string;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
  sentAt: string | null;
  sentBy: string | null;
  /** How many it was sent to (null until sent). */
  recipients: number | null;
  /** Its messages by state (in the outbox), once sent. */
  messages: { pending: number; sent: number; failed: number; withdrawn: number };
};
