import type { Messages } from 'next-intl';
import type { Locale } from '@/shared/locales';
import el from '../../messages/el.json';
import en from '../../messages/en.json';

/** Every language's messages, for the few places that speak all of them at once (error pages, e-mails). */
export const allMessages: Record<Locale, Messages> = { el, en };
