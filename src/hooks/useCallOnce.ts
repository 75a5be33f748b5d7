'use client';

import { useEffect, useRef } from 'react';

/** Calls `call` the first time `enabled` holds, and never again: a single-use link must be spent only once. */
export function useCallOnce(enabled: boolean, call: () => void): void {
  const called = useRef(false);
  useEffect(() => {
    if (!enabled || called.current) return;
    called.current = true;
    call();
  }, [enabled, call]);
}
