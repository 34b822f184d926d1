import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `until` (a Date.now() instant), ticking once a second; 0 after. The
 * clock is state set by the timer, so rendering stays pure; a new `until` is counted from the
 * last tick, at most a second behind.
 */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}
