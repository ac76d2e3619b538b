/**
 * The console's data, through the one database module (database.ts), so it
 * runs unchanged on SQLite and PostgreSQL: members of staff and their
 * passkeys, invites, sessions, WebAuthn challenges, the audit log, what
 * staff noted about each lead, and the live availability of units.
 *
 * Secrets the browser holds (an invite's token, a session's id) are random
 * 32-byte values; only their SHA-256 hashes are stored, so a copy of the
 * database opens no session and spends no invite.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type DatabaseSource, databaseConfig, databaseFrom } from './database.ts';
import type { OutboxStatus, StaffChallengesTable } from './database-schema.ts';

/** An invite's link works for 24 hours, once. */
export const INVITE_LIFETIME_MS = 24 * 60 * 60_000;
/** A session ends after 30 idle minutes… */
export const DEFAULT_SESSION_IDLE_MS = 30 * 60_000;
/** …and 8 hours after sign-in in any case. */
export const SESSION_ABSOLUTE_MS = 8 * 60 * 60_000;
/** A WebAuthn challenge must be answered within five minutes. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

export type StaffAction =
  | 'enrol'
  | 'add-passkey'
  | 'sign-in'
  | 'sign-out'
  | 'export'
  | 'erase'
  | 'purge'
  | 'contacted'
  | 'note'
  | 'retry'
  | 'release'
  | 'status-change'
  | 'import';

export type StaffMember = { id: string; email: string; createdAt: string; passkeys: number };
export type Session = { staffId: string; email: string; expiresAt: string };
export type ChallengePurpose = StaffChallengesTable['purpose'];

/**
 * A member's address, by the strictest rule of what reads it next (the mail
 * library): one plain address, no display name, comma, quote or bracket.
 */
export function isStaffEmail(value: string): boolean {
  return (
    value.length <= 254 &&
    /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(value.trim())
  );
}

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

export type InviteMail = {
  from: string;
  messageIdDomain: string;
  /** The site's name, for the subject line. */
  siteName: string;
};

export type StaffStore = Awaited<ReturnType<typeof openStaffStore>>;

export async function openStaffStore(
  source: DatabaseSource = databaseConfig(),
  options: { idleMs?: number } = {},
) {
  const database = await databaseFrom(source);
  const { db } = database;
  const idleMs = options.idleMs ?? DEFAULT_SESSION_IDLE_MS;

  async function memberByEmail(email: string) {
    return db
      .selectFrom('staff_members')
      .selectAll()
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
  }

  return {
    location: database.location,
    db,

    /**
     * Creates the member (or finds them) and issues a new invite, which
     * replaces any they had not used; the link's message is queued in the
     * same transaction. Returns the one-time link (never stored as such).
     */
    async invite(email: string, origin: string, mail: InviteMail, now = new Date()) {
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
        const earlier = await trx
          .selectFrom('staff_invites')
          .select('message_id')
          .where('staff_id', '=', member.id)
          .where('used_at', 'is', null)
          .execute();
        const spentMessages = earlier.flatMap((e) => (e.message_id ? [e.message_id] : []));
        if (spentMessages.length > 0)
          await trx.deleteFrom('outbox').where('id', 'in', spentMessages).execute();
        await trx
          .deleteFrom('staff_invites')
          .where('staff_id', '=', member.id)
          .where('used_at', 'is', null)
          .execute();
        const messageId = randomUUID();
        const expires = new Date(now.getTime() + INVITE_LIFETIME_MS).toISOString();
        const message = {
          kind: 'staff-invite',
          from: mail.from,
          to: address,
          subject: `Your sign-in to the ${mail.siteName} console`,
          text: [
            `You have been invited to the ${mail.siteName} console.`,
            '',
            'Open this link on the device you will sign in with, and create a passkey:',
            link,
            '',
            `The link works once, until ${expires} (UTC). If it has run out, ask for a new invite.`,
          ].join('\n'),
        };
        await trx
          .insertInto('outbox')
          .values({
            id: messageId,
            registration_id: `staff-invite:${member.id}`,
            kind: message.kind,
            recipient: address,
            subject: message.subject,
            message_id: `<${messageId}@${mail.messageIdDomain}>`,
            payload: JSON.stringify(message),
            status: 'pending',
            attempts: 0,
            created_at: at,
            queued_at: at,
            next_attempt_at: at,
            lease_owner: null,
            lease_until: null,
            last_error: null,
            sent_at: null,
          })
          .execute();
        await trx
          .insertInto('staff_invites')
          .values({
            token_hash: hashSecret(token),
            staff_id: member.id,
            created_at: at,
            expires_at: expires,
            used_at: null,
            message_id: messageId,
          })
          .execute();
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

    /** Removes a member with their passkeys, invites and sessions; false if there was none. */
    async remove(email: string): Promise<boolean> {
      const member = await memberByEmail(email);
      if (!member) return false;
      await db.transaction().execute(async (trx) => {
        for (const table of ['staff_credentials', 'staff_invites', 'staff_sessions'] as const)
          await trx.deleteFrom(table).where('staff_id', '=', member.id).execute();
        await trx.deleteFrom('staff_challenges').where('staff_id', '=', member.id).execute();
        await trx.deleteFrom('staff_members').where('id', '=', member.id).execute();
      });
      return true;
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
        return member;
      });
    },

    /** Keeps another passkey for a member who is signed in. */
    async addPasskey(
      staffId: string,
      credential: { id: string; publicKey: string; counter: number; transports?: string[] },
      now = new Date(),
    ) {
      await db
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

    /** Starts a session: a new random id, of which only the hash is kept. */
    async startSession(staffId: string, now = new Date()): Promise<string> {
      const id = newSecret();
      const at = now.toISOString();
      await db.deleteFrom('staff_sessions').where('expires_at', '<=', at).execute();
      await db
        .insertInto('staff_sessions')
        .values({
          id_hash: hashSecret(id),
          staff_id: staffId,
          created_at: at,
          last_seen_at: at,
          expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
        })
        .execute();
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

    async endSession(id: string) {
      await db.deleteFrom('staff_sessions').where('id_hash', '=', hashSecret(id)).execute();
    },

    /** Records a staff action. `detail` holds references and counts, never a person's details. */
    async record(
      email: string,
      action: StaffAction,
      detail: Record<string, unknown> = {},
      now = new Date(),
    ) {
      await db
        .insertInto('staff_audit')
        .values({
          id: randomUUID(),
          at: now.toISOString(),
          staff_email: email,
          action,
          detail: JSON.stringify(detail),
        })
        .execute();
    },

    async auditLog(limit = 200) {
      const rows = await db
        .selectFrom('staff_audit')
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        at: r.at,
        email: r.staff_email,
        action: r.action as StaffAction,
        detail: JSON.parse(r.detail) as Record<string, unknown>,
      }));
    },

    /** Marks a lead contacted (by whom, when) and keeps the note, if one is given. */
    async markContacted(
      registrationId: string,
      by: string,
      change: { contacted?: boolean; note?: string | null },
      now = new Date(),
    ): Promise<boolean> {
      const at = now.toISOString();
      const exists = await db
        .selectFrom('registrations')
        .select('id')
        .where('id', '=', registrationId)
        .executeTakeFirst();
      if (!exists) return false;
      await db.transaction().execute(async (trx) => {
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
        };
        if (current)
          await trx
            .updateTable('lead_status')
            .set(next)
            .where('registration_id', '=', registrationId)
            .execute();
        else await trx.insertInto('lead_status').values(next).execute();
      });
      return true;
    },

    /** Puts one failed or held message back in the queue; false when it was neither. */
    async requeue(messageId: string, from: 'failed' | 'held', now = new Date()) {
      const at = now.toISOString();
      const result = await db
        .updateTable('outbox')
        .set({ status: 'pending', queued_at: at, next_attempt_at: at })
        .where('id', '=', messageId)
        // 'held' arrives with the verification flag (migration 0003); until then no row has it.
        .where('status', '=', from as OutboxStatus)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The units staff changed since the build: id → available. */
    async availabilityOverrides(): Promise<Map<string, boolean>> {
      const rows = await db.selectFrom('unit_availability').selectAll().execute();
      return new Map(rows.map((r) => [r.unit_id, r.available === 1]));
    },

    /** Sets the live availability of units, in one transaction. */
    async setAvailability(
      changes: readonly { id: string; available: boolean }[],
      by: string,
      now = new Date(),
    ) {
      const at = now.toISOString();
      await db.transaction().execute(async (trx) => {
        for (const { id, available } of changes) {
          await trx.deleteFrom('unit_availability').where('unit_id', '=', id).execute();
          await trx
            .insertInto('unit_availability')
            .values({ unit_id: id, available: available ? 1 : 0, updated_at: at, updated_by: by })
            .execute();
        }
      });
    },

    close: database.close,
  };
}
