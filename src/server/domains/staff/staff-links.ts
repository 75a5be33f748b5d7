import 'server-only';
import type { Config } from '@/server/config';
import type { Locale } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';

/** The page where an invitation or set-up link is accepted, in the language of the one who reads it. */
export function staffJoinLink(config: Pick<Config, 'siteUrl'>, locale: Locale, token: string): string {
  return `${config.siteUrl}${localizedPath(locale, '/staff/join')}?token=${token}`;
}
