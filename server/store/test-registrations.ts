/**
 * What the registration store's tests share: a registration, messages, a
 * fresh proof, and two stores on one database as two servers have.
 */
import type { Registration } from '../../src/features/registration/registration-schema.ts';
import type { AnnouncementStore } from './announcements.ts';
import type { DatabaseConfig } from './database.ts';
import { openRegistrationStore, type RegistrationStore } from './registrations.ts';

export const alex: Registration = {
  name: 'Alex Example',
  email: 'alex@example.org',
  phone: null,
  storageType: 'business',
  unitSize: '50',
  moveInDate: '2027-01-04',
  message: 'Two desks, "quoted", and a comma',
  marketingOptIn: true,
  unitId: '2-G-2',
};

export const message = (kind: 'visitor-confirmation' | 'staff-notification', to: string) => ({
  kind,
  from: 'site@example.org',
  to: kind === 'visitor-confirmation' ? { name: '', address: to } : to,
  subject: `${kind} subject`,
  text: 'Hello',
});

let proofs = 0;
/** A fresh proof the human check accepted (each a new one unless an id is given). */
export const verified = (
  id = `proof-${++proofs}`,
  expiresAt = new Date('2099-01-01T00:00:00Z'),
) => ({
  verification: { proof: { id, expiresAt } },
});
export const both = (r: { email: string | null }) => [
  message('visitor-confirmation', r.email ?? ''),
  message('staff-notification', 'staff@example.org'),
];

/**
 * Two stores on one database, each with its own pool, as two servers have on
 * PostgreSQL. An SQLite file is shared by processes, whose transactions take
 * turns through the file's write lock (BEGIN IMMEDIATE, server/store/database.test.ts runs
 * four processes at once); in one process a second connection would block the
 * first, so there one store takes turns.
 */
export async function twoServers(config: DatabaseConfig) {
  const one = await openRegistrationStore(config);
  const two = config.kind === 'postgres' ? await openRegistrationStore(config) : one;
  return [one, two] as const;
}

export const closeBoth = async (one: RegistrationStore, two: RegistrationStore) => {
  await one.close();
  if (two !== one) await two.close();
};

/**
 * Confirms the news consent of registration `id` as its mailbox would: a
 * link made for it (as the mail worker makes one), then its button.
 */
export async function confirmNews(
  announcements: Pick<AnnouncementStore, 'consentToken' | 'confirmConsent'>,
  id: string,
  now = new Date(),
) {
  return announcements.confirmConsent(await announcements.consentToken(id, now), now);
}
