/**
 * The draft of the owner's facts, kept between visits to the console's Site
 * tab and shared by every member of staff: one row with the whole facts.
 * A save names the revision it was made from; a save from a revision that
 * is no longer the latest is refused, with who saved the latest, when, and
 * what that save changed, so nobody overwrites a colleague's edit unseen.
 * Saves and discards are on the audit log, with the paths they changed
 * (never the values: a draft may hold anything while it is typed).
 */
import type { Kysely } from 'kysely';
import { type Actor, writeAudit } from './audit.ts';
import type { DatabaseSchema } from './schema.ts';

const ROW = 'site';

export type SiteDraft = {
  /** The whole facts, or null once the draft was discarded (or published). */
  facts: unknown;
  /**
   * 1 for the first save, and one more for each save or discard after it:
   * never reused, so a save from before a discard is refused too. 0 stands
   * for "never saved".
   */
  revision: number;
  savedBy: string;
  savedAt: string;
  /** The paths the last save changed. */
  changed: string[];
};

export type DraftSaveOutcome =
  | { readonly saved: SiteDraft }
  /** The draft moved on since `baseRevision`: this is it, unchanged by the refused save. */
  | { readonly stale: SiteDraft | null };

export function siteDraftStore(db: Kysely<DatabaseSchema>) {
  async function read(): Promise<SiteDraft | null> {
    const row = await db
      .selectFrom('site_drafts')
      .selectAll()
      .where('id', '=', ROW)
      .executeTakeFirst();
    if (!row) return null;
    return {
      facts: JSON.parse(row.facts),
      revision: Number(row.revision),
      savedBy: row.saved_by,
      savedAt: row.saved_at,
      changed: JSON.parse(row.changed) as string[],
    };
  }

  /** Empties the draft if it is still at `revision`, moving it on by one; false when it moved on. */
  async function empty(
    from: Kysely<DatabaseSchema>,
    revision: number,
    by: Actor,
    now: Date,
  ): Promise<boolean> {
    const result = await from
      .updateTable('site_drafts')
      .set({
        facts: 'null',
        revision: revision + 1,
        saved_by: by,
        saved_at: now.toISOString(),
        changed: '[]',
      })
      .where('id', '=', ROW)
      .where('revision', '=', revision)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  return {
    read,

    /**
     * Saves `facts` as the draft if the draft is still at `baseRevision`
     * (0: there is none), moving it on by one, with its audit entry, in one
     * transaction; otherwise changes nothing and answers the latest draft.
     */
    async save(
      facts: unknown,
      change: { baseRevision: number; changed: string[] },
      by: Actor,
      now = new Date(),
    ): Promise<DraftSaveOutcome> {
      const at = now.toISOString();
      const row = {
        facts: JSON.stringify(facts),
        revision: change.baseRevision + 1,
        saved_by: by,
        saved_at: at,
        changed: JSON.stringify(change.changed),
      };
      const saved = await db.transaction().execute(async (trx) => {
        let written: number;
        if (change.baseRevision === 0) {
          const result = await trx
            .insertInto('site_drafts')
            .values({ id: ROW, ...row })
            .onConflict((oc) => oc.column('id').doNothing())
            .executeTakeFirst();
          written = Number(result.numInsertedOrUpdatedRows ?? 0);
        } else {
          const result = await trx
            .updateTable('site_drafts')
            .set(row)
            .where('id', '=', ROW)
            .where('revision', '=', change.baseRevision)
            .executeTakeFirst();
          written = Number(result.numUpdatedRows);
        }
        if (written !== 1) return false;
        await writeAudit(
          trx,
          by,
          'site-draft',
          { revision: row.revision, changed: change.changed },
          now,
        );
        return true;
      });
      const latest = await read();
      return saved && latest ? { saved: latest } : { stale: latest };
    },

    /**
     * Empties the draft if it is still at `revision`, moving it on by one
     * (the row stays, so its revision is never reused); false when it moved on.
     */
    async discard(revision: number, by: Actor, now = new Date()): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await empty(trx, revision, by, now))) return false;
        await writeAudit(trx, by, 'site-draft-discard', { revision }, now);
        return true;
      });
    },

    /**
     * Empties the draft once it is published, if it is still at `revision`
     * (the publish's own audit entry names what it changed).
     */
    published: (revision: number, by: Actor, now = new Date()) => empty(db, revision, by, now),
  };
}

export type SiteDraftStore = ReturnType<typeof siteDraftStore>;
