/**
 * The version of the owner's facts the console published and the site
 * serves, as the staff commands read it (`npm run launch:check`,
 * `npm run content:pull`): from the database the environment names, the
 * server's (DATABASE_URL, or the SQLite file REGISTRATIONS_DB, default
 * data/registrations.sqlite). A command that only reads never makes an
 * empty SQLite file: without the file there is no database to read.
 */
import { existsSync } from 'node:fs';
import { commandDatabase } from '../../server/config.ts';
import { type DatabaseConfig, openDatabase } from '../../server/store/database.ts';
import {
  type LiveVersion,
  type SiteVersion,
  siteVersionStore,
} from '../../server/store/site-versions.ts';

/** The live version: who published it, when and what it changed, its facts, and the live row. */
export type PublishedVersion = SiteVersion & { facts: unknown; live: LiveVersion };

/** The database the environment names, if it is there to read (a PostgreSQL URL is taken as there). */
export function existingDatabase(env: NodeJS.ProcessEnv): DatabaseConfig | null {
  const config = commandDatabase(env);
  return config.kind === 'sqlite' && !existsSync(config.file) ? null : config;
}

/** The live version in the database, or null while nothing is published. */
export async function readPublishedVersion(
  config: DatabaseConfig,
): Promise<PublishedVersion | null> {
  const database = await openDatabase(config);
  try {
    const versions = siteVersionStore(database.db);
    const live = await versions.live();
    if (!live) return null;
    const [about, facts] = await Promise.all([
      versions.version(live.version),
      versions.facts(live.version),
    ]);
    return about && facts !== null ? { ...about, facts, live } : null;
  } finally {
    await database.close();
  }
}
