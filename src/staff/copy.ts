/** The console's words, in one place. */
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
