/**
 * One of every kind of message the server sends, composed by the code that
 * composes it and written by the transport that writes it (an .eml file
 * each, as without SMTP_URL), for checks that read the real messages: the
 * spam score each would get (spam-score.test.ts).
 */
import { openingDraft } from '../../src/content/announcements.ts';
import type { QueuedMessage } from '../store/outbox-message.ts';
import type { StoredRegistration } from '../store/registration-types.ts';
import { announcementComposer, withUnsubscribeLink } from './announcement-mail.ts';
import type { MailConfig } from './config.ts';
import { holdOffer } from './hold-mail.ts';
import { sendInvite } from './invite-mail.ts';
import { heldAlert, staffNotification, visitorConfirmation } from './registration-mail.ts';
import { fileTransport } from './transport.ts';

const registration: StoredRegistration = {
  id: '6f1c2a9e-4d3b-4a5e-9c1f-2b7d8e0a1c3d',
  createdAt: '2026-12-01T10:00:00.000Z',
  name: 'Alex Smith',
  email: 'alex.smith@example.net',
  phone: '0151 496 0123',
  storageType: 'business',
  unitSize: '50',
  moveInDate: '2027-01-04',
  message: 'Two desks and a filing cabinet.\nAccess at weekends?',
  marketingOptIn: true,
  unitId: '2-C-1',
  unverifiedReason: null,
  marketingConsent: { text: 'Yes, email me news and offers', at: '2026-12-01T10:00:00.000Z' },
};

/**
 * Writes one message of each kind into `dir`, as the server would send it
 * from `mail.from` with links to `origin`; returns each kind's file.
 */
export async function writeEveryMessage(
  dir: string,
  mail: Pick<MailConfig, 'from' | 'staffEmail' | 'dkim'>,
  origin: string,
): Promise<Record<string, string>> {
  const addresses = { from: mail.from, staff: mail.staffEmail, origin };
  const compose = announcementComposer(mail.from);
  const person = { address: registration.email ?? '', registeredOn: registration.createdAt };
  const messages = {
    'visitor-confirmation': visitorConfirmation(registration, addresses),
    'staff-notification': staffNotification(registration, addresses),
    'staff-alert': heldAlert(12, 30, addresses),
    'hold-offer': holdOffer(
      registration.email ?? '',
      { id: '2-C-1', sqft: 50 },
      '2026-12-08T17:00:00.000Z',
      mail.from,
    ),
    announcement: compose(openingDraft, person),
    'announcement-test': compose(openingDraft, { ...person, registeredOn: null }),
  };
  const transport = fileTransport(dir, () => undefined, mail.dkim);
  const files: Record<string, string> = {};
  const domain = /@([^>\s]+)>?\s*$/.exec(mail.from)?.[1] ?? 'localhost';
  for (const [kind, message] of Object.entries(messages)) {
    if (!message) continue;
    const queued: QueuedMessage = {
      ...message,
      id: kind,
      registrationId: registration.id,
      messageId: `<${kind}.6f1c2a9e@${domain}>`,
      attempts: 0,
      queuedAt: registration.createdAt,
      claimedAt: registration.createdAt,
    };
    await transport.send(await withUnsubscribeLink(queued, origin, async () => 'x'.repeat(43)));
    files[kind] = `${dir}/${kind}.eml`;
  }
  transport.close();
  const invite = await sendInvite(
    {
      to: 'sam@example.net',
      link: `${origin.replace('www.', 'staff.')}/staff/invite#${'y'.repeat(43)}`,
      expiresAt: '2026-12-08 10:00',
      siteName: 'Widnes Self Storage',
    },
    { smtpUrl: null, from: mail.from, mailDir: dir, dkim: mail.dkim },
  );
  if (invite.by === 'file') files['staff-invite'] = invite.file;
  return files;
}
