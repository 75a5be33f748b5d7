import 'server-only';
import { argon2, randomBytes, timingSafeEqual, type Argon2Parameters } from 'node:crypto';
import { promisify } from 'node:util';

const argon2Async = promisify(argon2);

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane), from Node's own crypto (Node 24.7+):
 * the algorithm DESIGN.md asks for, without a native add-on per platform.
 */
const owasp = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 };

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await argon2Async('argon2id', { message: password, nonce: salt, ...owasp });
  return `$argon2id$v=19$m=${owasp.memory},t=${owasp.passes},p=${owasp.parallelism}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

const phc = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** Checks a password against a stored hash with the parameters it was made with; false for anything malformed. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = phc.exec(stored);
  if (!match) return false;
  const expected = Buffer.from(match[5]!, 'base64url');
  const parameters: Argon2Parameters = {
    message: password,
    nonce: Buffer.from(match[4]!, 'base64url'),
    memory: Number(match[1]),
    passes: Number(match[2]),
    parallelism: Number(match[3]),
    tagLength: expected.length,
  };
  const actual = await argon2Async('argon2id', parameters);
  return timingSafeEqual(actual, expected);
}

/** A hash of a password nobody has: unknown e-mails cost a verification too, so timing does not tell them apart. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
