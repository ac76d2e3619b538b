/**
 * The numbered schema migrations, oldest first. Each is written with Kysely's
 * schema builder, so the same migration runs on SQLite and on PostgreSQL. A
 * new migration gets the next number and is added here; a released one is
 * never edited.
 */
import type { Migration } from 'kysely';
import * as registrations from './migrations/0001-registrations.ts';
import * as outboxAndFlags from './migrations/0002-outbox-and-flags.ts';
import * as verificationAndHeld from './migrations/0003-verification-and-held.ts';
import * as staffConsole from './migrations/0006-staff-console.ts';
import * as confirmationAddressKey from './migrations/0007-confirmation-address-key.ts';
import * as leadStagesAndHolds from './migrations/0008-lead-stages-and-holds.ts';
import * as announcements from './migrations/0009-announcements.ts';
import * as addressHashAndAnnouncement from './migrations/0010-address-hash-and-announcement.ts';
import * as marketingConsents from './migrations/0012-marketing-consents.ts';
import * as addressHashScheme from './migrations/0013-address-hash-scheme.ts';
import * as siteDraft from './migrations/0015-site-draft.ts';
import * as siteVersions from './migrations/0016-site-versions.ts';

export const migrations: Readonly<Record<string, Migration>> = {
  '0001-registrations': registrations,
  '0002-outbox-and-flags': outboxAndFlags,
  '0003-verification-and-held': verificationAndHeld,
  '0006-staff-console': staffConsole,
  '0007-confirmation-address-key': confirmationAddressKey,
  '0008-lead-stages-and-holds': leadStagesAndHolds,
  '0009-announcements': announcements,
  '0010-address-hash-and-announcement': addressHashAndAnnouncement,
  '0012-marketing-consents': marketingConsents,
  '0013-address-hash-scheme': addressHashScheme,
  '0015-site-draft': siteDraft,
  '0016-site-versions': siteVersions,
};
