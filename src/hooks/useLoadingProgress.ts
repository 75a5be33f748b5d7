import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadingTimings = { throttle: number; duration: number; hideDelay: number };

/** Spec §9: loading bar throttle 200 ms, duration 5000 ms, hide delay 500 ms. */
export const loadingTimings: LoadingTimings = { throttle: 200, duration: 5000, hideDelay: 500 };

export type LoadingBarState = { visible: boolean; progress: number; failed: boolean };

const TICK_MS = 100;
const STALL_AFTER_DURATIONS = 3;

/** Grows fast, then slower, and never reaches 100 % by itself: about 70 % after `duration`. */
export function estimatedProgress(elapsed: number, duration: number): number {
  return (2 / Math.PI) * 100 * Math.atan((elapsed / duration) * 2);
}

/**
 * The loading bar's state. It shows only when loading lasts longer than the throttle, so fast navigations
 * do not flash; when done it fills up, stays for the hide delay and fades out.
 */
export function useLoadingProgress({ throttle, duration, hideDelay }: LoadingTimings = loadingTimings) {
  const [bar, setBar] = useState<LoadingBarState>({ visible: false, progress: 0, failed: false });
  const loading = useRef(false);
  const timers = useRef<{ show?: number; tick?: number; hide?: number; stall?: number }>({});

  const clearTimers = useCallback(() => {
    window.clearTimeout(timers.current.show);
    window.clearInterval(timers.current.tick);
    window.clearTimeout(timers.current.hide);
    window.clearTimeout(timers.current.stall);
    timers.current = {};
  }, []);

  const end = useCallback(
    (failed: boolean) => {
      loading.current = false;
      clearTimers();
      setBar((current) =>
        current.visible || failed ? { visible: true, progress: 100, failed: failed || current.failed } : current,
      );
      timers.current.hide = window.setTimeout(() => setBar((current) => ({ ...current, visible: false })), hideDelay);
    },
    [clearTimers, hideDelay],
  );

  const start = useCallback(() => {
    if (loading.current) return;
    clearTimers();
    loading.current = true;
    const startedAt = performance.now();
    setBar((current) => ({ visible: current.visible, progress: 0, failed: false }));
    timers.current.show = window.setTimeout(() => {
      const tick = () =>
        setBar({ visible: true, failed: false, progress: estimatedProgress(performance.now() - startedAt, duration) });
      tick();
      timers.current.tick = window.setInterval(tick, TICK_MS);
    }, throttle);
    // A navigation that never renders (cancelled, or redirected back to this page) must not leave the bar up.
    timers.current.stall = window.setTimeout(() => end(false), STALL_AFTER_DURATIONS * duration);
  }, [clearTimers, duration, end, throttle]);

  const finish = useCallback(() => {
    if (loading.current) end(false);
  }, [end]);

  const fail = useCallback(() => end(true), [end]);

  useEffect(() => clearTimers, [clearTimers]);

  return { ...bar, start, finish, fail };
}
