import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left of a wait, ticking down to zero. */
export function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((total: number) => setSeconds(Math.ceil(total)), []);
  return { seconds, start };
}
