/**
 * npm run staff:invite -- --email <address>
 *
 * Adds a member of staff to the console, or invites one again (after losing
 * every passkey, say): makes a one-time enrolment link, valid for 24 hours,
 * mails it at once (over SMTP_URL, or as an .eml file in MAIL_DIR) and prints
 * it as its last line. A new invite replaces any the member had not used.
 * Only a hash of the link's secret is stored, and the message never goes
 * through the outbox, so no table and no backup holds the link.
 *
 * The link opens the console at STAFF_ORIGIN; when that is unset, at the
 * local default (http://localhost:4174, or STAFF_PORT), and the command says
 * so and how to set it.
 */

import { commandDatabase, commandMail, readEnvironment } from '../server/config.ts';
import { commandStaffOrigin } from '../server/console/origin.ts';
import { sendInvite } from '../server/mail/invite-mail.ts';
import { commandLineActor } from '../server/store/audit.ts';
import { isStaffEmail, openStaffStore } from '../server/store/staff.ts';
import { site } from '../src/content/site.ts';
import { readCommandArgs, runCommand } from './lib/cli-args.ts';

const COMMAND = 'staff:invite';
const USAGE = 'usage: npm run staff:invite -- --email <address>';

async function main(argv: readonly string[]): Promise<number> {
  const args = readCommandArgs(COMMAND, USAGE, argv, { options: ['email'] });
  if (typeof args === 'number') return args;
  const email = args.options.get('email');
  if (email === undefined) {
    console.error(`${COMMAND}: give --email\n${USAGE}`);
    return 2;
  }
  if (!isStaffEmail(email)) {
    console.error(
      `${COMMAND}: --email takes one plain email address, such as sam@example.org, not "${email}"\n${USAGE}`,
    );
    return 2;
  }
  const { origin, local } = commandStaffOrigin(readEnvironment());
  const mail = commandMail();
  const store = await openStaffStore(commandDatabase());
  try {
    const invite = await store.invite(email, origin, commandLineActor(process.env));
    console.log(
      local
        ? `The link opens the console at ${origin}, the local default: STAFF_ORIGIN is not set. For the console on its own host, run it again with STAFF_ORIGIN=https://staff.example.co.uk (your console's address).`
        : `The link opens the console at ${origin} (STAFF_ORIGIN).`,
    );
    let sent = '';
    try {
      const delivery = await sendInvite(
        { to: invite.email, link: invite.link, expiresAt: invite.expiresAt, siteName: site.brand },
        mail,
      );
      sent =
        delivery.by === 'smtp'
          ? `and emailed to ${invite.email}`
          : `and written as an email to ${delivery.file} (SMTP_URL is not set, so nothing was sent)`;
    } catch (error) {
      const reason = (error as { code?: string }).code ?? (error as Error).message;
      sent = `but the email could not be sent (${reason}): pass the link on yourself`;
    }
    console.log(
      `${invite.created ? 'Added' : 'Invited again'} ${invite.email}; the link below works once, until ${invite.expiresAt} (UTC), ${sent}.`,
    );
    console.log(invite.link);
    return 0;
  } finally {
    await store.close();
  }
}

runCommand(COMMAND, main);
