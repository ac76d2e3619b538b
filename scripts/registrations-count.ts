/**
 * npm run registrations:count
 *
 * Prints how many registrations are stored in REGISTRATIONS_DB (default
 * data/registrations.sqlite).
 */
import { DEFAULT_REGISTRATIONS_DB, openRegistrationStore } from './server/registration-store.ts';

const store = openRegistrationStore(process.env.REGISTRATIONS_DB || DEFAULT_REGISTRATIONS_DB);
try {
  const count = store.count();
  console.log(`${count} registration${count === 1 ? '' : 's'} in ${store.path}.`);
} finally {
  store.close();
}
