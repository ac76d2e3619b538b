/**
 * The published versions of the owner's facts, and which one the site
 * serves. Every publish keeps a new version (its whole facts, who, when,
 * and field by field what it changed from the version live before it);
 * a roll back only names an earlier version as live again. Both move the
 * live row's serial on by one, guarded by the serial the member saw, so
 * of two members publishing at once the second is refused rather than
 * replacing the first unseen; every server polls that one row to follow
 * (server/site/live-site.ts). Both are on the audit log with the paths
 * they changed (never the values).
 *
 * The first publish may keep what the site showed before it (the
 * repository's files) as version 1, so the history can roll back to it.
 */
import type { Kysely, Transaction } from 'kysely';
import type { SiteFactChange } from '../../src/content/site-facts-diff.ts';
import type { LiveVersion, SiteVersion } from '../../src/staff-shared/site-versions.ts';

export type { LiveVersion, SiteVersion } from '../../src/staff-shared/site-versions.ts';

import { type Actor, writeAudit } from './audit.ts';
import type { DatabaseSchema } from './schema.ts';

const ROW = 'site';

type Queryable = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** What the site showed before the first publish, to keep as version 1. */
export type FirstVersion = { readonly facts: unknown; readonly by: string };

export type SwitchOutcome =
  | { readonly live: LiveVersion }
  /** The live version moved on since `serial` was read: this is it. */
  | { readonly stale: LiveVersion | null }
  | { readonly missing: true };

/** How many versions the history lists, newest first (all stay in the database). */
export const HISTORY_LENGTH = 50;

/** A version's columns but its facts. */
const ABOUT = ['version', 'published_by', 'published_at', 'changes'] as const;

const about = (row: {
  version: number;
  published_by: string;
  published_at: string;
  changes: string;
}): SiteVersion => ({
  version: Number(row.version),
  publishedBy: row.published_by,
  publishedAt: row.published_at,
  changes: JSON.parse(row.changes) as SiteFactChange[],
});

/** The live row, or null while nothing was ever published. */
async function readLive(from: Queryable): Promise<LiveVersion | null> {
  const row = await from
    .selectFrom('site_live')
    .selectAll()
    .where('id', '=', ROW)
    .executeTakeFirst();
  if (!row) return null;
  return {
    version: Number(row.version),
    serial: Number(row.serial),
    switchedBy: row.switched_by,
    switchedAt: row.switched_at,
  };
}

/** Names `version` live if the live row is still at `serial` (0: never published); false otherwise. */
async function moveLive(
  trx: Transaction<DatabaseSchema>,
  version: number,
  serial: number,
  by: Actor,
  at: string,
): Promise<boolean> {
  const row = { version, serial: serial + 1, switched_by: by, switched_at: at };
  if (serial === 0) {
    const result = await trx
      .insertInto('site_live')
      .values({ id: ROW, ...row })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const result = await trx
    .updateTable('site_live')
    .set(row)
    .where('id', '=', ROW)
    .where('serial', '=', serial)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps one version's row. */
async function keepVersion(
  trx: Transaction<DatabaseSchema>,
  version: number,
  facts: unknown,
  by: string,
  at: string,
  changes: readonly SiteFactChange[],
) {
  await trx
    .insertInto('site_versions')
    .values({
      version,
      facts: JSON.stringify(facts),
      published_by: by,
      published_at: at,
      changes: JSON.stringify(changes),
    })
    .execute();
}

export function siteVersionStore(db: Kysely<DatabaseSchema>) {
  /** The live row, or null while nothing was ever published. */
  const live = () => readLive(db);

  async function outcome(switched: boolean): Promise<SwitchOutcome> {
    const now = await live();
    return switched && now ? { live: now } : { stale: now };
  }

  return {
    live,

    /** The facts of `version`, or null when there is no such version. */
    async facts(version: number): Promise<unknown | null> {
      const row = await db
        .selectFrom('site_versions')
        .select('facts')
        .where('version', '=', version)
        .executeTakeFirst();
      return row ? JSON.parse(row.facts) : null;
    },

    /** Who published `version`, when and what it changed, or null when there is no such version. */
    async version(version: number): Promise<SiteVersion | null> {
      const row = await db
        .selectFrom('site_versions')
        .select(ABOUT)
        .where('version', '=', version)
        .executeTakeFirst();
      return row ? about(row) : null;
    },

    /** The latest versions, newest first. */
    async history(limit = HISTORY_LENGTH): Promise<SiteVersion[]> {
      const rows = await db
        .selectFrom('site_versions')
        .select(ABOUT)
        .orderBy('version', 'desc')
        .limit(limit)
        .execute();
      return rows.map(about);
    },

    /**
     * Keeps `facts` as a new version and names it live, if the live row is
     * still at `serial`; with its audit entry, in one transaction. When no
     * version exists yet, `first` (the facts the site showed until now, and
     * who to name for them, such as "the repository's files") is kept as
     * version 1 before it, with no changes.
     */
    async publish(
      facts: unknown,
      changes: readonly SiteFactChange[],
      serial: number,
      by: Actor,
      now = new Date(),
      first?: FirstVersion,
    ): Promise<SwitchOutcome> {
      const at = now.toISOString();
      const switched = await db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom('site_versions')
          .select((eb) => eb.fn.max('version').as('last'))
          .executeTakeFirst();
        const keepFirst = first !== undefined && Number(last?.last ?? 0) === 0;
        const version = Number(last?.last ?? 0) + (keepFirst ? 2 : 1);
        // The live row first: a second publish from the same serial waits here, then is refused.
        if (!(await moveLive(trx, version, serial, by, at))) return false;
        if (keepFirst) await keepVersion(trx, 1, first.facts, first.by, at, []);
        await keepVersion(trx, version, facts, by, at, changes);
        const detail = { version, changed: changes.map((c) => c.path) };
        await writeAudit(trx, by, 'site-publish', keepFirst ? { ...detail, kept: 1 } : detail, now);
        return true;
      });
      return outcome(switched);
    },

    /** Names an earlier `version` live again, if the live row is still at `serial`. */
    async rollBack(
      version: number,
      serial: number,
      by: Actor,
      now = new Date(),
    ): Promise<SwitchOutcome> {
      const result = await db.transaction().execute(async (trx) => {
        const exists = await trx
          .selectFrom('site_versions')
          .select('version')
          .where('version', '=', version)
          .executeTakeFirst();
        if (!exists) return 'missing' as const;
        const from = (await readLive(trx))?.version ?? null;
        if (!(await moveLive(trx, version, serial, by, now.toISOString()))) return false;
        await writeAudit(trx, by, 'site-rollback', { from, to: version }, now);
        return true;
      });
      if (result === 'missing') return { missing: true };
      return outcome(result);
    },
  };
}

export type SiteVersionStore = ReturnType<typeof siteVersionStore>;
