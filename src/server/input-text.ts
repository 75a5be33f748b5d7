import 'server-only';
/**
 * PostgreSQL's text cannot hold U+0000: a query given a NUL byte fails, and the caller would see a fault (500)
 * for what is only bad input. Each edge (the GraphQL API, every route handler that reads input) refuses such
 * input as a bad request with this one check, before any of it reaches the domain.
 */
export const nulRefusedMessage = 'Text may not contain the NUL character (U+0000).';

/** Whether any string in a request's input passes `test`: a string, the keys and values of JSON, or a form (with its files' names). */
function someText(input: unknown, test: (text: string) => boolean): boolean {
  // A loop, not recursion: JSON nested ten thousand deep is still only input.
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (test(value)) return true;
    } else if (value instanceof FormData) {
      for (const [name, entry] of value) pending.push(name, typeof entry === 'string' ? entry : entry.name);
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, entry] of Object.entries(value)) pending.push(key, entry);
    }
  }
  return false;
}

/** Whether a NUL byte is anywhere in a request's input. */
export function containsNul(input: unknown): boolean {
  return someText(input, (text) => text.includes('\0'));
}

/**
 * JSON may escape half of a UTF-16 surrogate pair (`"\ud800"`), which is no character. A text column stores it as
 * U+FFFD (what bytes that are not UTF-8 decode to), but PostgreSQL refuses it in jsonb (a queued job's payload, an
 * order's address), which made bad input a fault. Every such string in the parsed input becomes what it would be
 * stored as anyway: U+FFFD in place of the lone half. Changes `input` in place.
 */
export function replaceUnpairedSurrogates(input: unknown): void {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || typeof value !== 'object') continue;
    const entries = value as Record<string, unknown>;
    for (const key of Object.keys(entries)) {
      const entry = entries[key];
      if (typeof entry === 'string') {
        if (!entry.isWellFormed()) entries[key] = entry.toWellFormed();
      } else if (entry !== null && typeof entry === 'object') pending.push(entry);
    }
  }
}
