// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getJson, postJson, problemText, refusalText, SignedOutError } from './api';
import { staffCopy as copy } from './copy';

/** What the console shows when `call` fails. */
const shown = (call: Promise<unknown>) => call.then(() => '', problemText);

const answer = (status: number, body: string, type = 'application/json') =>
  vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': type } }));

afterEach(() => vi.unstubAllGlobals());

describe("the console's words for what went wrong", () => {
  it('shows a failure with the reference the server logged', async () => {
    const error =
      'Something went wrong on our side (reference ACD234). Try again shortly; if it happens again, give that reference to whoever runs the server.';
    vi.stubGlobal('fetch', answer(500, JSON.stringify({ error, reference: 'ACD234' })));
    expect(await shown(getJson('registrations'))).toBe(error);
  });

  it('says when no answer came at all, or one without words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await shown(postJson('holds/release', { id: 'x' }))).toBe(copy.problems.network);
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>', 'text/html'));
    expect(await shown(getJson('registrations'))).toBe(copy.problems.noAnswer(502));
  });

  it('sends a member whose session ended to the sign-in, which says why', async () => {
    vi.stubGlobal('fetch', answer(401, JSON.stringify({ error: 'Sign in first.' })));
    const failed = await getJson('registrations').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(SignedOutError);
    expect(problemText(failed)).toBe(copy.problems.signedOut);
  });

  it('adds what to do to a refused field, and to what changed since the page loaded', () => {
    expect(refusalText(400, { error: 'stage: must be one of new, contacted' })).toBe(
      copy.problems.notAccepted('stage: must be one of new, contacted'),
    );
    expect(refusalText(409, { error: 'That hold has already ended.' })).toBe(
      `That hold has already ended. ${copy.problems.changed}`,
    );
    expect(refusalText(400, { problems: ['row 2: no unit name'] })).toBe('row 2: no unit name');
    expect(refusalText(403, {})).toBe(copy.problems.unexplained(403));
  });

  it('says a device that already holds a passkey for the account cannot add another', () => {
    // As the browser raises it, and as @simplewebauthn/browser passes it on (its name kept).
    const raised = new DOMException('excluded credential', 'InvalidStateError');
    const passed = Object.assign(new Error('The authenticator was previously registered'), {
      name: 'InvalidStateError',
      code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
    });
    for (const error of [raised, passed]) {
      expect(problemText(error)).toBe(copy.problems.alreadyHeld);
      expect(problemText(error)).toMatch(/another device or a security key/);
    }
    expect(problemText(new DOMException('closed', 'NotAllowedError'))).toBe(
      copy.problems.promptClosed,
    );
    expect(problemText(new ApiError('As the server said.', 400))).toBe('As the server said.');
    expect(problemText(new Error('anything else'))).toBe(copy.problems.unknown);
  });
});
