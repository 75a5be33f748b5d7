import 'server-only';
/**
 * Errors as the server's log may show them. Drizzle words a failed query as "Failed query: <sql>\nparams: <values>"
 * and keeps the values on the error too: ids of receipts, e-mail addresses, tokens. The log gets the statement and
 * the database's own code and message instead, never the values.
 */
type QueryFailure = Error & { query: string; params: unknown[]; cause?: unknown };

function isQueryFailure(error: unknown): error is QueryFailure {
  // By shape, not by class: a bundle may hold more than one copy of Drizzle.
  return (
    error instanceof Error &&
    typeof (error as Partial<QueryFailure>).query === 'string' &&
    Array.isArray((error as Partial<QueryFailure>).params)
  );
}

/** The failed query inside an error: itself, or what a GraphQL error wraps, or its cause. */
function queryFailureIn(error: unknown): QueryFailure | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (isQueryFailure(current)) return current;
    current = (current as { originalError?: unknown }).originalError ?? current.cause;
  }
  return undefined;
}

/** The call frames of an error's stack, after its message (whose values may span lines of their own). */
function stackFrames(error: Error): string[] {
  const stack = error.stack ?? '';
  const end = stack.indexOf(error.message);
  return (end === -1 ? stack : stack.slice(end + error.message.length))
    .split('\n')
    .filter((line) => /^\s+at /.test(line));
}

/** The error to log: unchanged unless it is (or wraps) a failed query, which becomes its statement and the database's code and message. */
export function loggableError(error: unknown): unknown {
  const failure = queryFailureIn(error);
  if (!failure) return error;
  const cause = failure.cause as { code?: unknown; message?: unknown } | undefined;
  const reason =
    typeof cause?.message === 'string'
      ? ` failed: ${typeof cause.code === 'string' ? `${cause.code} ` : ''}${cause.message}`
      : ' failed';
  const path = (error as { path?: unknown }).path;
  const where = Array.isArray(path) ? ` (GraphQL path ${path.join('.')})` : '';
  const logged = new Error(`Query ${failure.query}${reason}${where}`);
  logged.name = 'QueryError';
  logged.stack = [`${logged.name}: ${logged.message}`, ...stackFrames(failure)].join('\n');
  // Next's error digest, which the visitor's error page shows, finds the line in the log.
  const digest = (error as { digest?: unknown }).digest ?? (failure as { digest?: unknown }).digest;
  return typeof digest === 'string' ? Object.assign(logged, { digest }) : logged;
}

/** For a log line: the error's text without query values. */
export function loggableMessage(error: unknown): string {
  const loggable = loggableError(error);
  return loggable instanceof Error ? loggable.message : String(loggable);
}

const redacting = Symbol.for('shop.redactQueryValues');

/**
 * The server's console passes failed queries through `loggableError`, whoever logs them: Next logging a page
 * that failed to render, a component logging the secondary data it did without. Installed once per process
 * (src/instrumentation.ts); the API and route handlers log through `loggableError` themselves.
 */
export function redactQueryValuesInLogs(target: Console = console): void {
  const marked = target as Console & { [redacting]?: true };
  if (marked[redacting]) return;
  marked[redacting] = true;
  for (const level of ['error', 'warn', 'info', 'log', 'debug'] as const) {
    const write = target[level].bind(target);
    target[level] = (...args: unknown[]) => write(...args.map(loggableError));
  }
}
