import type { Locale as ShopLocale } from '@/shared/locales';
import type messages from '../../messages/el.json';

/**
 * next-intl's types for this shop: a translation key that is missing from the messages or misspelt fails the type
 * check, and locales are the shop's own. Greek is the default locale; a test keeps the English file's keys the same.
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: ShopLocale;
    Messages: typeof messages;
  }
}
