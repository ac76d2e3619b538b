/**
 * The console's data, through the one database module (server/store/database.ts), so it
 * runs unchanged on SQLite and PostgreSQL: members of staff and their
 * passkeys, invites, sessions, WebAuthn challenges, the audit log, what
 * staff noted about each lead, and the live availability of units.
 *
 * Secrets the browser holds (an invite's token, a session's id) are random
 * 32-byte values; only their SHA-256 hashes are stored, so a copy of the
 * database opens no session and spends no invite. An invite's link is never
 * queued in the outbox either: the command mails it itself (server/mail/invite-mail.ts).
 *
 * Every function that performs a staff action takes the actor and writes the
 * audit entry in the action's own transaction (server/store/audit.ts).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { isValidEmail } from '../../src/features/registration/registration-schema.ts';
import { type Actor, readAudit, type StaffAction, writeAudit } from './audit.ts';
import { type DatabaseSource, databaseFrom } from './database.ts';
import { holdsStore, registrationExists } from './holds.ts';
import type { OutboxStatus, StaffChallengesTable } from './schema.ts';

export type { StaffAction };

/** An invite's link works for 24 hours, once. */
export const INVITE_LIFETIME_MS = 24 * 60 * 60_000;
/** A session ends after 30 idle minutes… */
export const DEFAULT_SESSION_IDLE_MS = 30 * 60_000;
/** …and 8 hours after sign-in in any case. */
export const SESSION_ABSOLUTE_MS = 8 * 60 * 60_000;
/** A WebAuthn challenge must be answered within five minutes. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

export type StaffMember = { id: string; email: string; createdAt: string; passkeys: number };
export type Session = { staffId: string; email: string; expiresAt: string };
export type ChallengePurpose = StaffChallengesTable['purpose'];

/**
 * A member's address, by the registration form's own rule (one plain
 * address, no display name, comma, quote or bracket), which is the strictest
 * rule of what reads it next, the mail library.
 */
export function isStaffEmail(value: string): boolean {
  const address = value.trim();
  return address.length <= 254 && isValidEmail(address);
}

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

/** What removing a member came to: refused for the last one unless forced. */
export type RemoveOutcome = 'removed' | 'not-found' | 'last-member';

/** Why a sign-in failed, as the audit log records it (never the passkey's data). */
export type FailedSignIn = {
  /** The passkey's id as the browser sent it, to find whose account it was; never recorded. */
  credentialId?: string | null;
  reason: string;
};

/** A lead's stage after "contacted" was set or cleared: only New and Contacted move. */
function stageAfterContacted(
  current: { stage: string; stage_at: string | null; stage_by: string | null } | undefined,
  contacted: boolean | undefined,
  by: Actor,
  at: string,
) {
  const stage = current?.stage ?? 'new';
  const kept = { stage, stage_at: current?.stage_at ?? null, stage_by: current?.stage_by ?? null };
  if (contacted === true && stage === 'new')
    return { stage: 'contacted', stage_at: at, stage_by: by };
  if (contacted === false && stage === 'contacted')
    return { stage: 'new', stage_at: at, stage_by: by };
  return kept;
}

export type StaffStore = Awaited<ReturnType<typeof openStaffStore>>;

export async function openStaffStore(source: DatabaseSource, options: { idleMs?: number } = {}) {
  const database = await databaseFrom(source);
  const { db } = database;
  const idleMs = options.idleMs ?? DEFAULT_SESSION_IDLE_MS;

  const holds = holdsStore(database);

  return {
    location: database.location,
    db,
    /** Lead stages and unit holds (holds-store.ts). */
    holds,

    /**
     * Creates the member (or finds them) and issues a new invite, which
     * replaces any they had not used, with its audit entry. Returns the
     * one-time link: only its hash is stored, and nothing is queued, so no
     * table and no backup ever holds it.
     */
    async invite(email: string, origin: string, actor: Actor, now = new Date()) {
      const address = email.trim().toLowerCase();
      const token = newSecret();
      const link = `${origin}/staff/enrol#invite=${token}`;
      const at = now.toISOString();
      return db.transaction().execute(async (trx) => {
        let member = await trx
          .selectFrom('staff_members')
          .selectAll()
          .where('email', '=', address)
          .executeTakeFirst();
        const created = !member;
        if (!member) {
          member = { id: randomUUID(), email: address, created_at: at };
          await trx.insertInto('staff_members').values(member).execute();
        }
        // An unused invite from before this release may have queued its link: it goes too.
        const earlier = await trx
          .selectFrom('staff_invites')
          .select('message_id')
          .where('staff_id', '=', member.id)
          .where('used_at', 'is', null)
          .execute();
        const queued = earlier.flatMap((e) => (e.message_id ? [e.message_id] : []));
        if (queued.length > 0) await trx.deleteFrom('outbox').where('id', 'in', queued).execute();
        await trx
          .deleteFrom('staff_invites')
          .where('staff_id', '=', member.id)
          .where('used_at', 'is', null)
          .execute();
        const expires = new Date(now.getTime() + INVITE_LIFETIME_MS).toISOString();
        await trx
          .insertInto('staff_invites')
          .values({
            token_hash: hashSecret(token),
            staff_id: member.id,
            created_at: at,
            expires_at: expires,
            used_at: null,
            message_id: null,
          })
          .execute();
        await writeAudit(trx, actor, 'invite', { member: address, created }, now);
        return { link, created, email: address, expiresAt: expires };
      });
    },

    async members(): Promise<StaffMember[]> {
      const rows = await db
        .selectFrom('staff_members')
        .leftJoin('staff_credentials', 'staff_credentials.staff_id', 'staff_members.id')
        .select((eb) => [
          'staff_members.id',
          'staff_members.email',
          'staff_members.created_at',
          eb.fn.count<number | string>('staff_credentials.id').as('passkeys'),
        ])
        .groupBy(['staff_members.id', 'staff_members.email', 'staff_members.created_at'])
        .orderBy('staff_members.email')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        email: r.email,
        createdAt: r.created_at,
        passkeys: Number(r.passkeys),
      }));
    },

    /**
     * Removes a member with their passkeys, invites and sessions, with its
     * audit entry. The last member is kept unless `force` is given: nobody
     * could sign in to the console after that.
     */
    async remove(
      email: string,
      actor: Actor,
      { force = false, now = new Date() }: { force?: boolean; now?: Date } = {},
    ): Promise<RemoveOutcome> {
      return db.transaction().execute(async (trx) => {
        const member = await trx
          .selectFrom('staff_members')
          .selectAll()
          .where('email', '=', email.trim().toLowerCase())
          .executeTakeFirst();
        if (!member) return 'not-found';
        const { others } = await trx
          .selectFrom('staff_members')
          .select((eb) => eb.fn.countAll<number | string>().as('others'))
          .where('id', '!=', member.id)
          .executeTakeFirstOrThrow();
        if (Number(others) === 0 && !force) return 'last-member';
        for (const table of ['staff_credentials', 'staff_invites', 'staff_sessions'] as const)
          await trx.deleteFrom(table).where('staff_id', '=', member.id).execute();
        await trx.deleteFrom('staff_challenges').where('staff_id', '=', member.id).execute();
        await trx.deleteFrom('staff_members').where('id', '=', member.id).execute();
        await writeAudit(trx, actor, 'remove-staff', { member: member.email, force }, now);
        return 'removed';
      });
    },

    /** The member an unused, unexpired invite token belongs to. */
    async inviteHolder(token: string, now = new Date()) {
      return db
        .selectFrom('staff_invites')
        .innerJoin('staff_members', 'staff_members.id', 'staff_invites.staff_id')
        .select(['staff_members.id', 'staff_members.email'])
        .where('staff_invites.token_hash', '=', hashSecret(token))
        .where('staff_invites.used_at', 'is', null)
        .where('staff_invites.expires_at', '>', now.toISOString())
        .executeTakeFirst();
    },

    /**
     * Spends the invite and keeps the passkey, in one transaction: of two
     * enrolments racing with one link, one wins. False when the invite was
     * already used, expired or replaced.
     */
    async enrol(
      token: string,
      credential: { id: string; publicKey: string; counter: number; transports?: string[] },
      now = new Date(),
    ): Promise<{ id: string; email: string } | null> {
      const at = now.toISOString();
      return db.transaction().execute(async (trx) => {
        const invite = await trx
          .updateTable('staff_invites')
          .set({ used_at: at })
          .where('token_hash', '=', hashSecret(token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', at)
          .returning(['staff_id', 'message_id'])
          .executeTakeFirst();
        if (!invite) return null;
        // The link is spent: the message that carried it goes too.
        if (invite.message_id)
          await trx.deleteFrom('outbox').where('id', '=', invite.message_id).execute();
        await trx
          .insertInto('staff_credentials')
          .values({
            id: credential.id,
            staff_id: invite.staff_id,
            public_key: credential.publicKey,
            counter: credential.counter,
            transports: credential.transports ? JSON.stringify(credential.transports) : null,
            created_at: at,
            last_used_at: null,
          })
          .execute();
        const member = await trx
          .selectFrom('staff_members')
          .select(['id', 'email'])
          .where('id', '=', invite.staff_id)
          .executeTakeFirstOrThrow();
        await writeAudit(trx, member.email, 'enrol', { passkey: 'created' }, now);
        return member;
      });
    },

    /** Keeps another passkey for a member who is signed in, with its audit entry. */
    async addPasskey(
      staffId: string,
      credential: { id: string; publicKey: string; counter: number; transports?: string[] },
      actor: Actor,
      now = new Date(),
    ) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('staff_credentials')
          .values({
            id: credential.id,
            staff_id: staffId,
            public_key: credential.publicKey,
            counter: credential.counter,
            transports: credential.transports ? JSON.stringify(credential.transports) : null,
            created_at: now.toISOString(),
            last_used_at: null,
          })
          .execute();
        await writeAudit(trx, actor, 'add-passkey', {}, now);
      });
    },

    async credential(id: string) {
      const row = await db
        .selectFrom('staff_credentials')
        .innerJoin('staff_members', 'staff_members.id', 'staff_credentials.staff_id')
        .select([
          'staff_credentials.id',
          'staff_credentials.staff_id',
          'staff_credentials.public_key',
          'staff_credentials.counter',
          'staff_credentials.transports',
          'staff_members.email',
        ])
        .where('staff_credentials.id', '=', id)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          staffId: row.staff_id,
          email: row.email,
          publicKey: row.public_key,
          counter: Number(row.counter),
          transports: row.transports ? (JSON.parse(row.transports) as string[]) : undefined,
        }
      );
    },

    async credentialIds(staffId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('staff_credentials')
        .select('id')
        .where('staff_id', '=', staffId)
        .execute();
      return rows.map((r) => r.id);
    },

    async credentialUsed(id: string, counter: number, now = new Date()) {
      await db
        .updateTable('staff_credentials')
        .set({ counter, last_used_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** Keeps a challenge just issued, for one purpose (and one member, when known). */
    async issueChallenge(
      challenge: string,
      purpose: ChallengePurpose,
      staffId: string | null,
      now = new Date(),
    ) {
      const at = now.toISOString();
      await db.deleteFrom('staff_challenges').where('expires_at', '<=', at).execute();
      await db
        .insertInto('staff_challenges')
        .values({
          challenge,
          purpose,
          staff_id: staffId,
          expires_at: new Date(now.getTime() + CHALLENGE_LIFETIME_MS).toISOString(),
        })
        .execute();
    },

    /** Spends a challenge: true once, for the purpose (and member) it was issued for, in time. */
    async consumeChallenge(
      challenge: string,
      purpose: ChallengePurpose,
      staffId: string | null,
      now = new Date(),
    ): Promise<boolean> {
      let query = db
        .deleteFrom('staff_challenges')
        .where('challenge', '=', challenge)
        .where('purpose', '=', purpose)
        .where('expires_at', '>', now.toISOString());
      query = staffId === null ? query : query.where('staff_id', '=', staffId);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /**
     * Starts a session: a new random id, of which only the hash is kept. With
     * `signedIn` (the member's email), the sign-in is recorded with it.
     */
    async startSession(staffId: string, now = new Date(), signedIn?: Actor): Promise<string> {
      const id = newSecret();
      const at = now.toISOString();
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('staff_sessions').where('expires_at', '<=', at).execute();
        await trx
          .insertInto('staff_sessions')
          .values({
            id_hash: hashSecret(id),
            staff_id: staffId,
            created_at: at,
            last_seen_at: at,
            expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
          })
          .execute();
        if (signedIn) await writeAudit(trx, signedIn, 'sign-in', {}, now);
      });
      return id;
    },

    /**
     * The session a cookie's id opens, renewed for another idle period; null
     * when it is unknown, idle too long or past its absolute end (it is then
     * deleted).
     */
    async resumeSession(id: string, now = new Date()): Promise<Session | null> {
      const hash = hashSecret(id);
      const row = await db
        .selectFrom('staff_sessions')
        .innerJoin('staff_members', 'staff_members.id', 'staff_sessions.staff_id')
        .select([
          'staff_sessions.staff_id',
          'staff_sessions.last_seen_at',
          'staff_sessions.expires_at',
          'staff_members.email',
        ])
        .where('staff_sessions.id_hash', '=', hash)
        .executeTakeFirst();
      if (!row) return null;
      const at = now.getTime();
      if (at >= Date.parse(row.expires_at) || at - Date.parse(row.last_seen_at) >= idleMs) {
        await db.deleteFrom('staff_sessions').where('id_hash', '=', hash).execute();
        return null;
      }
      await db
        .updateTable('staff_sessions')
        .set({ last_seen_at: now.toISOString() })
        .where('id_hash', '=', hash)
        .execute();
      return { staffId: row.staff_id, email: row.email, expiresAt: row.expires_at };
    },

    /** Ends a session; with `signedOut` (the member's email), the sign-out is recorded with it. */
    async endSession(id: string, signedOut?: Actor, now = new Date()) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('staff_sessions').where('id_hash', '=', hashSecret(id)).execute();
        if (signedOut) await writeAudit(trx, signedOut, 'sign-out', {}, now);
      });
    },

    /**
     * Records a failed sign-in: whose account the passkey belongs to, when it
     * is known, and why it failed; never the passkey's data or the challenge.
     */
    async recordFailedSignIn(failure: FailedSignIn, now = new Date()) {
      const owner = failure.credentialId
        ? await db
            .selectFrom('staff_credentials')
            .innerJoin('staff_members', 'staff_members.id', 'staff_credentials.staff_id')
            .select('staff_members.email')
            .where('staff_credentials.id', '=', failure.credentialId)
            .executeTakeFirst()
        : undefined;
      await writeAudit(
        db,
        owner?.email ?? 'unknown passkey',
        'failed-sign-in',
        { reason: failure.reason },
        now,
      );
    },

    /** The latest entries, newest first (at most `limit`, none before `since`, ISO). */
    async auditLog(options: { limit?: number; since?: string } = {}) {
      return readAudit(db, options);
    },

    /** Marks a lead contacted (by whom, when) and keeps the note, if one is given. */
    async markContacted(
      registrationId: string,
      by: Actor,
      change: { contacted?: boolean; note?: string | null },
      now = new Date(),
    ): Promise<boolean> {
      const at = now.toISOString();
      return db.transaction().execute(async (trx) => {
        if (!(await registrationExists(trx, registrationId))) return false;
        const current = await trx
          .selectFrom('lead_status')
          .selectAll()
          .where('registration_id', '=', registrationId)
          .executeTakeFirst();
        const next = {
          registration_id: registrationId,
          contacted_at:
            change.contacted === undefined
              ? (current?.contacted_at ?? null)
              : change.contacted
                ? at
                : null,
          contacted_by:
            change.contacted === undefined
              ? (current?.contacted_by ?? null)
              : change.contacted
                ? by
                : null,
          note: change.note === undefined ? (current?.note ?? null) : change.note || null,
          updated_at: at,
          // Marking contacted moves a new lead to the Contacted stage, and back.
          ...stageAfterContacted(current, change.contacted, by, at),
        };
        if (current)
          await trx
            .updateTable('lead_status')
            .set(next)
            .where('registration_id', '=', registrationId)
            .execute();
        else await trx.insertInto('lead_status').values(next).execute();
        if (next.stage !== (current?.stage ?? 'new'))
          await trx
            .insertInto('lead_stage_changes')
            .values({
              id: randomUUID(),
              registration_id: registrationId,
              stage: next.stage,
              at,
              by,
            })
            .execute();
        if (change.contacted !== undefined)
          await writeAudit(
            trx,
            by,
            'contacted',
            { registration: registrationId, contacted: change.contacted },
            now,
          );
        if (change.note !== undefined)
          await writeAudit(trx, by, 'note', { registration: registrationId }, now);
        return true;
      });
    },

    /**
     * Puts one failed or held message back in the queue, with its audit
     * entry; false when it was neither. A retry starts the retry schedule
     * again (attempts back to 0), as `registrations:outbox -- --retry` does.
     */
    async requeue(messageId: string, from: 'failed' | 'held', actor: Actor, now = new Date()) {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('outbox')
          // By the database's clock, as the worker and the hourly ceiling count: a released
          // confirmation counts from its release, whichever server's clock is off.
          .set({
            status: 'pending',
            attempts: 0,
            queued_at: database.databaseTime(),
            next_attempt_at: database.databaseTime(),
          })
          .where('id', '=', messageId)
          .where('status', '=', from as OutboxStatus)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await writeAudit(
          trx,
          actor,
          from === 'failed' ? 'retry' : 'release',
          { message: messageId },
          now,
        );
        return true;
      });
    },

    /**
     * The units staff changed since the build: id → available. A unit held
     * for a lead is not available (Reserved on the public plan), whatever
     * else was set for it.
     */
    async availabilityOverrides(): Promise<Map<string, boolean>> {
      const rows = await db.selectFrom('unit_availability').selectAll().execute();
      const live = new Map(rows.map((r) => [r.unit_id, r.available === 1]));
      for (const hold of await holds.live()) live.set(hold.unitId, false);
      return live;
    },

    /** The units set in the console, with who set them and when, by unit id. */
    async consoleChanges() {
      const rows = await db
        .selectFrom('unit_availability')
        .selectAll()
        .orderBy('unit_id')
        .execute();
      return rows.map((r) => ({
        id: r.unit_id,
        available: r.available === 1,
        at: r.updated_at,
        by: r.updated_by,
      }));
    },

    /**
     * Sets the live availability of units, with the audit entry of the
     * action (a status change or an import), in one transaction.
     */
    async setAvailability(
      changes: readonly { id: string; available: boolean }[],
      actor: Actor,
      audit: { action: 'status-change' | 'import'; detail: Record<string, unknown> },
      now = new Date(),
    ) {
      const at = now.toISOString();
      await db.transaction().execute(async (trx) => {
        for (const { id, available } of changes) {
          await trx.deleteFrom('unit_availability').where('unit_id', '=', id).execute();
          await trx
            .insertInto('unit_availability')
            .values({
              unit_id: id,
              available: available ? 1 : 0,
              updated_at: at,
              updated_by: actor,
            })
            .execute();
        }
        await writeAudit(trx, actor, audit.action, audit.detail, now);
      });
    },

    /**
     * Records a command-line import of the plan's availability (units:import),
     * dropping the console's own settings of the units in `replaced` (the
     * file wins for them), in one transaction.
     */
    async recordImport(
      actor: Actor,
      detail: Record<string, unknown>,
      replaced: readonly string[] = [],
      now = new Date(),
    ) {
      await db.transaction().execute(async (trx) => {
        if (replaced.length > 0)
          await trx.deleteFrom('unit_availability').where('unit_id', 'in', replaced).execute();
        await writeAudit(trx, actor, 'import', detail, now);
      });
    },

    /** Records an action on the whole database (a backup, a copy), which has no transaction of its own. */
    async record(actor: Actor, action: 'backup' | 'copy', detail: Record<string, unknown>) {
      await writeAudit(db, actor, action, detail);
    },

    close: database.close,
  };
}
