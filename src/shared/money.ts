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

type EuroStyle = { group: string; decimal: string; write: (sign: string, amount: string) => string };

/** How each language writes euros, as Intl does for el-GR and en-US ("1.234,56 €", "-€1,234.56"). */
const euroStyles: Record<Locale, EuroStyle> = {
  el: { group: '.', decimal: ',', write: (sign, amount) => `${sign}${amount}\u00a0€` },
  en: { group: ',', decimal: '.', write: (sign, amount) => `${sign}€${amount}` },
};

/**
 * Euros written by hand: the first Intl.NumberFormat of a page loads the browser's number data, about 70 ms of a
 * phone's main thread while the page hydrates its prices (issue #20). The same text as Intl's (a test compares).
 */
function formatEuros(cents: number, locale: Locale, whole: boolean): string {
  const style = euroStyles[locale];
  const absolute = Math.abs(cents);
  const grouped = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+$)/g, style.group);
  const amount = whole ? grouped : `${grouped}${style.decimal}${String(absolute % 100).padStart(2, '0')}`;
  return style.write(cents < 0 ? '-' : '', amount);
}

/** el: "1.234,56 €", en: "€1,234.56"; `whole`: "1.234 €", "€1,234" (price ranges), cents dropped. */
export function formatMoney({ cents, currency }: Money, locale: Locale, { whole = false } = {}): string {
  if (currency === 'EUR' && Number.isSafeInteger(cents)) return formatEuros(cents, locale, whole);
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
