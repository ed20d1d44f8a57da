import { useCallback, useEffect, useState } from 'react';

/** Seconds left until a moment, ticking once a second; `start(n)` sets a new wait. */
export function useCountdown(initialSeconds = 0) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, [secondsLeft]);
  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setEndsAt(at + seconds * 1000);
  }, []);
  return [secondsLeft, start] as const;
}

/** Runs `action` after a delay unless the component is gone by then (the spec's 1 s before /kyc-verification). */
export function useDelayedAction() {
  const [pending, setPending] = useState<{ action: () => void; delayMs: number } | null>(null);
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(pending.action, pending.delayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [pending]);
  return useCallback((action: () => void, delayMs: number) => setPending({ action, delayMs }), []);
}
