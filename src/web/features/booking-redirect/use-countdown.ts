import { useEffect, useState } from 'react';

/** Seconds left, counting down one per second from `seconds` to 0 and stopping there. */
export function useCountdown(seconds: number): number {
  const [remaining, setRemaining] = useState(seconds);
  useEffect(() => {
    if (remaining <= 0) return;
    const tick = setTimeout(() => setRemaining((current) => current - 1), 1000);
    return () => clearTimeout(tick);
  }, [remaining]);
  return remaining;
}
