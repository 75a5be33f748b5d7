import 'server-only';
import { createHash } from 'node:crypto';

/** `index` + content → `index.3f2a9c1b7d4e.json`: the name changes exactly when the content does. */
export function hashedName(base: string, content: string): string {
  return `${base}.${createHash('sha256').update(content).digest('hex').slice(0, 12)}.json`;
}
