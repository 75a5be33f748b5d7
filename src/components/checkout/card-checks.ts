import cardValidator from 'card-validator';

export type CardFields = { holder: string; number: string; expiryMonth: string; expiryYear: string; cvv: string };
/** Spec §5 card errors: required, 'Value is invalid', invalid character, invalid length, card not supported, card expired. */
export type CardError = 'required' | 'invalid' | 'invalidCharacter' | 'invalidLength' | 'notSupported' | 'expired';

const supportedBrands = new Set(['visa', 'mastercard', 'maestro', 'american-express']);

function numberError(value: string): CardError | null {
  if (!value.trim()) return 'required';
  if (/[^\d\s-]/.test(value)) return 'invalidCharacter';
  const digits = value.replace(/\D/g, '');
  const checked = cardValidator.number(digits);
  if (!checked.card || !supportedBrands.has(checked.card.type)) return 'notSupported';
  if (!checked.card.lengths.includes(digits.length)) return 'invalidLength';
  return checked.isValid ? null : 'invalid';
}

function expiryErrors(
  month: string,
  year: string,
  now: Date,
): Partial<Record<'expiryMonth' | 'expiryYear', CardError>> {
  const problems: Partial<Record<'expiryMonth' | 'expiryYear', CardError>> = {};
  if (!month.trim()) problems.expiryMonth = 'required';
  else if (!cardValidator.expirationMonth(month).isValid) problems.expiryMonth = 'invalid';
  if (!year.trim()) problems.expiryYear = 'required';
  else if (!/^\d{2}(\d{2})?$/.test(year.trim())) problems.expiryYear = 'invalid';
  if (problems.expiryMonth || problems.expiryYear) return problems;
  const fullYear = year.trim().length === 2 ? 2000 + Number(year) : Number(year);
  const monthsNow = now.getFullYear() * 12 + now.getMonth();
  return fullYear * 12 + (Number(month) - 1) < monthsNow ? { expiryYear: 'expired' } : {};
}

/** The card form's checks in the browser, with the card library the gateway uses too. */
export function cardErrors(card: CardFields, now = new Date()): Partial<Record<keyof CardFields, CardError>> {
  const problems: Partial<Record<keyof CardFields, CardError>> = {
    ...expiryErrors(card.expiryMonth, card.expiryYear, now),
  };
  if (!card.holder.trim()) problems.holder = 'required';
  const number = numberError(card.number);
  if (number) problems.number = number;
  const cvvSize = cardValidator.number(card.number.replace(/\D/g, '')).card?.code.size ?? 3;
  if (!card.cvv.trim()) problems.cvv = 'required';
  else if (/\D/.test(card.cvv.trim())) problems.cvv = 'invalidCharacter';
  else if (!cardValidator.cvv(card.cvv.trim(), cvvSize).isValid) problems.cvv = 'invalidLength';
  return problems;
}
