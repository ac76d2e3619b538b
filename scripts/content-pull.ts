/**
 * npm run content:pull [-- --out <folder>]
 *
 * Writes the version of the owner's facts published from the console (the
 * one the server serves) into the repository's files: data/site/, the
 * folder SITE_FACTS_DIR names, or --out. Each file is written exactly as a
 * published version's build writes it (server/site/site-builds.ts), so a
 * build from the files builds the same pages; then commit them (after
 * npm run format, which lays JSON out as the code checks expect), or build
 * and deploy the site statically. Only files whose facts differ are
 * written, each to a temporary file renamed into place, so a file is never
 * half written.
 *
 * The database is the server's (DATABASE_URL, or the SQLite file
 * REGISTRATIONS_DB, default data/registrations.sqlite), and must be there:
 * without one it stops with exit 2 rather than make an empty one. With no
 * version published it changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { commandDatabase } from '../server/config.ts';
import { factsFiles } from '../server/site/site-builds.ts';
import { formatSiteFactError, parseSiteFacts } from '../src/content/site-facts-parse.ts';
import { londonTime } from '../src/staff-shared/london-time.ts';
import { readCommandArgs, runCommand } from './lib/cli-args.ts';
import { existingDatabase, readPublishedVersion } from './lib/published-version.ts';
import { siteFactsDir } from './lib/site-facts-file.ts';
import { trackTemporaryFile } from './lib/temporary-files.ts';

const COMMAND = 'content:pull';
const USAGE = 'usage: npm run content:pull [-- --out <folder>]';

/** What a file holds, or undefined when it is missing or not JSON. */
function readJson(path: string): unknown {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes each file whose facts differ, through a temporary file beside it;
 * the names written. A file holding the same facts laid out otherwise (as
 * the code checks lay out the repository's JSON) is left as it is.
 */
async function writeChanged(dir: string, facts: Record<string, unknown>): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const [file, text] of factsFiles(facts)) {
    const path = join(dir, file);
    if (isDeepStrictEqual(readJson(path), JSON.parse(text))) continue;
    const temporary = join(dir, `.${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    const done = trackTemporaryFile(temporary);
    try {
      await writeFile(temporary, text);
      await rename(temporary, path);
    } finally {
      await rm(temporary, { force: true });
      done();
    }
    written.push(file);
  }
  return written;
}

function noDatabase(): number {
  const config = commandDatabase(process.env);
  const named =
    config.kind === 'sqlite' ? `the SQLite file ${config.file} does not exist` : 'none is named';
  console.error(
    `${COMMAND}: no database found (${named}). Set DATABASE_URL, or REGISTRATIONS_DB to the server's SQLite file, as the server has them.`,
  );
  return 2;
}

async function main(argv: readonly string[]): Promise<number> {
  const args = readCommandArgs(COMMAND, USAGE, argv, { options: ['out'] });
  if (typeof args === 'number') return args;
  const database = existingDatabase(process.env);
  if (!database) return noDatabase();
  const published = await readPublishedVersion(database);
  if (!published) {
    console.log('Nothing to pull: no version is published.');
    return 0;
  }
  const checked = parseSiteFacts(published.facts);
  if (!checked.ok) {
    console.error(
      `${COMMAND}: version ${published.version} breaks the facts' rules as this code has them, so nothing was written:\n${checked.errors.map(formatSiteFactError).join('\n')}`,
    );
    return 1;
  }
  const dir = args.options.get('out') ?? siteFactsDir(process.env);
  const shown = dir.replace(/\/*$/, '/');
  console.log(
    `Version ${published.version}, published by ${published.publishedBy} on ${londonTime(published.publishedAt)}.`,
  );
  const written = await writeChanged(dir, published.facts as Record<string, unknown>);
  if (written.length === 0)
    console.log(`The files in ${shown} already match version ${published.version}.`);
  else
    console.log(
      `Wrote ${written.length} changed file${written.length === 1 ? '' : 's'} into ${shown}: ${written.join(', ')}.\nBefore committing them, npm run format lays them out as the repository's checks expect.`,
    );
  return 0;
}

runCommand(COMMAND, main);
