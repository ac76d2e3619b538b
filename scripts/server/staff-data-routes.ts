/**
 * The console's routes for a member who is signed in: registrations (list,
 * contacted and note, CSV export, erase after the passkey is asked for
 * again, purge), the outbox (retry, release), availability (upload preview
 * and apply, one unit's status) and the audit log. Each action is recorded
 * with who and when; an erase records references and counts, never the
 * erased data.
 */
import { isoDate } from '../../src/features/registration/registration-schema.ts';
import { currentLaunchConfiguration, launchBlockers } from '../lib/launch-check.ts';
import { availabilityBody, liveStatuses, previewImport } from './live-availability.ts';
import { mailDelivery } from './mail-config.ts';
import { removeMailFiles } from './mail-transport.ts';
import { registrationsCsv } from './registration-csv.ts';
import { retentionCutoff } from './retention.ts';
import type { StaffContext, StaffRequest } from './staff-console.ts';
import { PRIVATE_HEADERS, readBody, readJsonObject, sendJson } from './staff-http.ts';
import { listLeads, readLeadFilter } from './staff-leads.ts';
import { verifyAuthentication } from './staff-passkeys.ts';
import type { Session } from './staff-store.ts';

const UUID = /^[0-9a-f-]{36}$/;
const NOTE_MAX = 2_000;
/** A unit export of a few thousand rows is well under this. */
const MAX_UPLOAD_BYTES = 1024 * 1024;

type Route = (ctx: StaffContext, r: StaffRequest, session: Session) => Promise<void>;

const bad = (r: StaffRequest, error: string, status = 400) => sendJson(r.res, status, { error });

async function jsonBody(r: StaffRequest) {
  const body = await readJsonObject(r.req);
  if (!body.ok) {
    bad(r, body.error, body.status);
    return null;
  }
  return body.value;
}

const routes: Record<string, Route> = {
  async 'GET session'(_ctx, r, session) {
    sendJson(r.res, 200, { email: session.email, expiresAt: session.expiresAt });
  },

  async 'GET registrations'(ctx, r) {
    const read = readLeadFilter(r.url.searchParams);
    if (!read.ok) return bad(r, read.problem);
    const page = await listLeads(ctx.staff.db, read.filter);
    sendJson(r.res, 200, { ...page, delivery: mailDelivery(process.env) });
  },

  async 'GET registrations/export'(ctx, r, session) {
    const verifiedOnly = r.url.searchParams.get('verified') === 'yes';
    const rows = await ctx.store.exportRows('', { verifiedOnly }, session.email, ctx.now());
    const body = registrationsCsv(rows);
    r.res.writeHead(200, {
      ...PRIVATE_HEADERS,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="registrations-${isoDate(ctx.now())}.csv"`,
      'Content-Length': Buffer.byteLength(body),
    });
    r.res.end(body);
  },

  async 'POST registrations/contacted'(ctx, r, session) {
    const body = await jsonBody(r);
    if (!body) return;
    const { id, contacted, note } = body;
    if (typeof id !== 'string' || !UUID.test(id)) return bad(r, 'id: a registration reference');
    if (contacted !== undefined && typeof contacted !== 'boolean')
      return bad(r, 'contacted: true or false');
    if (note !== undefined && (typeof note !== 'string' || note.length > NOTE_MAX))
      return bad(r, `note: text of at most ${NOTE_MAX} characters`);
    const found = await ctx.staff.markContacted(
      id,
      session.email,
      { contacted, note: note === undefined ? undefined : note.trim() },
      ctx.now(),
    );
    if (!found) return bad(r, 'No registration has that reference.', 404);
    sendJson(r.res, 200, { updated: true });
  },

  async 'POST registrations/erase'(ctx, r, session) {
    const body = await jsonBody(r);
    if (!body) return;
    const { id, response } = body;
    if (typeof id !== 'string' || !UUID.test(id)) return bad(r, 'id: a registration reference');
    // The passkey is asked for again, with user verification, for this member only.
    const check = await verifyAuthentication(
      ctx.staff,
      ctx.rp,
      response,
      'verify',
      session.staffId,
    );
    if (!check.ok) return bad(r, 'Your passkey was not verified; nothing was erased.', 401);
    const scope = await ctx.store.eraseScope(id);
    if (!scope) return bad(r, 'No registration has that reference.', 404);
    const erased = await ctx.store.erase(scope.who, { actor: session.email, now: ctx.now() });
    const files = removeMailFiles(ctx.mailDir, erased.messageIds);
    sendJson(r.res, 200, {
      registrations: erased.registrations,
      messages: erased.messageIds.length,
      mailFiles: files,
      byEmail: 'email' in scope.who,
    });
  },

  /** What Erase would take, shown on the page before the passkey is asked for. */
  async 'GET registrations/erase-preview'(ctx, r) {
    const id = r.url.searchParams.get('id') ?? '';
    if (!UUID.test(id)) return bad(r, 'id: a registration reference');
    const scope = await ctx.store.eraseScope(id);
    if (!scope) return bad(r, 'No registration has that reference.', 404);
    sendJson(r.res, 200, scope.preview);
  },

  /** What Purge would delete, shown before it is confirmed. */
  async 'GET registrations/purge-preview'(ctx, r) {
    const cutoff = retentionCutoff(ctx.now()).toISOString();
    sendJson(r.res, 200, { before: cutoff, ...(await ctx.store.purgePreview(cutoff)) });
  },

  async 'POST registrations/purge'(ctx, r, session) {
    r.req.resume();
    const cutoff = retentionCutoff(ctx.now()).toISOString();
    const purged = await ctx.store.purge(cutoff, { actor: session.email, now: ctx.now() });
    const files = removeMailFiles(ctx.mailDir, purged.messageIds);
    sendJson(r.res, 200, {
      before: cutoff,
      registrations: purged.registrations,
      messages: purged.messageIds.length,
      mailFiles: files,
    });
  },

  async 'GET outbox'(ctx, r) {
    sendJson(r.res, 200, {
      messages: await ctx.store.outbox.unsent(),
      delivery: mailDelivery(process.env),
    });
  },

  async 'POST outbox/retry'(ctx, r, session) {
    await requeue(ctx, r, session, 'failed');
  },

  async 'POST outbox/release'(ctx, r, session) {
    await requeue(ctx, r, session, 'held');
  },

  async 'GET availability'(ctx, r) {
    const overrides = await ctx.staff.availabilityOverrides();
    const live = liveStatuses(ctx.layout, overrides);
    sendJson(r.res, 200, {
      units: ctx.layout.units.map((u) => ({
        id: u.id,
        sqft: u.sqft,
        built: u.isAvailable,
        available: live[u.id],
      })),
      etag: availabilityBody(live).etag,
    });
  },

  async 'POST availability/preview'(ctx, r) {
    const preview = await readUpload(ctx, r);
    if (preview) sendJson(r.res, preview.ok ? 200 : 400, preview);
  },

  async 'POST availability/import'(ctx, r, session) {
    const preview = await readUpload(ctx, r);
    if (!preview) return;
    if (!preview.ok) return sendJson(r.res, 400, preview);
    const changes = preview.changes.map((c) => ({ id: c.id, available: c.available }));
    await ctx.staff.setAvailability(
      changes,
      session.email,
      {
        action: 'import',
        detail: {
          rows: preview.rows,
          changed: changes.map((c) => `${c.id} ${c.available ? 'available' : 'not available'}`),
        },
      },
      ctx.now(),
    );
    sendJson(r.res, 200, preview);
  },

  async 'POST availability/unit'(ctx, r, session) {
    const body = await jsonBody(r);
    if (!body) return;
    const { id, available } = body;
    if (typeof id !== 'string' || !ctx.layout.units.some((u) => u.id === id))
      return bad(r, 'id: a unit on the plan');
    if (typeof available !== 'boolean') return bad(r, 'available: true or false');
    await ctx.staff.setAvailability(
      [{ id, available }],
      session.email,
      { action: 'status-change', detail: { unit: id, available } },
      ctx.now(),
    );
    sendJson(r.res, 200, { id, available });
  },

  async 'GET audit'(ctx, r) {
    sendJson(r.res, 200, { entries: await ctx.staff.auditLog() });
  },

  /** What must change before the site goes live (the same list as npm run launch:check). */
  async 'GET launch-check'(_ctx, r) {
    sendJson(r.res, 200, { blockers: launchBlockers(currentLaunchConfiguration(process.env)) });
  },
};

async function requeue(
  ctx: StaffContext,
  r: StaffRequest,
  session: Session,
  from: 'failed' | 'held',
) {
  const body = await jsonBody(r);
  if (!body) return;
  const { id } = body;
  if (typeof id !== 'string' || !UUID.test(id)) return bad(r, 'id: a message reference');
  if (!(await ctx.staff.requeue(id, from, session.email, ctx.now())))
    return bad(r, `That message is not ${from}.`, 409);
  ctx.wakeMail?.();
  sendJson(r.res, 200, { queued: true });
}

/** The uploaded export (the body, as the management system wrote it), previewed against the live plan. */
async function readUpload(ctx: StaffContext, r: StaffRequest) {
  const body = await readBody(r.req, MAX_UPLOAD_BYTES);
  if (!body.ok) {
    bad(r, body.error, body.status);
    return null;
  }
  const live = liveStatuses(ctx.layout, await ctx.staff.availabilityOverrides());
  return previewImport(body.bytes, ctx.layout, live);
}

export async function handleDataRoute(
  ctx: StaffContext,
  r: StaffRequest,
  session: Session,
  name: string,
): Promise<void> {
  const route = routes[`${r.req.method === 'HEAD' ? 'GET' : r.req.method} ${name}`];
  if (!route) {
    r.req.resume();
    return sendJson(r.res, 404, { error: 'No such console route.' });
  }
  await route(ctx, r, session);
}
