/**
 * npm run registrations:erase -- --email <address>   (or --id <reference>)
 *
 * Erases that person's registrations (every one with the email address, in
 * any case, or the one with the reference) and every message they caused,
 * queued or sent, with its .eml file in MAIL_DIR; prints what it erased.
 * Backups made before keep their copy until they are rotated.
 */
import { readCliArgs } from './lib/cli-args.ts';
import { mailConfig } from './server/mail-config.ts';
import { removeMailFiles } from './server/mail-transport.ts';
import { openRegistrationStore } from './server/registration-store.ts';

const USAGE = 'usage: npm run registrations:erase -- --email <address> | --id <reference>';

async function main(argv: readonly string[]): Promise<number> {
  const args = readCliArgs(argv, ['email', 'id']);
  const email = args.ok ? args.options.get('email') : undefined;
  const id = args.ok ? args.options.get('id') : undefined;
  if (args.ok && args.help) {
    console.log(USAGE);
    return 0;
  }
  if (!args.ok || args.positionals.length > 0 || (email === undefined) === (id === undefined)) {
    const problem = !args.ok
      ? args.message
      : args.positionals.length > 0
        ? 'unexpected argument'
        : 'give either --email or --id';
    console.error(`registrations:erase: ${problem}\n${USAGE}`);
    return 2;
  }
  if (email !== undefined && !email.includes('@')) {
    console.error(`registrations:erase: --email takes an email address, not "${email}"\n${USAGE}`);
    return 2;
  }
  const store = await openRegistrationStore();
  try {
    const erased = await store.erase(email !== undefined ? { email } : { id: id as string });
    const files = removeMailFiles(mailConfig().mailDir, erased.messageIds);
    const n = erased.registrations.length;
    console.log(
      `Erased ${n} registration${n === 1 ? '' : 's'} and ${erased.messageIds.length} message${erased.messageIds.length === 1 ? '' : 's'} (${files} .eml file${files === 1 ? '' : 's'}) from ${store.location}.`,
    );
    for (const r of erased.registrations) console.log(`- ${r.id}, received ${r.createdAt}`);
    return 0;
  } finally {
    await store.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
