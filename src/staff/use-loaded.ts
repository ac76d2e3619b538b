import { useCallback, useEffect, useState } from 'react';
import { problemText } from './api';
import type { Guard } from './session';

/** Loads a console resource, again whenever `key` changes or `reload` is called. */
export function useLoaded<T>(guard: Guard, load: () => Promise<T>, key: string) {
  const [data, setData] = useState<T | null>(null);
  const [problem, setProblem] = useState('');
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads.
  useEffect(() => {
    let current = true;
    guard(load).then(
      (value) => {
        if (current && value !== undefined) {
          setData(value);
          setProblem('');
        }
      },
      (error: unknown) => current && setProblem(problemText(error)),
    );
    return () => {
      current = false;
    };
  }, [guard, key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, problem, reload };
}
