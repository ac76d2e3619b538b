/**
 * The audit log of staff actions, from the console and the command line
 * alike. An entry is written by the store function that performs the
 * action, inside its transaction, so the action and its record commit
 * together or not at all. An entry says who and what, with references and
 * counts: never a registrant's name, address, phone or message, and never a
 * secret.
 */
import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

export type StaffAction =
  | 'enrol'
  | 'add-passkey'
  | 'sign-in'
  | 'failed-sign-in'
  | 'sign-out'
  | 'export'
  | 'erase'
  | 'purge'
  | 'backup'
  | 'copy'
  | 'contacted'
  | 'note'
  | 'retry'
  | 'release'
  | 'status-change'
  | 'import'
  | 'invite'
  | 'remove-staff'
  | 'stage'
  | 'hold'
  | 'release-hold'
  | 'expire-hold'
  | 'announcement-draft'
  | 'announcement-test'
  | 'announcement-send'
  | 'unsubscribe'
  | 'site-draft'
  | 'site-draft-discard'
  | 'site-publish'
  | 'site-rollback'
  /** A person confirmed from their mailbox that they want the announcements. */
  | 'consent-confirmed';

/** Who did it: a member's email in the console, or "command line (<system user>)". */
export type Actor = string;

export type AuditEntry = {
  at: string;
  email: string;
  action: StaffAction;
  detail: Record<string, unknown>;
};

/**
 * The actor of a staff command: the command line and the system user who ran
 * it (the command passes its environment, for a user with no account entry).
 */
export function commandLineActor(env: { USER?: string; LOGNAME?: string }): Actor {
  let name = env.USER || env.LOGNAME || '';
  try {
    name = userInfo().username || name;
  } catch {
    // No entry for this user id (a container's bare uid): the environment's name, if any.
  }
  return `command line (${name || 'unknown user'})`;
}

type Queryable = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

let written = 0;
/**
 * An entry's id: this machine's time and a count, then a random part, so
 * entries recorded at one instant (by a clock a test fixes, or within one
 * millisecond) still read newest first.
 */
const entryId = () =>
  `${Date.now().toString(36).padStart(9, '0')}${(written++ % 1296).toString(36).padStart(2, '0')}-${randomUUID()}`;

/** Writes one entry; call it with the transaction of the action it records. */
export async function writeAudit(
  db: Queryable,
  actor: Actor,
  action: StaffAction,
  detail: Record<string, unknown> = {},
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      id: entryId(),
      at: now.toISOString(),
      staff_email: actor,
      action,
      detail: JSON.stringify(detail),
    })
    .execute();
}

/** The latest entries, newest first: at most `limit`, and none before `since` (ISO). */
export async function readAudit(
  db: Queryable,
  { limit = 200, since = '' }: { limit?: number; since?: string } = {},
): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('staff_audit')
    .selectAll()
    .where('at', '>=', since)
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
}
