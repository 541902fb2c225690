import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs`: enough for a countdown in days, hours and minutes. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
