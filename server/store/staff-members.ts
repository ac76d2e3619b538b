/**
 * Members of staff, their invites and their passkeys. Secrets the browser
 * holds (an invite's token) are random 32-byte values; only their SHA-256
 * hashes are stored, so a copy of the database spends no invite. An
 * invite's link is never queued in the outbox either: the command mails it
 * itself (server/mail/invite-mail.ts).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { isValidEmail } from '../../src/features/registration/registration-schema.ts';
import { type Actor, writeAudit } from './audit.ts';
import type { RegistrationsDatabase } from './database.ts';

/** An invite's link works for 24 hours, once. */
export const INVITE_LIFETIME_MS = 24 * 60 * 60_000;

export type StaffMember = { id: string; email: string; createdAt: string; passkeys: number };

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
export const newSecret = () => randomBytes(32).toString('base64url');

/** What removing a member came to: refused for the last one unless forced. */
export type RemoveOutcome = 'removed' | 'not-found' | 'last-member';

export function staffMembersStore({ db }: Pick<RegistrationsDatabase, 'db'>) {
  return {
    invite: invite.bind(null, { db }),

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

    remove: remove.bind(null, { db }),

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

    enrol: enrol.bind(null, { db }),

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

    credential: credential.bind(null, { db }),

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
  };
}

/**
 * Creates the member (or finds them) and issues a new invite, which
 * replaces any they had not used, with its audit entry. Returns the
 * one-time link: only its hash is stored, and nothing is queued, so no
 * table and no backup ever holds it.
 */
export async function invite(
  { db }: Pick<RegistrationsDatabase, 'db'>,
  email: string,
  origin: string,
  actor: Actor,
  now = new Date(),
) {
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
}

/**
 * Spends the invite and keeps the passkey, in one transaction: of two
 * enrolments racing with one link, one wins. False when the invite was
 * already used, expired or replaced.
 */
export async function enrol(
  { db }: Pick<RegistrationsDatabase, 'db'>,
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
}

/**
 * Removes a member with their passkeys, invites and sessions, with its
 * audit entry. The last member is kept unless `force` is given: nobody
 * could sign in to the console after that.
 */
export async function remove(
  { db }: Pick<RegistrationsDatabase, 'db'>,
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
}

export async function credential({ db }: Pick<RegistrationsDatabase, 'db'>, id: string) {
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
}
