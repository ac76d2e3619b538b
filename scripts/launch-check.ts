/**
 * npm run launch:check
 *
 * Lists everything that must change before the site goes live, and where to
 * change it: each fact the owner is to confirm, the placeholder widget
 * addresses, example addresses and the drama-range phone number, the default
 * site origin, and the server's mail, human-check and console settings (read
 * from this environment: run it with the production server's). Exit 1 while
 * anything remains, 0 once nothing does. The console's first screen shows
 * the same list (scripts/lib/launch-check.ts).
 *
 * The facts are the ones the site serves: the version published from the
 * console, when the environment names a database that is there (DATABASE_URL,
 * or the SQLite file) and a version is live; the repository's files
 * (data/site/, or SITE_FACTS_DIR) otherwise. The first line says which.
 */
import { parseSiteFacts, type SiteFactsResult } from '../src/content/site-facts-parse.ts';
import { oneLine, readCommandArgs, runCommand } from './lib/cli-args.ts';
import { launchBlockers, launchConfigurationFrom } from './lib/launch-check.ts';
import { existingDatabase, readPublishedVersion } from './lib/published-version.ts';
import { readSiteFacts, siteFactsDir } from './lib/site-facts-file.ts';

const COMMAND = 'launch:check';

/** The facts the site serves, and one line saying where they were read. */
async function servedFacts(env: NodeJS.ProcessEnv): Promise<SiteFactsResult> {
  const dir = siteFactsDir(env).replace(/\/*$/, '/');
  let why = '';
  try {
    const database = existingDatabase(env);
    const published = database ? await readPublishedVersion(database) : null;
    if (published) {
      console.log(`Read the published version ${published.version} from the database`);
      return parseSiteFacts(published.facts);
    }
    if (database) why = ' (no version is published in the database)';
  } catch (error) {
    console.log(`The database could not be read: ${oneLine(error)}`);
  }
  console.log(`Read the repository's files in ${dir}${why}`);
  return readSiteFacts(dir);
}

async function main(argv: readonly string[]): Promise<number> {
  const args = readCommandArgs(COMMAND, 'usage: npm run launch:check', argv);
  if (typeof args === 'number') return args;
  const read = await servedFacts(process.env);
  const blockers = launchBlockers(launchConfigurationFrom(read, process.env));
  if (blockers.length === 0) {
    console.log('Nothing stands in the way of going live.');
    return 0;
  }
  console.log(
    `${blockers.length} thing${blockers.length === 1 ? '' : 's'} to change before the site goes live:`,
  );
  for (const [i, b] of blockers.entries()) console.log(`${i + 1}. ${b.what}\n   Where: ${b.where}`);
  return 1;
}

runCommand(COMMAND, main);
