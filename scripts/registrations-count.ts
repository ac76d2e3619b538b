/**
 * npm run registrations:count
 *
 * Prints how many registrations are stored in REGISTRATIONS_DB (default
 * data/registrations.sqlite) or DATABASE_URL, and how many of them the human
 * check verified and did not.
 */
import { openRegistrationStore } from './server/registration-store.ts';

const store = await openRegistrationStore();
try {
  const { all, unverified } = await store.counts();
  console.log(
    `${all} registration${all === 1 ? '' : 's'} in ${store.location}: ${all - unverified} verified, ${unverified} not verified (registrations:export gives the reason for each).`,
  );
} finally {
  await store.close();
}
