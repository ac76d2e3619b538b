import { useState } from 'react';
import { problemText } from './api';
import type { StaffSession } from './session';

/**
 * One passkey ceremony, enrolling or signing in: busy while it runs, what
 * went wrong in words if it fails, and the session handed on if it works.
 */
export function usePasskeyStep(
  ceremony: () => Promise<StaffSession>,
  onSignedIn: (session: StaffSession) => void,
) {
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    setProblem('');
    try {
      onSignedIn(await ceremony());
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  }

  return { problem, busy, start };
}
