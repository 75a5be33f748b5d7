import { formatMoney } from '@/shared/money';
import { localeTags, type Locale } from '@/shared/locales';

export const formatEuros = (cents: number, locale: Locale) => formatMoney({ cents, currency: 'EUR' }, locale);

export const formatKilograms = (grams: number, locale: Locale) =>
  new Intl.NumberFormat(localeTags[locale], { style: 'unit', unit: 'kilogram', maximumFractionDigits: 1 }).format(
    grams / 1000,
  );
