/**
 * The words of announcements to the waiting list: the ready "We are open"
 * draft staff may start from, what every announcement says under its body
 * (why the person gets it, the facility's name and address, how to stop
 * them), and the public unsubscribe page.
 */
import { paths } from '@/config/paths';
import { newsConfirmationCopy } from '@/content/registration-mail';
import { addressLines, site } from '@/content/site';

/** The draft the console's "Start from We are open" fills in. */
export const openingDraft = {
  subject: `We are open | ${site.brand}`,
  body: [
    'Hello,',
    `${site.brand} is now open. Thank you for registering your interest while we were getting ready.`,
    `Units, containers and safety deposit boxes are ready to rent, on month-to-month terms. See sizes and prices on [our size guide](${site.origin}${paths.sizeGuide}), or call us on ${site.phone.display} and we will help you choose.`,
    `We look forward to seeing you at ${site.address.street}, ${site.address.locality}.`,
    `The ${site.brand} team`,
  ].join('\n\n'),
} as const;

/** The lines under every announcement's body. */
export const announcementFooter = {
  why: (registeredOn: string) =>
    `You are getting this email because you registered interest on ${registeredOn} and confirmed that you would like to hear from us.`,
  from: `${site.brand}, ${addressLines.join(', ')}`,
  // Not "to stop these emails": spam filters read that near a link as spam's
  // unsubscribe (SpamAssassin's END_FUTURE_EMAILS).
  unsubscribe: 'If you would rather not hear from us again, unsubscribe here:',
  /** The test send's note, above the body. */
  test: 'This is a test of an announcement: only you have been sent it.',
  /** Where a test has its unsubscribe link: it carries none (it would unsubscribe the member). */
  testUnsubscribe: '(each person’s own link goes here; this test carries none)',
} as const;

/** The public page an unsubscribe link opens (it works without JavaScript and without signing in). */
export const unsubscribePage = {
  title: `Unsubscribe | ${site.brand}`,
  heading: 'Stop our emails',
  text: `Press the button to stop announcements from ${site.brand} to the address this link was sent to.`,
  button: 'Unsubscribe',
  doneTitle: `You are unsubscribed | ${site.brand}`,
  doneHeading: 'You are unsubscribed',
  done: 'We will not send you announcements again. Your registration of interest is kept: to have it deleted, email us.',
  again:
    'If you change your mind, register your interest again and tick the box to hear from us, then confirm from the email we send you.',
  registerAgain: 'Register your interest',
  unknownTitle: `Link not recognised | ${site.brand}`,
  unknownHeading: 'This link is not recognised',
  unknown: `Check that the whole link was copied from the email, or email ${site.email} and we will stop our emails to you.`,
} as const;

/**
 * The public page a news confirmation link opens: one button, which
 * confirms (opening the link changes nothing), and what each outcome says.
 */
export const newsConfirmPage = {
  title: `Confirm you would like our news | ${site.brand}`,
  heading: 'Confirm you would like our news',
  text: `Press the button to get emails from ${site.brand} about our opening and special offers, at the address this link was sent to. Every email has a link to unsubscribe.`,
  button: 'Yes, send me news',
  doneTitle: `Thank you for confirming | ${site.brand}`,
  doneHeading: 'Thank you: you will get our news',
  done: 'We will email you about our opening and special offers. To stop them at any time, use the unsubscribe link in any of them.',
  alreadyTitle: `Already confirmed | ${site.brand}`,
  alreadyHeading: 'You have already confirmed',
  already:
    'This link has been used, and we have your confirmation. If you have unsubscribed since and would like our news again, register your interest again and tick the box: we will email you a new link.',
  expiredTitle: `Link expired | ${site.brand}`,
  expiredHeading: 'This link has expired',
  expired: `Confirmation links work for ${newsConfirmationCopy.linkDays} days. Nothing has changed: to get our news, register your interest again and tick the box, and we will email you a new link.`,
  unknownTitle: `Link not recognised | ${site.brand}`,
  unknownHeading: 'This link is not recognised',
  unknown:
    'Check that the whole link was copied from the email. Nothing has changed: we send no news to an address that has not confirmed.',
  registerAgain: 'Register your interest',
} as const;
