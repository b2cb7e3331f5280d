import { useEffect, useState } from 'react';

/** Seconds until `until` (a time in ms), counting down each second; 0 once it passed. */
export function useCooldown(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const update = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
    setSeconds(update());
    if (update() === 0) return;
    const timer = setInterval(() => {
      const next = update();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}
