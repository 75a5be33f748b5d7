export type HeaderList = [string, string][];

export type RefreshingHeaders = {
  /** The headers to send now. Waits only for the very first read; later, stale headers are sent while they refresh. */
  current(): Promise<HeaderList>;
  /** Reads them again now, even when a read is under way (it may have started before a save). */
  refresh(): Promise<HeaderList>;
};

/**
 * Headers worked out from settings that change while the shop runs, kept in memory so that no request waits on the
 * database: reread at most every `refreshMs`, in the background after the first read. A failed read keeps the last
 * good headers (or `fallback`'s, the environment's, when none was ever read) and is logged once until one succeeds.
 */
export function refreshingHeaders({
  load,
  fallback,
  refreshMs,
  now = Date.now,
  logFailure = (error) => console.error('security headers: the saved settings could not be read', error),
}: {
  load: () => Promise<HeaderList>;
  fallback: () => HeaderList;
  refreshMs: number;
  now?: () => number;
  logFailure?: (error: unknown) => void;
}): RefreshingHeaders {
  let headers: HeaderList | undefined;
  let readAt = -Infinity;
  let started = 0;
  let applied = 0;
  let underWay = 0;
  let latest: Promise<HeaderList> | undefined;
  let failureLogged = false;

  const read = (): Promise<HeaderList> => {
    const attempt = ++started;
    readAt = now();
    underWay += 1;
    latest = load()
      .then(
        (loaded) => {
          // A read that finishes after a later one (started after a save) must not bring back what it replaced.
          if (attempt > applied) [headers, applied, failureLogged] = [loaded, attempt, false];
          return headers!;
        },
        (error: unknown) => {
          if (!failureLogged) logFailure(error);
          failureLogged = true;
          return (headers ??= fallback());
        },
      )
      .finally(() => (underWay -= 1));
    return latest;
  };

  return {
    current() {
      if (!headers) return underWay ? latest! : read();
      if (!underWay && now() - readAt >= refreshMs) void read();
      return Promise.resolve(headers);
    },
    refresh: read,
  };
}
