import { useEffect, useState } from 'react';

/** Seconds left of a countdown that (re)starts from `seconds` whenever `startedAt` changes. */
export function useCountdown(seconds: number, startedAt: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const tick = () => {
      const elapsed = Math.floor((Date.now() - startedAt) / 1000);
      setLeft(Math.max(0, seconds - elapsed));
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [seconds, startedAt]);
  return left;
}

/** Seconds as mm:ss. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
