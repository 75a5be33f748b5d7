import { describe, expect, it } from 'vitest';
import { addressSchema } from './address-rules';
import { checkoutProblems, checkoutSchema, emailSchema } from './checkout-rules';

const address = {
  firstName: 'Νίκος',
  lastName: 'Γεωργίου',
  address1: 'Ηρώων Πολυτεχνείου 5',
  phone: '+30 690 111 2222',
  country: 'GR',
  city: 'Λάρισα',
  postalCode: '412 22',
};
const order = {
  email: 'nikos@example.gr',
  billing: address,
  shipToBilling: true,
  document: 'receipt',
  shippingMethod: 'courier',
  paymentMethod: 'card',
} as const;

function reasonOf(input: unknown, field: string) {
  const parsed = checkoutSchema.safeParse(input);
  if (parsed.success) return null;
  return checkoutProblems(parsed.error).find((problem) => problem.field === field)?.reason ?? null;
}

describe('checkout problems: required comes before the format (spec §5)', () => {
  it.each([
    ['an empty e-mail', { ...order, email: '' }, 'email', 'required'],
    ['a blank e-mail', { ...order, email: '   ' }, 'email', 'required'],
    ['a malformed e-mail', { ...order, email: 'nikos@' }, 'email', 'email'],
    ['an empty phone', { ...order, billing: { ...address, phone: '' } }, 'billing.phone', 'required'],
    ['a short phone', { ...order, billing: { ...address, phone: '123' } }, 'billing.phone', 'invalid'],
    ['an empty postal code', { ...order, billing: { ...address, postalCode: '' } }, 'billing.postalCode', 'required'],
    [
      'a wrong Greek postal code',
      { ...order, billing: { ...address, postalCode: '4122' } },
      'billing.postalCode',
      'postalCode',
    ],
    [
      'an empty alternative phone',
      { ...order, billing: { ...address, alternativePhone: '' } },
      'billing.alternativePhone',
      null,
    ],
  ])('%s', (_, input, field, reason) => {
    expect(reasonOf(input, field)).toBe(reason);
  });

  it('names each field once', () => {
    const parsed = checkoutSchema.safeParse({
      ...order,
      email: '',
      billing: { ...address, phone: '', postalCode: '' },
    });
    const fields = checkoutProblems(parsed.error!).map((problem) => problem.field);
    expect(fields).toEqual([...new Set(fields)]);
  });

  it('the account address form sees one issue per empty field', () => {
    const parsed = addressSchema.safeParse({ ...address, phone: '', postalCode: '' });
    expect(parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.code])).toEqual([
      ['phone', 'too_small'],
      ['postalCode', 'too_small'],
    ]);
  });

  it('the sign-in and newsletter e-mail is required before it is checked', () => {
    expect(emailSchema.safeParse('').error!.issues[0]!.code).toBe('too_small');
    expect(emailSchema.safeParse(' Nikos@Example.GR ').data).toBe('nikos@example.gr');
  });
});
