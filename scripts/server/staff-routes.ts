/**
 * The console's JSON routes under /api/staff/. Four answer without a
 * session: the sign-in and enrolment ceremonies (rate-limited per client and
 * per account) and sign-out. Every other route answers 401 with no data
 * unless the request carries a live session; what it does is then recorded
 * in the audit log with who and when (staff-data-routes.ts).
 */

import type { StaffContext, StaffRequest } from './staff-console.ts';
import { handleDataRoute } from './staff-data-routes.ts';
import { readJsonObject, sendJson, sessionCookie } from './staff-http.ts';
import {
  authenticationOptions,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from './staff-passkeys.ts';

const INVITE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

function tooMany(r: StaffRequest) {
  r.req.resume();
  sendJson(
    r.res,
    429,
    { error: 'Too many attempts; wait a minute and try again.' },
    { 'Retry-After': '60' },
  );
}

/**
 * Starts a session (a new id, whatever the browser held before) and sets its
 * cookie; with `recordAs`, the sign-in is recorded with it.
 */
async function signIn(ctx: StaffContext, r: StaffRequest, staffId: string, recordAs?: string) {
  if (r.sessionId) await ctx.staff.endSession(r.sessionId);
  const id = await ctx.staff.startSession(staffId, ctx.now(), recordAs);
  return sessionCookie(id, r.secure);
}

async function enrolOptions(ctx: StaffContext, r: StaffRequest) {
  const body = await readJsonObject(r.req);
  if (!body.ok) return sendJson(r.res, body.status, { error: body.error });
  const token = body.value.invite;
  const holder =
    typeof token === 'string' && INVITE_TOKEN.test(token)
      ? await ctx.staff.inviteHolder(token, ctx.now())
      : undefined;
  if (!holder)
    return sendJson(r.res, 410, {
      error: 'This invite link has been used, has run out or was replaced. Ask for a new invite.',
    });
  sendJson(r.res, 200, await registrationOptions(ctx.staff, ctx.rp, holder));
}

async function enrolVerify(ctx: StaffContext, r: StaffRequest) {
  const body = await readJsonObject(r.req);
  if (!body.ok) return sendJson(r.res, body.status, { error: body.error });
  const token = body.value.invite;
  const holder =
    typeof token === 'string' && INVITE_TOKEN.test(token)
      ? await ctx.staff.inviteHolder(token, ctx.now())
      : undefined;
  if (!holder || typeof token !== 'string')
    return sendJson(r.res, 410, {
      error: 'This invite link has been used, has run out or was replaced. Ask for a new invite.',
    });
  if (!ctx.limits.account.allow(`account:${holder.id}`)) return tooMany(r);
  const credential = await verifyRegistration(ctx.staff, ctx.rp, holder.id, body.value.response);
  if (!credential) return sendJson(r.res, 400, { error: 'The passkey could not be created.' });
  const member = await ctx.staff.enrol(token, credential, ctx.now());
  if (!member)
    return sendJson(r.res, 410, {
      error: 'This invite link has just been used. Ask for a new invite.',
    });
  sendJson(r.res, 200, { email: member.email }, { 'Set-Cookie': await signIn(ctx, r, member.id) });
}

async function signInOptions(ctx: StaffContext, r: StaffRequest) {
  r.req.resume();
  sendJson(r.res, 200, await authenticationOptions(ctx.staff, ctx.rp, null));
}

async function signInVerify(ctx: StaffContext, r: StaffRequest) {
  const body = await readJsonObject(r.req);
  if (!body.ok) return sendJson(r.res, body.status, { error: body.error });
  const owner = await ctx.staff.credential(
    String((body.value.response as { id?: unknown } | null)?.id ?? ''),
  );
  if (owner && !ctx.limits.account.allow(`account:${owner.staffId}`)) return tooMany(r);
  const check = await verifyAuthentication(ctx.staff, ctx.rp, body.value.response, 'sign-in', null);
  if (!check.ok) {
    await ctx.staff.recordFailedSignIn(
      {
        credentialId: owner ? String((body.value.response as { id?: unknown }).id) : null,
        reason: check.reason === 'unknown' ? 'unknown passkey' : 'not verified',
      },
      ctx.now(),
    );
    return sendJson(r.res, 401, {
      error:
        check.reason === 'unknown'
          ? 'This passkey is not known here. Ask for a new invite if you have lost yours.'
          : 'The passkey could not be verified.',
    });
  }
  sendJson(
    r.res,
    200,
    { email: check.email },
    { 'Set-Cookie': await signIn(ctx, r, check.staffId, check.email) },
  );
}

async function signOut(ctx: StaffContext, r: StaffRequest) {
  r.req.resume();
  if (r.sessionId) await ctx.staff.endSession(r.sessionId, r.session?.email, ctx.now());
  r.res.writeHead(204, {
    'Cache-Control': 'no-store',
    'Set-Cookie': sessionCookie(null, r.secure),
  });
  r.res.end();
}

const PUBLIC_ROUTES: Record<string, (ctx: StaffContext, r: StaffRequest) => Promise<void>> = {
  'POST enrol/options': enrolOptions,
  'POST enrol/verify': enrolVerify,
  'POST sign-in/options': signInOptions,
  'POST sign-in/verify': signInVerify,
  'POST sign-out': signOut,
};

export async function handleStaffApi(ctx: StaffContext, r: StaffRequest): Promise<void> {
  const name = r.url.pathname.slice('/api/staff/'.length).replace(/\/+$/, '');
  const key = `${r.req.method} ${name}`;
  const open = PUBLIC_ROUTES[key];
  if (open) {
    if (key !== 'POST sign-out' && !ctx.limits.client.allow(r.client)) return tooMany(r);
    return open(ctx, r);
  }
  if (!r.session) {
    r.req.resume();
    return sendJson(r.res, 401, { error: 'Sign in first.' });
  }
  if (name === 'passkeys/options' && r.req.method === 'POST') {
    r.req.resume();
    const member = { id: r.session.staffId, email: r.session.email };
    return sendJson(r.res, 200, await registrationOptions(ctx.staff, ctx.rp, member));
  }
  if (name === 'passkeys/verify' && r.req.method === 'POST') {
    const body = await readJsonObject(r.req);
    if (!body.ok) return sendJson(r.res, body.status, { error: body.error });
    const credential = await verifyRegistration(
      ctx.staff,
      ctx.rp,
      r.session.staffId,
      body.value.response,
    );
    if (!credential) return sendJson(r.res, 400, { error: 'The passkey could not be created.' });
    await ctx.staff.addPasskey(r.session.staffId, credential, r.session.email, ctx.now());
    return sendJson(r.res, 200, { added: true });
  }
  if (name === 'verify/options' && r.req.method === 'POST') {
    r.req.resume();
    return sendJson(
      r.res,
      200,
      await authenticationOptions(ctx.staff, ctx.rp, { id: r.session.staffId }),
    );
  }
  return handleDataRoute(ctx, r, r.session, name);
}
