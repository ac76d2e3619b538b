/**
 * Passkeys for the console, through @simplewebauthn/server. Every ceremony
 * asks for user verification (a fingerprint, face or device PIN), and every
 * challenge is issued by this server, kept in the database for one purpose
 * (enrol, sign in, or verify again before an erase) and spent on first use,
 * so a response cannot be replayed or used for another purpose.
 */
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { StaffStore } from '../store/staff.ts';

export type RelyingParty = { origin: string; id: string; name: string };

/** The relying party for an origin: its host name is the RP ID passkeys are bound to. */
export function relyingParty(origin: string, name: string): RelyingParty {
  const url = new URL(origin);
  return { origin: url.origin, id: url.hostname, name };
}

/** Options for creating a passkey for a member (their existing ones excluded). */
export async function registrationOptions(
  store: StaffStore,
  rp: RelyingParty,
  member: { id: string; email: string },
) {
  const existing = await store.credentialIds(member.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: member.email,
    userID: new TextEncoder().encode(member.id),
    attestationType: 'none',
    excludeCredentials: existing.map((id) => ({ id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await store.issueChallenge(options.challenge, 'enrol', member.id);
  return options;
}

/** Checks a new passkey against a challenge issued for this member; the credential to keep, or null. */
export async function verifyRegistration(
  store: StaffStore,
  rp: RelyingParty,
  staffId: string,
  response: unknown,
) {
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: (challenge) => store.consumeChallenge(challenge, 'enrol', staffId),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!result.verified) return null;
    const { credential } = result.registrationInfo;
    return {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports,
    };
  } catch {
    return null;
  }
}

/**
 * Options for signing in (any passkey of this site: the browser offers the
 * ones it has) or, with a member, for verifying that member again.
 */
export async function authenticationOptions(
  store: StaffStore,
  rp: RelyingParty,
  member: { id: string } | null,
) {
  const allow = member ? await store.credentialIds(member.id) : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    allowCredentials: allow.map((id) => ({ id })),
  });
  await store.issueChallenge(options.challenge, member ? 'verify' : 'sign-in', member?.id ?? null);
  return options;
}

export type PasskeyCheck =
  | { ok: true; staffId: string; email: string }
  | { ok: false; reason: 'unknown' | 'refused'; staffId?: string };

/** The credential id a response names, for the per-account limit (before it is verified). */
export function responseCredentialId(response: unknown): string | null {
  const id = (response as { id?: unknown } | null)?.id;
  return typeof id === 'string' && /^[A-Za-z0-9_-]{1,1400}$/.test(id) ? id : null;
}

/**
 * Checks a sign-in (purpose 'sign-in') or a second verification of the
 * member signed in (purpose 'verify', `staffId` given): the passkey must be
 * known, belong to that member, answer a challenge issued for the purpose,
 * and carry user verification.
 */
export async function verifyAuthentication(
  store: StaffStore,
  rp: RelyingParty,
  response: unknown,
  purpose: 'sign-in' | 'verify',
  staffId: string | null,
): Promise<PasskeyCheck> {
  const id = responseCredentialId(response);
  const credential = id ? await store.credential(id) : undefined;
  if (!credential) return { ok: false, reason: 'unknown' };
  if (staffId !== null && credential.staffId !== staffId)
    return { ok: false, reason: 'refused', staffId: credential.staffId };
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: (challenge) => store.consumeChallenge(challenge, purpose, staffId),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: credential.id,
        publicKey: new Uint8Array(Buffer.from(credential.publicKey, 'base64url')),
        counter: credential.counter,
        transports: credential.transports as AuthenticatorTransport[] | undefined,
      },
      requireUserVerification: true,
    });
    if (!result.verified || !result.authenticationInfo.userVerified)
      return { ok: false, reason: 'refused', staffId: credential.staffId };
    await store.credentialUsed(credential.id, result.authenticationInfo.newCounter);
    return { ok: true, staffId: credential.staffId, email: credential.email };
  } catch {
    return { ok: false, reason: 'refused', staffId: credential.staffId };
  }
}
