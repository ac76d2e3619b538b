/** The console's words, in one place. */
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
  sections: {
    registrations: 'Registrations',
    mail: 'Mail',
    availability: 'Availability',
    audit: 'Audit',
  },
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
} as const;
