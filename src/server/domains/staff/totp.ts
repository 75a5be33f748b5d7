import 'server-only';
import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const periodSeconds = 30;

/**
 * One step either side of now: a phone's clock a little off, or a code typed as it changed, still signs in.
 * `lastTotpStep` keeps any accepted code from being used twice.
 */
const toleranceSeconds = periodSeconds;

/** A new secret: 20 random bytes in Base32, as authenticator apps expect. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The `otpauth://` address of the QR code: the app shows the shop's name and the member's e-mail. */
export function totpUri(secret: string, email: string, issuer: string): string {
  return generateURI({ issuer, label: email, secret, period: periodSeconds });
}

export type TotpCheck = { ok: true; step: number } | { ok: false; replayed: boolean };

/**
 * Checks a 6-digit code at `now`. A code of a step at or before `lastStep` is refused as replayed, so that a code
 * seen over someone's shoulder cannot be used again.
 */
export async function checkTotp(secret: string, code: string, now: Date, lastStep: number | null): Promise<TotpCheck> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return { ok: false, replayed: false };
  const epoch = Math.floor(now.getTime() / 1000);
  const options = { secret, token, epoch, period: periodSeconds, epochTolerance: toleranceSeconds };
  const result = await verify({ ...options, afterTimeStep: lastStep ?? undefined });
  if (result.valid && 'timeStep' in result) return { ok: true, step: result.timeStep };
  // Refused: was it a right code used already? Said so, so that the member waits for the next one.
  const replayed = lastStep !== null && (await verify(options)).valid;
  return { ok: false, replayed };
}

/** How many recovery codes set-up gives, each usable once instead of a code from the app. */
export const recoveryCodeCount = 8;

/** Ten characters of an alphabet without look-alikes (no 0/O, 1/I/L), shown as `XXXXX-XXXXX`. */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as stored: the SHA-256 of its characters, whatever the case and dashes typed. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(normalRecoveryCode(code)).digest('hex');
}

export const normalRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Whether what was typed looks like a recovery code rather than a code from the app. */
export const looksLikeRecoveryCode = (code: string) => normalRecoveryCode(code).length === 10;
