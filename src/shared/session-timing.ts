/** Spec §4 Session and §9: the margins of a signed-in session, in milliseconds. */
export const sessionTiming = { expiryMarginMs: 5_000, refreshBeforeMs: 10_000, cacheClearDelayMs: 1_000 } as const;

/** The effective expiry stored with a token: its lifetime minus the margin. */
export function effectiveExpiry(now: number, expiresInSeconds: number): number {
  return now + expiresInSeconds * 1000 - sessionTiming.expiryMarginMs;
}

export function isSignedIn(session: { token: string | null; expiresAt: number | null }, now: number): boolean {
  return Boolean(session.token) && session.expiresAt !== null && session.expiresAt > now;
}

export type Timers = { setTimeout: (run: () => void, ms: number) => unknown; clearTimeout: (handle: never) => void };

/**
 * Plans a session's two moments: a refresh 10 s before the token's expiry (5 s before the effective one) and
 * the automatic sign-out at the effective expiry. Returns the cancel of both.
 */
export function scheduleSession(
  expiresAt: number,
  now: number,
  on: { refresh: () => void; expire: () => void },
  timers: Timers = globalThis,
): () => void {
  const refreshIn = expiresAt + sessionTiming.expiryMarginMs - sessionTiming.refreshBeforeMs - now;
  const handles = [
    timers.setTimeout(on.refresh, Math.max(0, refreshIn)),
    timers.setTimeout(on.expire, Math.max(0, expiresAt - now)),
  ];
  return () => handles.forEach((handle) => timers.clearTimeout(handle as never));
}
