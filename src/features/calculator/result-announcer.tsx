import { memo, useEffect, useRef, useState } from 'react';
import { calculatorTimings } from '@/content/calculator';

/**
 * A polite live region that speaks the result once changes pause, rather
 * than on every keystroke or click. Nothing is said on arrival.
 */
export const ResultAnnouncer = memo(function ResultAnnouncer({ message }: { message: string }) {
  const [spoken, setSpoken] = useState('');
  const arrival = useRef<string | null>(message);
  useEffect(() => {
    if (message === arrival.current) return;
    arrival.current = null;
    const timer = window.setTimeout(() => setSpoken(message), calculatorTimings.announceDelayMs);
    return () => window.clearTimeout(timer);
  }, [message]);
  return (
    <p role="status" aria-live="polite" className="visually-hidden" data-result-announcer>
      {spoken}
    </p>
  );
});
