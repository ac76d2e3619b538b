/**
 * Sends a registration to the endpoint and sorts the answer into what the
 * form says next. The body is form-encoded (a "simple" request), so a form
 * service or CRM webhook on another host needs no CORS preflight.
 */
import type { ConfirmationChannel } from '@/content/registration-form';
import {
  type FieldErrors,
  HONEYPOT_FIELD,
  PROOF_FIELD,
  type RegistrationDraft,
} from '@/features/registration/registration-schema';

export type SubmitOutcome =
  | { kind: 'sent'; confirmation: ConfirmationChannel }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'offline' | 'server' | 'rate-limited' | 'refused' };

export type SubmitProblem = Exclude<SubmitOutcome, { kind: 'sent' } | { kind: 'invalid' }>['kind'];

/** The form's fields, the honeypot, and the human check's proof ('' where there is no check). */
export function registrationBody(draft: RegistrationDraft, honeypot: string, proof: string) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(draft)) {
    if (typeof value === 'boolean') {
      if (value) body.set(key, 'yes');
    } else if (value) body.set(key, value);
  }
  body.set(HONEYPOT_FIELD, honeypot);
  if (proof) body.set(PROOF_FIELD, proof);
  return body;
}

export async function submitRegistration(
  endpoint: string,
  body: URLSearchParams,
): Promise<SubmitOutcome> {
  if (!navigator.onLine) return { kind: 'offline' };
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body,
    });
  } catch {
    return { kind: 'offline' };
  }
  if (response.ok) {
    // Only our own server says a confirmation email is queued; any other answer promises none.
    const json = (await response.json().catch(() => null)) as { confirmation?: unknown } | null;
    return { kind: 'sent', confirmation: json?.confirmation === 'email' ? 'email' : 'none' };
  }
  if (response.status === 429) return { kind: 'rate-limited' };
  // Sent from an address the server does not take as the site's own: sending again never helps.
  if (response.status === 403) return { kind: 'refused' };
  if (response.status === 400) {
    const json = (await response.json().catch(() => null)) as { errors?: FieldErrors } | null;
    if (json?.errors && Object.keys(json.errors).length > 0)
      return { kind: 'invalid', errors: json.errors };
  }
  return { kind: 'server' };
}
