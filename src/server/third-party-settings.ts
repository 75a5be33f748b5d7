import 'server-only';
import { z } from 'zod';
import { providerConsent, type Provider, type ProviderName } from '@/shared/consent';

/** Third parties the shop may switch on, each by the address of its script; all off by default. */
export type ThirdPartySettings = { providers: Provider[]; reviewsCount: number };

/** A script of the shop's own site (`/vendor/chat.js`) or an https address; nothing else may run on its pages. */
const script = z
  .string()
  .refine(
    (value) => (value.startsWith('https://') && URL.canParse(value)) || /^\/[^/\s][^\s]*$/.test(value),
    'must be an https:// address or a path on this site',
  );
const scriptVariables: Record<ProviderName, string> = {
  analytics: 'ANALYTICS_SCRIPT_URL',
  pixel: 'PIXEL_SCRIPT_URL',
  chat: 'CHAT_SCRIPT_URL',
  reviews: 'REVIEWS_SCRIPT_URL',
  errors: 'ERROR_REPORTING_SCRIPT_URL',
};

export function readThirdPartySettings(env: Record<string, string | undefined>): ThirdPartySettings {
  const providers: Provider[] = [];
  for (const [name, variable] of Object.entries(scriptVariables) as [ProviderName, string][]) {
    const value = env[variable];
    if (!value) continue;
    const parsed = script.safeParse(value);
    if (!parsed.success) throw new Error(`Invalid configuration: ${variable}: ${parsed.error.issues[0]?.message}`);
    providers.push({ name, src: parsed.data, consent: providerConsent[name] });
  }
  const reviews = z.coerce
    .number()
    .int()
    .min(0)
    .safeParse(env.REVIEWS_COUNT || 0);
  if (!reviews.success) throw new Error('Invalid configuration: REVIEWS_COUNT: must be a whole number ≥ 0');
  return { providers, reviewsCount: reviews.data };
}
