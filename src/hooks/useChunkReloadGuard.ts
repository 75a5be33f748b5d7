import { useEffect } from 'react';

/** Spec §9: a failed code-chunk load reloads the page, at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const LAST_RELOAD_KEY = 'chunk-reload-at';

const chunkErrorPattern =
  /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(reason: unknown): boolean {
  if (reason instanceof Error) return reason.name === 'ChunkLoadError' || chunkErrorPattern.test(reason.message);
  return typeof reason === 'string' && chunkErrorPattern.test(reason);
}

/** Reloads unless the last reload for this reason was under a minute ago (a broken deploy must not loop). */
export function reloadAfterChunkError(now = Date.now()): boolean {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(LAST_RELOAD_KEY)) || 0;
    if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    // Storage can be blocked; without a memory of the last reload, do not risk a reload loop.
    return false;
  }
  window.location.reload();
  return true;
}

export function useChunkReloadGuard(): void {
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error ?? event.message)) reloadAfterChunkError();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadAfterChunkError();
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}
