/** The console's words, in one place. */
import { confirmAddressLabel } from '@/staff-shared/hold';
import { londonTime } from '@/staff-shared/london-time';
import { originMismatchText } from '@/staff-shared/passkey-origin';
export const staffCopy = {
  title: 'Staff console',
  signIn: {
    heading: 'Sign in',
    intro:
      'Staff sign in with a passkey: the fingerprint, face or screen lock of a device you enrolled.',
    button: 'Sign in with a passkey',
    lost: 'Lost your passkeys? Ask the owner for a new invite.',
  },
  enrol: {
    heading: 'Create your passkey',
    intro:
      'This invite works once. Create a passkey on this device to sign in to the console from now on.',
    button: 'Create a passkey',
    noInvite: 'This page needs the link from your invite. Ask the owner for a new one.',
  },
  originMismatch: originMismatchText,
  signOut: 'Sign out',
  addPasskey: 'Add another passkey',
  passkeyAdded: 'Another passkey was added. You can sign in with either.',
  /** What went wrong, each with what to do (src/staff/api.ts chooses). */
  problems: {
    network:
      'The console could not reach the server: the connection dropped or the server is down. Check your connection and try again; nothing was changed.',
    noAnswer: (status: number) =>
      `The server could not answer (status ${status}), so nothing was done. Try again shortly; if it keeps happening, tell whoever runs the server.`,
    unexplained: (status: number) =>
      `The server refused this (status ${status}) without saying why. Reload the page and try again; if it keeps happening, tell whoever runs the server.`,
    notAccepted: (said: string) =>
      `The server did not accept this (${said}). Check what you entered and try again; if it looks right, reload the page, as the console may be out of date.`,
    /** After a 404 or 409: what the member saw has changed (erased, sent, released) since it loaded. */
    changed: 'Reload the page to see how things stand now.',
    signedOut:
      'Your session has ended (signed out elsewhere, idle too long, or past its 8 hours), so that last step was not done. Sign in again, then do it again.',
    promptClosed:
      'The passkey prompt was closed or timed out; nothing was done. Try again when you are ready.',
    alreadyHeld:
      'This device already holds a passkey for your account, so nothing was added. To add another, use another device or a security key.',
    noPasskeySupport:
      'This browser or device cannot make or use a passkey here. Try another browser, or another device or security key.',
    unknown:
      'Something went wrong in this page, and nothing was sent. Reload the page and try again; if it happens again, tell whoever runs the server.',
  },
  sections: {
    overview: 'Overview',
    registrations: 'Registrations',
    mail: 'Mail',
    availability: 'Availability',
    announcements: 'Announcements',
    site: 'Site',
    audit: 'Audit',
  },
} as const;

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

export const announcementCopy = {
  heading: 'Announcements',
  intro:
    'One email to everyone on the waiting list who ticked the box to hear from us and then confirmed it from the email we sent. Each announcement is sent once; each email carries a one-click unsubscribe.',
  editorHeading: (editing: boolean) => (editing ? 'Edit the draft' : 'New announcement'),
  subject: 'Subject',
  body: 'Message',
  bodyHint:
    'Plain text. A blank line starts a new paragraph; write a link as [words](https://…). Why they get it, our address and the unsubscribe link are added under it.',
  startFromOpening: 'Start from “We are open”',
  save: 'Save draft',
  saved: 'Draft saved.',
  newDraft: 'Write a new one',
  reachHeading: 'Who it will reach',
  reach: (n: number) =>
    `It will go to ${people(n)} who confirmed from their mailbox: one email per address.`,
  waiting: (n: number) =>
    `Waiting for confirmation: ${people(n)} ticked the box and ${n === 1 ? 'has' : 'have'} not yet confirmed from the email we sent. They get nothing until they do.`,
  leftOutIntro: 'Left out:',
  leftOut: {
    noConsent: (n: number) =>
      `${n} address${n === 1 ? '' : 'es'} that did not agree to hear from us`,
    unverified: (n: number) =>
      `${n} address${n === 1 ? '' : 'es'} that ticked the box only on registrations the human check did not verify, so no confirmation email went`,
    unsubscribed: (n: number) =>
      `${n} address${n === 1 ? '' : 'es'} that unsubscribed (back only by confirming from their mailbox)`,
    noEmail: (n: number) => `${n} registration${n === 1 ? '' : 's'} with no email address`,
    repeats: (n: number) =>
      `${n} more registration${n === 1 ? '' : 's'} from an address already counted`,
  },
  test: 'Send a test to me',
  tested: (to: string) => `A test is on its way to ${to}. Check it before you send.`,
  send: (n: number) => `Send to ${people(n)}`,
  sendHint: 'You will be asked for your passkey again.',
  sent: (n: number) => `Sent: ${people(n)} will get it, a few a minute.`,
  listHeading: 'Announcements so far',
  none: 'None written yet.',
  labels: {
    subject: 'Subject',
    writtenBy: 'Written by',
    sent: 'Sent',
    reach: 'Sent to',
    emails: 'Emails',
  },
  draft: 'Draft',
  edit: 'Edit',
  sentBy: (by: string, at: string) => `${at} by ${by}`,
  emails: (m: { pending: number; sent: number; failed: number; withdrawn: number }) =>
    `${m.sent} sent, ${m.pending} waiting, ${m.failed} failed, ${m.withdrawn} withdrawn`,
} as const;

export const emailStateLabels = {
  sent: 'sent',
  pending: 'pending',
  failed: 'failed',
  held: 'held',
  none: 'none',
} as const;

/** An email's state as staff read it: without SMTP_URL, "sent" means written to a file. */
export const emailStateLabel = (state: keyof typeof emailStateLabels, delivery: MailDelivery) =>
  state === 'sent' && delivery === 'file' ? 'written to a file' : emailStateLabels[state];

/** How the server sends mail: over SMTP, or written as files (SMTP_URL unset). */
export type MailDelivery = 'smtp' | 'file';

export const erasePreviewCopy = {
  heading: 'Erase this person?',
  summary: (p: { address: string | null; registrations: number; emails: number }) =>
    `${p.address ? `Everything for ${p.address}` : 'This registration'}: ${p.registrations} registration${p.registrations === 1 ? '' : 's'} and ${p.emails} email${p.emails === 1 ? '' : 's'} will be erased. This cannot be undone.`,
  confirm: 'Erase, with my passkey',
  cancel: 'Cancel',
  cancelled: 'Nothing was erased.',
} as const;

export const launchCopy = {
  heading: 'Before going live',
  intro: (n: number) =>
    `${n} thing${n === 1 ? '' : 's'} to change (the list npm run launch:check prints)`,
  none: 'Nothing stands in the way of going live.',
  where: 'Where: ',
  /** "Change Site › Company › Legal name": opens the field in the Site tab. */
  openField: (label: string) => `Change ${label}`,
} as const;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const overviewCopy = {
  heading: 'Overview',
  weeklyHeading: 'Registrations per week',
  weeklyChart: (total: number, weeks: number) =>
    `Bar chart: ${plural(total, 'registration')} over ${plural(weeks, 'week')}, verified and not verified; the figures are in the table below.`,
  weeklyTable: 'Registrations per week, by the Monday each week starts',
  noRegistrations: 'No registrations yet.',
  weekColumn: 'Week of',
  totalColumn: 'All',
  verified: 'Verified',
  unverified: 'Not verified',
  demandHeading: 'Demand by size against the plan',
  askedChart:
    'Bar chart: for each size in sq ft, registrations asking for it, on a scale of its own; the figures are in the table below.',
  unitsChart:
    'Bar chart: for each size in sq ft, units of it on the plan and units available now; the figures are in the table below.',
  demandTable: 'Demand by size: asked for, on the plan, available now',
  sizeColumn: 'Size',
  asked: 'Asked for',
  units: 'On the plan',
  available: 'Available now',
  notSure: (n: number) => `${plural(n, 'registration')} did not choose a size.`,
  contactHeading: 'Contact',
  contacted: (leads: number, total: number) => `${leads} of ${plural(total, 'lead')} contacted.`,
  medianWait: (wait: string) => `Median time from registering to contact: ${wait}.`,
  mailHeading: 'Mail',
  mail: {
    held: (n: number) => `${n} held`,
    failed: (n: number) => `${n} failed`,
    pending: (n: number) => `${n} pending`,
  },
} as const;

export const holdCopy = {
  open: 'Hold a unit…',
  heading: 'Hold a unit for this lead',
  search: 'Find any unit by id (any size)',
  unit: 'Unit (available now; the lead’s size unless you search)',
  until: 'Held until',
  none: 'No available unit matches. Search for another size by its id.',
  noEmail: 'This lead gave no email address: nothing is sent. Tell them by phone.',
  unverified:
    'This registration was not verified by the human check: the email goes to an address nobody has confirmed. Confirm it with the person first.',
  confirmAddress: confirmAddressLabel,
  submitAndEmail: 'Hold it and email the person',
  submit: 'Hold it',
  cancel: 'Cancel',
  held: (unit: string, until: string, emailed: boolean) =>
    `Unit ${unit} is held until ${until}${emailed ? '; the person is emailed once' : ''}.`,
} as const;

/** A size as staff read it: "25 sq ft", or "Not sure yet". */
export const sizeLabel = (size: string) => (size === 'not-sure' ? 'Not sure yet' : `${size} sq ft`);

export const leadListCopy = {
  columns: {
    name: 'Name',
    size: 'Size',
    stage: 'Stage',
    received: 'Received',
    verified: 'Verified',
    contacted: 'Contacted',
  },
  sortedBy: {
    name: { asc: 'name, A to Z', desc: 'name, Z to A' },
    size: { asc: 'size, smallest first', desc: 'size, largest first' },
    stage: { asc: 'stage, New first', desc: 'stage, Lost first' },
    received: { asc: 'oldest first', desc: 'newest first' },
    verified: { asc: 'not verified first', desc: 'verified first' },
    contacted: { asc: 'contacted longest ago first', desc: 'contacted most recently first' },
  },
  yes: 'Yes',
  no: 'No',
  notYet: 'Not yet',
  caption: (total: number, page: number, pages: number, sorted: string) =>
    `${total.toLocaleString('en-GB')} registration${total === 1 ? '' : 's'}${pages > 1 ? `, page ${page} of ${pages}` : ''}, ${sorted}. Press a column’s heading to sort by it.`,
  back: 'Back to the list',
  previous: 'Previous page',
  next: 'Next page',
  notFound: 'No registration has that reference: it may have been erased.',
  loading: 'Loading the registration…',
  agreedToNews: 'Agreed to news',
  holds: 'Units held',
  heldUntil: (unit: string, until: string, by: string) =>
    `Unit ${unit}, held until ${until} (by ${by})`,
} as const;

/**
 * Whether the person agreed to hear about the opening and offers, as the
 * lead's page says it: the one place to say more once consent has states
 * (agreed and confirmed by the address, or waiting).
 */
/** "Yes, confirmed from their mailbox on …", "Asked; waiting for them to confirm from their mailbox", or "No". */
export const newsConsentLabel = (lead: {
  marketingOptIn: boolean;
  newsConfirmedAt: string | null;
  unsubscribedAt?: string | null;
}) =>
  lead.newsConfirmedAt
    ? `Yes, confirmed from their mailbox on ${londonTime(lead.newsConfirmedAt)}`
    : lead.marketingOptIn
      ? 'Asked; waiting for them to confirm from their mailbox (no news goes until they do)'
      : 'No';
