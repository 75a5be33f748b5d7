import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: what the client holds. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database holds: a token cannot be used from a copy of the table. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
