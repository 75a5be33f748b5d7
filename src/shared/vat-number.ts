/** EU VAT numbers: the Greek ΑΦΜ by its check digit, the other member states by format (no network check here). */
export const euCountries: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];

const formats: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  ES: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** "el 094 019 245" → "094019245": upper case, without separators or the country prefix (Greece: EL or GR). */
export function normaliseVatNumber(country: string, value: string): string {
  const compact = value.toUpperCase().replace(/[\s.-]/g, '');
  const prefixes = country === 'GR' ? ['EL', 'GR'] : [country.toUpperCase()];
  const prefix = prefixes.find((each) => compact.startsWith(each));
  return prefix ? compact.slice(prefix.length) : compact;
}

/** ΑΦΜ: nine digits; the last is Σ d[i]·2^(8−i) over the first eight, mod 11, mod 10. */
export function isValidGreekVatNumber(afm: string): boolean {
  const digits = normaliseVatNumber('GR', afm);
  if (!/^\d{9}$/.test(digits) || /^0+$/.test(digits)) return false;
  const sum = [...digits.slice(0, 8)].reduce((total, digit, index) => total + Number(digit) * 2 ** (8 - index), 0);
  return (sum % 11) % 10 === Number(digits[8]);
}

export function isValidVatNumber(country: string, value: string): boolean {
  if (country === 'GR') return isValidGreekVatNumber(value);
  const format = formats[country];
  return format !== undefined && format.test(normaliseVatNumber(country, value));
}
