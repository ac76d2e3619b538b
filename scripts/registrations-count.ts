/**
 * npm run registrations:count
 *
 * Prints how many registrations are stored in REGISTRATIONS_DB (default
 * data/registrations.sqlite), and apart from them how many submissions were
 * flagged by a spam check.
 */
import { openRegistrationStore } from './server/registration-store.ts';

const store = await openRegistrationStore();
try {
  const { all, flagged } = await store.counts();
  const people = all - flagged;
  console.log(
    `${people} registration${people === 1 ? '' : 's'} in ${store.location}, and ${flagged} set aside as possible spam (see registrations:export -- --include-flagged).`,
  );
} finally {
  await store.close();
}
