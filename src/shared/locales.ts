export const locales = ['el', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'el';

/** BCP 47 tags for formatting (spec §9: el-GR and en-US). */
export const localeTags: Record<Locale, string> = { el: 'el-GR', en: 'en-US' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
