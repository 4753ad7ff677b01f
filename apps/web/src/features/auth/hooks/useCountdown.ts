import { useCallback, useEffect, useState } from 'react';
import { codeCountdownSeconds, secondsUntil } from '../countdown';

/** The code button's countdown over the real clock, ticking once a second while it runs. */
export function useCountdown(now: () => number = Date.now) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [, setTick] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      if (secondsUntil(endsAt, now()) === 0) setEndsAt(null);
      setTick((tick) => tick + 1);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt, now]);

  const start = useCallback(
    (expiredMinutes: number | null | undefined) =>
      setEndsAt(now() + codeCountdownSeconds(expiredMinutes) * 1000),
    [now],
  );
  /** A countdown of a given length, e.g. the server's resend interval. */
  const startSeconds = useCallback((seconds: number) => setEndsAt(now() + seconds * 1000), [now]);
  const reset = useCallback(() => setEndsAt(null), []);

  return { seconds: secondsUntil(endsAt, now()), start, startSeconds, reset };
}
