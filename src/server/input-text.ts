import 'server-only';
/**
 * PostgreSQL's text cannot hold U+0000: a query given a NUL byte fails, and the caller would see a fault (500)
 * for what is only bad input. Each edge (the GraphQL API, every route handler that reads input) refuses such
 * input as a bad request with this one check, before any of it reaches the domain.
 */
export const nulRefusedMessage = 'Text may not contain the NUL character (U+0000).';

/** Whether a NUL byte is anywhere in a request's input: a string, the keys and values of JSON, or a form (with its files' names). */
export function containsNul(input: unknown): boolean {
  // A loop, not recursion: JSON nested ten thousand deep is still only input.
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\0')) return true;
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
