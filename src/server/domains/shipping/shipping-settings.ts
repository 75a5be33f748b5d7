import 'server-only';
import { z } from 'zod';
import type { AcsSettings } from './carriers/acs';
import type { BoxNowSettings } from './carriers/boxnow';
import { carrierCodes, type CarrierCode } from './carriers/carrier';

/** Which courier each shipping method uses, and how to reach each courier (emulators unless configured). */
export type ShippingSettings = {
  carriers: Record<string, CarrierCode>;
  acs: AcsSettings;
  boxnow: BoxNowSettings;
  /** Serve the couriers' emulators under /api/emulators/… (development, tests; never production). */
  emulators: boolean;
};

const carrierPairs = z
  .string()
  .transform((value) => value.split(',').map((pair) => pair.trim().split(':')))
  .pipe(z.array(z.tuple([z.string().regex(/^[a-z0-9-]{1,40}$/), z.enum(carrierCodes)])))
  .transform((pairs) => Object.fromEntries(pairs) as Record<string, CarrierCode>);

/** From the environment: SHIPPING_CARRIERS=courier:acs,boxnow:boxnow; ACS_* and BOXNOW_* (see README). */
export function readShippingSettings(env: Record<string, string | undefined>, siteUrl: string): ShippingSettings {
  const read = (name: string) => env[name]?.trim() || undefined;
  const carriers = carrierPairs.parse(read('SHIPPING_CARRIERS') ?? 'courier:acs,boxnow:boxnow,international:manual');
  // Served while a courier in use still has its default address (the emulator's), in production too: `npm start`
  // needs no configuration, and a shop that set every courier's real address serves none.
  const addressLeftDefault = { acs: !read('ACS_URL'), boxnow: !read('BOXNOW_URL'), manual: false };
  const emulators =
    (read('SHIPPING_EMULATORS') ??
      (Object.values(carriers).some((code) => addressLeftDefault[code]) ? 'on' : 'off')) === 'on';
  return {
    carriers,
    emulators,
    acs: {
      url: read('ACS_URL') ?? `${siteUrl}/api/emulators/acs`,
      apiKey: read('ACS_API_KEY') ?? 'emulator',
      companyId: read('ACS_COMPANY_ID') ?? 'demo',
      companyPassword: read('ACS_COMPANY_PASSWORD') ?? 'demo',
      userId: read('ACS_USER_ID') ?? 'demo',
      userPassword: read('ACS_USER_PASSWORD') ?? 'demo',
      billingCode: read('ACS_BILLING_CODE') ?? '2ΑΘ999999',
      trackingUrl: read('ACS_TRACKING_URL') ?? 'https://www.acscourier.net/el/track-and-trace?generalCode={number}',
    },
    boxnow: {
      url: read('BOXNOW_URL') ?? `${siteUrl}/api/emulators/boxnow`,
      clientId: read('BOXNOW_CLIENT_ID') ?? 'emulator',
      clientSecret: read('BOXNOW_CLIENT_SECRET') ?? 'emulator',
      originLocationId: read('BOXNOW_ORIGIN_LOCATION_ID') ?? '2',
      trackingUrl: read('BOXNOW_TRACKING_URL') ?? 'https://boxnow.gr/track?parcelId={number}',
    },
  };
}
