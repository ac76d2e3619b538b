/**
 * Erasing a person and purging old registrations: each takes the
 * registrations with every message they caused, what staff noted and did
 * about them (notes, stages, holds) and the unsubscribe links of an address
 * left with none, under the lock every write about a person takes
 * (person-lock.ts), so nothing more goes out or is written for them once it
 * returns.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { ExpressionOrFactory, SqlBool, Transaction } from 'kysely';
import { type Actor, writeAudit } from './audit.ts';
import type { RegistrationsDatabase } from './database.ts';
import type { DatabaseSchema } from './schema.ts';

/** How often an erase or purge looks again while a worker is still sending one of the messages. */
const WITHDRAW_POLL_MS = 100;

export type RemovalOptions = {
  /** Told, once, that the removal waits for a message being sent (until `until` at most). */
  onWait?: (messages: number, until: string) => void;
  /** The member of staff (or command line) doing it: the audit entry is written in the removal's transaction. */
  actor?: Actor;
  /** The time the audit entry gives (by default, now). */
  now?: Date;
};

/** What an erase or purge would remove, shown before anything goes. */
export type RemovalPreview = {
  registrations: number;
  /** The messages they caused, queued or sent. */
  emails: number;
  /** The oldest and newest of them (ISO), or null when there are none. */
  first: string | null;
  last: string | null;
};

const counted = (p: RemovalPreview) => ({ registrations: p.registrations, emails: p.emails });

/** What erasing a person would remove: their address (null when found by reference only) and counts. */
export type ErasePreview = { address: string | null; registrations: number; emails: number };

/** What erase and purge commands print when they wait (see RemovalOptions.onWait). */
export function removalWaitNotice(messages: number, until: string): string {
  return `Waiting for ${messages === 1 ? 'a message' : `${messages} messages`} being sent at this moment to finish (at the latest ${until}), so that nothing more goes out for them.`;
}

/** Messages an erase or purge must wait for: a worker holds a live lease on them. */
type Busy = { leased: number; until: string };

/** What an erase or purge removed. */
export type Removed = {
  registrations: { id: string; createdAt: string }[];
  messageIds: string[];
};

type Database = Pick<RegistrationsDatabase, 'db' | 'kind' | 'databaseTime'>;

/** Erase and purge over one database. */
export function removalStore(database: Database) {
  const { db } = database;
  /**
   * What `erase(who)` would remove, read only: the address (for an erase
   * by reference, that registration's, or null when it has none), how many
   * registrations and how many emails they caused.
   */
  async function erasePreview(who: { email: string } | { id: string }): Promise<ErasePreview> {
    const address = 'email' in who ? who.email.trim().toLowerCase() : '';
    const preview = await removalPreview(database, (eb) =>
      'email' in who ? eb(eb.fn('lower', ['email']), '=', address) : eb('id', '=', who.id),
    );
    if ('email' in who) return { address: who.email.trim(), ...counted(preview) };
    const found = await db
      .selectFrom('registrations')
      .select('email')
      .where('id', '=', who.id)
      .executeTakeFirst();
    return { address: found?.email ?? null, ...counted(preview) };
  }

  /**
   * What the console's Erase takes for one registration: every registration
   * with its email address (any case), or that one alone when it has none;
   * with what that would remove. Null when no registration has the reference.
   */
  async function eraseScope(id: string) {
    const found = await db
      .selectFrom('registrations')
      .select('email')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!found) return null;
    const who = found.email ? { email: found.email } : { id };
    return { who, preview: await erasePreview(who) };
  }

  /**
   * Erases every registration with this email address (any case) or this
   * id, and every message they caused, sent or not. Returns what went.
   * Waits for a message of theirs being sent at that moment (see
   * removeWithMessages): once it returns, nothing more goes out for them.
   * With an actor, the erase is recorded (references and counts only) in
   * its transaction.
   */
  async function erase(who: { email: string } | { id: string }, options: RemovalOptions = {}) {
    const address = 'email' in who ? who.email.trim().toLowerCase() : '';
    return removeWithMessages(
      database,
      (eb) =>
        'email' in who ? eb(eb.fn('lower', ['email']), '=', address) : eb('id', '=', who.id),
      options,
      (removed) => ({
        action: 'erase',
        detail: {
          registrations: removed.registrations,
          messages: removed.messageIds.length,
          byEmail: 'email' in who,
        },
      }),
    );
  }

  /** What purging the registrations made before `before` (ISO) would delete, read only. */
  async function purgePreview(before: string): Promise<RemovalPreview> {
    return removalPreview(database, (eb) => eb('created_at', '<', before));
  }

  /**
   * Deletes the registrations made before `before` (ISO) and their
   * messages, waiting as erase does for a message being sent. With an
   * actor, the purge is recorded (the cut-off and counts) in its transaction.
   */
  async function purge(before: string, options: RemovalOptions = {}) {
    const removed = await removeWithMessages(
      database,
      (eb) => eb('created_at', '<', before),
      options,
      (gone) => ({
        action: 'purge',
        detail: {
          before,
          registrations: gone.registrations.length,
          messages: gone.messageIds.length,
        },
      }),
    );
    return { registrations: removed.registrations.length, messageIds: removed.messageIds };
  }

  return { erasePreview, eraseScope, erase, purgePreview, purge };
}

/** Which registrations a preview counts, as Kysely's WHERE over them takes it. */
type RegistrationsWhere = ExpressionOrFactory<DatabaseSchema, 'registrations', SqlBool>;

/**
 * The registrations `where` finds, oldest first, locked for the rest of
 * `trx`: on PostgreSQL read FOR UPDATE, the row every write about a person
 * locks first (person-lock.ts), so a hold, note or stage written beside the
 * erase on another server commits before it, and is then taken with it, or
 * waits and finds the person gone. On SQLite the transaction already holds
 * the file's write lock.
 */
async function lockedRegistrations(
  kind: RegistrationsDatabase['kind'],
  trx: Transaction<DatabaseSchema>,
  where: RegistrationsWhere,
) {
  // Locked in the order of their ids, as every writer locking several does
  // (person-lock.ts), so a purge and an announcement's send never wait for each other.
  const query = trx
    .selectFrom('registrations')
    .select(['id', 'created_at', 'address_hash'])
    .where(where)
    .orderBy('id');
  const rows = await (kind === 'postgres' ? query.forUpdate() : query).execute();
  return rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

/** How many registrations `where` finds, their date range and how many messages they caused. */
async function removalPreview(
  { db }: Pick<RegistrationsDatabase, 'db'>,
  where: RegistrationsWhere,
): Promise<RemovalPreview> {
  const found = await db
    .selectFrom('registrations')
    .where(where)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.min('created_at').as('first'),
      eb.fn.max('created_at').as('last'),
    ])
    .executeTakeFirstOrThrow();
  const { emails } = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('emails'))
    .where('registration_id', 'in', (eb) =>
      eb.selectFrom('registrations').select('id').where(where),
    )
    .executeTakeFirstOrThrow();
  return {
    registrations: Number(found.n),
    emails: Number(emails),
    first: (found.first as string | null) ?? null,
    last: (found.last as string | null) ?? null,
  };
}

/**
 * Deletes the registrations `where` finds, with every message they caused
 * and everything kept about them, so that once it returns nothing more is
 * sent or written for them. In one transaction it locks them first (the
 * lock every write about a person takes), withdraws their unsent messages (no worker claims them
 * again, and a worker that has claimed one gives it back without sending,
 * see outbox.beforeSend) and checks for live leases. While a worker still
 * holds one, it may be handing that message to the mail server or writing
 * its file: the removal then commits the withdrawal, waits, and looks
 * again. A worker gives a lease back as soon as its send ends, and abandons
 * any send well before its lease runs out (server/mail/worker.ts), so the wait is
 * at most the send in progress, and never longer than the lease. When no
 * lease is live, the rows go in that same transaction.
 */
async function removeWithMessages(
  { db, kind, databaseTime }: Database,
  where: RegistrationsWhere,
  options: RemovalOptions,
  audit?: (removed: Removed) => { action: 'erase' | 'purge'; detail: Record<string, unknown> },
): Promise<Removed> {
  let told = false;
  for (;;) {
    const outcome = await db.transaction().execute(async (trx): Promise<Removed | Busy> => {
      const matches = await lockedRegistrations(kind, trx, where);
      const ids = matches.map((r) => r.id);
      const registrations = matches.map((r) => ({ id: r.id, createdAt: r.created_at }));
      const record = async (removed: Removed) => {
        if (!options.actor || !audit) return;
        const entry = audit(removed);
        await writeAudit(trx, options.actor, entry.action, entry.detail, options.now);
      };
      if (ids.length === 0) {
        await record({ registrations, messageIds: [] });
        return { registrations, messageIds: [] };
      }
      await trx
        .updateTable('outbox')
        .set({ status: 'withdrawn' })
        .where('registration_id', 'in', ids)
        .where('status', 'not in', ['sent', 'withdrawn'])
        .execute();
      const leased = await trx
        .selectFrom('outbox')
        .select('lease_until')
        .where('registration_id', 'in', ids)
        .where('lease_owner', 'is not', null)
        .where('lease_until', '>=', databaseTime())
        .orderBy('lease_until', 'desc')
        .execute();
      if (leased.length > 0) return { leased: leased.length, until: leased[0]?.lease_until ?? '' };
      // Every message their registrations caused: the confirmation to them and the staff copy.
      const messageIds = (
        await trx.deleteFrom('outbox').where('registration_id', 'in', ids).returning('id').execute()
      ).map((m) => m.id);
      // Everything else about them: what staff noted and did (a hold, live or
      // ended, frees its unit), and the unsubscribe links of an address
      // no registration has any more. Only the do-not-contact entry of an
      // address that unsubscribed stays: a hash, kept so it is never mailed again.
      await trx.deleteFrom('lead_status').where('registration_id', 'in', ids).execute();
      await trx.deleteFrom('lead_stage_changes').where('registration_id', 'in', ids).execute();
      // Their consent to the announcements, and its confirmation links.
      await trx.deleteFrom('consent_tokens').where('registration_id', 'in', ids).execute();
      await trx.deleteFrom('marketing_consents').where('registration_id', 'in', ids).execute();
      await trx.deleteFrom('unit_holds').where('registration_id', 'in', ids).execute();
      await trx.deleteFrom('registrations').where('id', 'in', ids).execute();
      const hashes = [...new Set(matches.flatMap((r) => (r.address_hash ? [r.address_hash] : [])))];
      if (hashes.length > 0)
        await trx
          .deleteFrom('unsubscribe_tokens')
          .where('address_hash', 'in', hashes)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('registrations')
                  .select('id')
                  .whereRef('registrations.address_hash', '=', 'unsubscribe_tokens.address_hash'),
              ),
            ),
          )
          .execute();
      await record({ registrations, messageIds });
      return { registrations, messageIds };
    });
    if (!('leased' in outcome)) return outcome;
    if (!told) options.onWait?.(outcome.leased, outcome.until);
    told = true;
    await sleep(WITHDRAW_POLL_MS);
  }
}
