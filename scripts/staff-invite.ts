/**
 * npm run staff:invite -- --email <address>
 *
 * Adds a member of staff to the console, or invites one again (after losing
 * every passkey, say): prints a one-time enrolment link, valid for 24 hours,
 * as its last line, and queues the same link by email through the outbox
 * (the server's mail worker sends it). A new invite replaces any the member
 * had not used. The link opens the console at STAFF_ORIGIN (by default the
 * site's public origin); only a hash of its secret is stored.
 */
import { site } from '../src/content/site.ts';
import { readCommandArgs, runCommand } from './lib/cli-args.ts';
import { mailConfig, senderDomain } from './server/mail-config.ts';
import { staffOrigin } from './server/staff-server.ts';
import { isStaffEmail, openStaffStore } from './server/staff-store.ts';

const USAGE = 'usage: npm run staff:invite -- --email <address>';

async function main(argv: readonly string[]): Promise<number> {
  const args = readCommandArgs('staff:invite', USAGE, argv, { options: ['email'] });
  if (typeof args === 'number') return args;
  const email = args.options.get('email');
  if (email === undefined) {
    console.error(`staff:invite: give --email\n${USAGE}`);
    return 2;
  }
  if (!isStaffEmail(email)) {
    console.error(
      `staff:invite: --email takes one plain email address, such as sam@example.org\n${USAGE}`,
    );
    return 2;
  }
  const origin = staffOrigin();
  const mail = mailConfig();
  const store = await openStaffStore();
  try {
    const invite = await store.invite(email, origin, {
      from: mail.from,
      messageIdDomain: senderDomain(mail.from),
      siteName: site.brand,
    });
    console.log(
      `${invite.created ? 'Added' : 'Invited again'} ${invite.email}; the link below works once, until ${invite.expiresAt} (UTC), and is also queued by email.`,
    );
    console.log(invite.link);
    return 0;
  } finally {
    await store.close();
  }
}

runCommand('staff:invite', main);
