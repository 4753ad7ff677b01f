import { useCallback, useEffect, useState } from 'react';
import { secondsLeft, settle, startCounting, type CodeButtonState } from '../countdown';

/** The SMS code button's state machine over the real clock, ticking once a second while counting. */
export function useCodeButton(now: () => number = Date.now) {
  const [state, setState] = useState<CodeButtonState>({ phase: 'idle' });
  const [, setTick] = useState(0);

  useEffect(() => {
    if (state.phase !== 'counting') return;
    const timer = setInterval(() => {
      setState((current) => settle(current, now()));
      setTick((t) => t + 1);
    }, 1000);
    return () => clearInterval(timer);
  }, [state, now]);

  const begin = useCallback(() => setState({ phase: 'loading' }), []);
  const sent = useCallback(
    (expiredMinutes: number | null | undefined) => setState(startCounting(expiredMinutes, now())),
    [now],
  );
  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  return { phase: state.phase, seconds: secondsLeft(state, now()), begin, sent, reset };
}
