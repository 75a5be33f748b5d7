import 'server-only';
import type { Config } from '@/server/config';
import type { Locale } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';

/** The request's page for its customer, in its language (the link of the e-mails). */
export function requestLink(config: Pick<Config, 'siteUrl'>, locale: Locale, publicId: string): string {
  return `${config.siteUrl}${localizedPath(locale, `/request/${publicId}`)}`;
}
