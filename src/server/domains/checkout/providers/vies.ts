import 'server-only';
import { z } from 'zod';
import { normaliseVatNumber } from '@/shared/vat-number';
import type { VatNumberCheck, VatNumberChecker } from './vat-number-checker';

/** The European Commission's VIES REST service. */
export const viesDefaultUrl = 'https://ec.europa.eu/taxation_customs/vies/rest-api';

export type ViesOptions = {
  /** The REST base: `{baseUrl}/check-vat-number` is called. */
  baseUrl: string;
  timeoutMs?: number;
  /** How long a definite answer (valid or invalid) is kept; unavailable answers are never kept. */
  cacheMs?: number;
  maxCached?: number;
  now?: () => number;
  fetch?: typeof fetch;
};

/** VIES names Greece EL; every other member state by its ISO code. */
export const viesCountryCode = (country: string) => (country === 'GR' ? 'EL' : country);

const answerSchema = z.object({
  valid: z.boolean(),
  name: z.string().nullish(),
  requestDate: z.string().nullish(),
  userError: z.string().nullish(),
});
const failureSchema = z.object({
  actionSucceed: z.literal(false),
  errorWrappers: z.array(z.object({ error: z.string() })).default([]),
});

const unavailable: VatNumberCheck = { status: 'unavailable' };
const invalid: VatNumberCheck = { status: 'invalid' };

/** VIES answers `---` where a member state does not disclose a field. */
const disclosed = (value: string | null | undefined) => (value && value.trim() !== '---' ? value.trim() : null);

/**
 * Reads a VIES reply. Errors may come with any HTTP status as `{actionSucceed: false, errorWrappers}`: only
 * INVALID_INPUT says something about the number; MS_UNAVAILABLE, TIMEOUT, the concurrency limits and the rest mean
 * nobody could tell.
 */
export function readViesReply(status: number, body: unknown, now: () => number): VatNumberCheck {
  const failure = failureSchema.safeParse(body);
  if (failure.success) return failure.data.errorWrappers[0]?.error === 'INVALID_INPUT' ? invalid : unavailable;
  if (status < 200 || status >= 300) return unavailable;
  const answer = answerSchema.safeParse(body);
  if (!answer.success) return unavailable;
  const { valid, name, requestDate, userError } = answer.data;
  if (valid) return { status: 'valid', name: disclosed(name), checkedAt: requestDate || new Date(now()).toISOString() };
  return !userError || userError === 'INVALID' || userError === 'INVALID_INPUT' ? invalid : unavailable;
}

/**
 * The VIES adapter: POST {baseUrl}/check-vat-number with `{countryCode, vatNumber}`. A slow or failing service is
 * `unavailable` after `timeoutMs`, never an exception. Definite answers are kept in this process for a day (VIES
 * limits requests, and a checkout asks again at every change of the form); the cache is bounded so that made-up
 * numbers cannot fill the memory.
 */
export function createViesChecker(options: ViesOptions): VatNumberChecker {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/check-vat-number`;
  const timeoutMs = options.timeoutMs ?? 5000;
  const cacheMs = options.cacheMs ?? 24 * 60 * 60 * 1000;
  const maxCached = options.maxCached ?? 10_000;
  const now = options.now ?? Date.now;
  const send = options.fetch ?? fetch;
  const cache = new Map<string, { check: VatNumberCheck; expires: number }>();

  const ask = async (countryCode: string, vatNumber: string): Promise<VatNumberCheck> => {
    try {
      const response = await send(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ countryCode, vatNumber }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      return readViesReply(response.status, text ? JSON.parse(text) : null, now);
    } catch {
      // Timeouts, refused connections and replies that are not JSON alike: the number stays unverified.
      return unavailable;
    }
  };

  return {
    async check(country, number) {
      const countryCode = viesCountryCode(country.toUpperCase());
      const vatNumber = normaliseVatNumber(country.toUpperCase(), number);
      const key = `${countryCode}${vatNumber}`;
      const kept = cache.get(key);
      if (kept && kept.expires > now()) return kept.check;
      cache.delete(key);
      const check = await ask(countryCode, vatNumber);
      if (check.status !== 'unavailable') {
        if (cache.size >= maxCached) cache.delete(cache.keys().next().value!);
        cache.set(key, { check, expires: now() + cacheMs });
      }
      return check;
    },
  };
}
