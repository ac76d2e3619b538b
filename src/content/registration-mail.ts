/**
 * The emails a registration causes (see server/mail/registration-mail.ts,
 * which fills them in): the confirmation to the visitor, and the notification
 * to staff. Plain and factual: no offers in the confirmation. The
 * confirmation goes to an address someone typed, so it carries nothing they
 * typed (no name, no message): only our own words and the choices from our
 * lists.
 */
import { replyTime } from '@/content/facts';
import { privacyNoticePath } from '@/content/registration-form';
import { site } from '@/content/site';

export const visitorConfirmationCopy = {
  subject: `We have your registration | ${site.brand}`,
  greeting: 'Hello,',
  received: (what: string) =>
    `Thank you for registering your interest in ${what} at ${site.brand}. This email confirms that we have your registration.`,
  reply: (contact: string) =>
    `Our team will contact you ${replyTime} by ${contact} with availability and pricing.`,
  withdrawTitle: 'Changed your mind?',
  withdraw: `Reply to this email, call us on ${site.phone.display} or write to ${site.email}, and we will delete your registration.`,
  privacy: 'How we use your details:',
  privacyPath: privacyNoticePath,
  signOff: `${site.brand}`,
  /** The way the team will reply, from the contact details given. */
  contactBy: { email: 'email', phone: 'phone', both: 'email or phone' },
  /** What they registered for, as in "registering your interest in a 50 sq ft unit". */
  interest: {
    personal: 'personal storage',
    business: 'business storage',
    container: 'a portable container',
    'safety-deposit-box': 'a safety deposit box',
  },
  interestWithSize: (size: string, what: string) => `a ${size} unit (${what})`,
} as const;

/**
 * What the confirmation says instead when the visitor ticked the box for
 * news: the news goes only once the address confirms it from this email
 * (double opt-in), by a link to a page with one button.
 */
export const newsConfirmationCopy = {
  subject: `Confirm you would like news from ${site.brand}`,
  ask: `You ticked the box to get emails from ${site.brand} about our opening and special offers. We send them only once you confirm, so that nobody can sign up someone else's address.`,
  link: 'To confirm, open this link and press “Yes, send me news”:',
  /** How long the link works, from when the email is sent. */
  linkDays: 7,
  expiry: (days: number) =>
    `The link works for ${days} days. If you did not ask for our news, ignore it: you will get none.`,
} as const;

/** Why a registration is not verified, as staff read it (see UnverifiedReason in the store). */
export const unverifiedReasonText = {
  'no-proof':
    'no proof of the human check came with it (sent without JavaScript, or by a script that never loaded the page)',
  'check-unfinished': "the visitor's browser did not finish the human check in time",
  'invalid-proof':
    'the proof of the human check was not one this site issued and the browser solved',
  'expired-proof': 'the proof of the human check had expired',
  'reused-proof': 'the proof of the human check had been used before',
  honeypot: 'the hidden field people never see was filled in',
  'before-check': 'received before the site had its human check',
  'too-fast':
    'sent sooner after the page opened than a person could (the check before the human check)',
} as const;

export const staffNotificationCopy = {
  subject: (name: string) => `New registration: ${name}`,
  unverifiedSubject: (name: string) => `New registration (not verified): ${name}`,
  checkLabel: 'Human check',
  verified: 'verified',
  notVerified: (reason: string) =>
    `NOT VERIFIED: ${reason}. No email was sent to the address it gives; it may still be a real person, so check before you reply.`,
  intro: 'A registration of interest has arrived through the website.',
  replyNote: `Reply to this email to answer the visitor directly. The site promises a reply ${replyTime}.`,
  reference: 'Reference',
  received: 'Received (UTC)',
  consent: 'Opt-in wording shown',
} as const;

/** The one alert to staff when confirmations pass the hourly ceiling and are held. */
export const heldAlertCopy = {
  subject: (held: number) => `Confirmation emails held: ${held} waiting | ${site.brand}`,
  text: (held: number, perHour: number) =>
    [
      `More than ${perHour} confirmation emails to visitors were due in the last hour, so the website is holding the rest instead of sending them (MAIL_CONFIRMATIONS_PER_HOUR).`,
      `${held} ${held === 1 ? 'is' : 'are'} held now. Registrations still arrive as usual, and you are notified of each one.`,
      'A sudden burst is often a script using the form: look at the registrations before you send anything.',
      'In the staff console, the Mail tab lists the held emails, each with a Release button.',
      'From the command line, to list them: npm run registrations:outbox',
      'and to send them all: npm run registrations:outbox -- --release',
      'This is the only alert until the held emails are released.',
    ].join('\r\n\r\n'),
} as const;
