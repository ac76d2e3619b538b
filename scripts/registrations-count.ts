/**
 * npm run registrations:count
 *
 * Prints how many registrations are stored in REGISTRATIONS_DB (default
 * data/registrations.sqlite).
 */
import { openRegistrationStore } from './server/registration-store.ts';

const store = await openRegistrationStore();
try {
  const count = await store.count();
  console.log(`${count} registration${count === 1 ? '' : 's'} in ${store.location}.`);
} finally {
  await store.close();
}
