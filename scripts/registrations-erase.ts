/**
 * npm run registrations:erase -- --email <address>   (or --id <reference>)
 *
 * Erases that person's registrations (every one with the email address, in
 * any case, or the one with the reference) and every message they caused,
 * queued or sent, with its .eml file in MAIL_DIR; prints what it erased. A
 * message of theirs being sent at that moment is waited for (as long as the
 * send takes, never longer than the mail lease), so nothing more goes out
 * for them once it returns.
 * Backups made before keep their copy until they are rotated. An address or
 * reference that matches nothing is refused (exit 1) with "No registration
 * found for …". The erase is recorded in the audit log with who ran it,
 * the references and the counts, never the address.
 */

import { commandDatabase, commandMail } from '../server/config.ts';
import { removeMailFiles } from '../server/mail/transport.ts';
import { commandLineActor } from '../server/store/audit.ts';
import { removalWaitNotice } from '../server/store/registration-removal.ts';
import { openRegistrationStore } from '../server/store/registrations.ts';
import { londonTime } from '../src/staff-shared/london-time.ts';
import { readCommandArgs, runCommand } from './lib/cli-args.ts';

const USAGE = 'usage: npm run registrations:erase -- --email <address> | --id <reference>';

async function main(argv: readonly string[]): Promise<number> {
  const args = readCommandArgs('registrations:erase', USAGE, argv, { options: ['email', 'id'] });
  if (typeof args === 'number') return args;
  const email = args.options.get('email');
  const id = args.options.get('id');
  if ((email === undefined) === (id === undefined)) {
    console.error(`registrations:erase: give either --email or --id\n${USAGE}`);
    return 2;
  }
  if (email !== undefined && !email.includes('@')) {
    console.error(`registrations:erase: --email takes an email address, not "${email}"\n${USAGE}`);
    return 2;
  }
  const store = await openRegistrationStore(commandDatabase());
  try {
    const who = email !== undefined ? { email } : { id: id as string };
    const preview = await store.erasePreview(who);
    if (preview.registrations === 0) {
      console.error(
        `registrations:erase: No registration found for ${email !== undefined ? email : `the reference ${id}`} in ${store.location}; nothing was erased.`,
      );
      return 1;
    }
    const erased = await store.erase(who, {
      onWait: (n, until) => console.log(removalWaitNotice(n, until)),
      actor: commandLineActor(process.env),
    });
    const files = removeMailFiles(commandMail().mailDir, erased.messageIds);
    const n = erased.registrations.length;
    console.log(
      `Erased ${n} registration${n === 1 ? '' : 's'} and ${erased.messageIds.length} message${erased.messageIds.length === 1 ? '' : 's'} (${files} .eml file${files === 1 ? '' : 's'}) from ${store.location}.`,
    );
    for (const r of erased.registrations)
      console.log(`- ${r.id}, received ${londonTime(r.createdAt)}`);
    return 0;
  } finally {
    await store.close();
  }
}

runCommand('registrations:erase', main);
