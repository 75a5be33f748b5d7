import { localeTags, type Locale } from './locales';

/** Money is integer cents with its currency (DESIGN.md habit 5). Shop prices exclude VAT. */
export type Money = { cents: number; currency: string };

const decimalPrice = /^(\d{1,7})\.(\d{2})$/;

/** Parses "24.11" into 2411 without floating point; null when it is not such a price. */
export function parseDecimalToCents(text: string): number | null {
  const match = decimalPrice.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number(match[2]);
}

const formatters = new Map<string, Intl.NumberFormat>();

/** el: "1.234,56 €", en: "€1,234.56"; `whole`: "1.234 €", "€1,234" (price ranges), cents dropped. */
export function formatMoney({ cents, currency }: Money, locale: Locale, { whole = false } = {}): string {
  const key = `${locale}:${currency}:${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeTags[locale], {
      style: 'currency',
      currency,
      useGrouping: 'always',
      ...(whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(whole ? Math.trunc(cents / 100) : cents / 100);
}
