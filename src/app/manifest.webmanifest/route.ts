import { manifestResponse } from '@/pwa/manifest-response';
import { defaultLocale } from '@/shared/locales';

export const dynamic = 'force-dynamic';

/** The Greek web app manifest (Greek pages have no language prefix). */
export function GET() {
  return manifestResponse(defaultLocale);
}
