import { deflateSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { createAccount } from '@/server/domains/auth';
import { users } from '@/server/domains/auth/auth.tables';
import type { Config } from '@/server/config';

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND), for tests that send a photo. */
export function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0xd7, 0x0b, 0x36]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A member (optionally verified, e.g. staff at a company domain) in a test database. */
export async function testMember(
  database: Pick<Database, 'db'>,
  config: Config,
  { domain = 'example.com', verified = false } = {},
) {
  const email = `member-${randomBytes(4).toString('hex')}@${domain}`;
  const ctx = { db: database.db, now: () => new Date(), config };
  const created = await createAccount(ctx, { email, password: 'correct horse battery', locale: 'el' });
  if (!created.ok) throw new Error(`no account for ${email}`);
  if (verified) await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
  return { id: created.userId, email, staff: verified && config.staffEmailDomains.includes(domain) };
}
