import { describe, expect, it } from 'vitest';
import { defaultCheckoutSettings as settings, readCheckoutSettings } from './checkout-settings';
import { installmentBounds, isAllowedInstallments } from './installments';
import { paymentMethodsFor, quote } from './quote';
import { shippingMethodsFor } from './shipping';
import { orderTotals } from './totals';
import { vatCents, vatFor } from './vat';

describe('VAT, decided in one place', () => {
  const consumer = { isBusiness: false, vatNumberVerified: false };
  const verified = { isBusiness: true, vatNumberVerified: true };
  const unverified = { isBusiness: true, vatNumberVerified: false };
  it.each([
    ['a Greek consumer', { country: 'GR', ...consumer }, { ratePercent: 24, reverseCharge: false }],
    ['a Greek business, even verified', { country: 'GR', ...verified }, { ratePercent: 24, reverseCharge: false }],
    ['a German consumer', { country: 'DE', ...consumer }, { ratePercent: 19, reverseCharge: false }],
    [
      'a German business whose number VIES verified',
      { country: 'DE', ...verified },
      { ratePercent: 0, reverseCharge: true },
    ],
    [
      'a German business whose number is invalid, malformed or could not be verified',
      { country: 'DE', ...unverified },
      { ratePercent: 19, reverseCharge: false },
    ],
    [
      'a verified number without a business (no invoice asked)',
      { country: 'DE', isBusiness: false, vatNumberVerified: true },
      { ratePercent: 19, reverseCharge: false },
    ],
    ['a Finnish business, verified', { country: 'FI', ...verified }, { ratePercent: 0, reverseCharge: true }],
    ['a Finnish consumer', { country: 'FI', ...consumer }, { ratePercent: 25.5, reverseCharge: false }],
    ['an American buyer', { country: 'US', ...consumer }, { ratePercent: 0, reverseCharge: false }],
    ['a Swiss business (export)', { country: 'CH', ...unverified }, { ratePercent: 0, reverseCharge: false }],
  ])('%s', (_, destination, decision) => expect(vatFor(settings, destination)).toEqual(decision));

  it.each([
    [10_000, 24, 2400],
    [1, 24, 0],
    [3, 24, 1],
    [2, 25, 1],
    [1001, 25.5, 255],
    [0, 24, 0],
  ])('VAT of %i cents at %s%% is %i cents (half up)', (net, rate, vat) => expect(vatCents(net, rate)).toBe(vat));

  it('taxes items, shipping and the payment fee together', () => {
    expect(
      orderTotals({
        itemsCents: 20_000,
        shippingCents: 900,
        paymentFeeCents: 200,
        vat: { ratePercent: 24, reverseCharge: false },
      }),
    ).toEqual({
      itemsCents: 20_000,
      shippingCents: 900,
      paymentFeeCents: 200,
      netCents: 21_100,
      vatRatePercent: 24,
      reverseCharge: false,
      taxCents: 5064,
      totalCents: 26_164,
    });
  });
});

describe('shipping by zone and weight', () => {
  const codes = (country: string, postalCode: string, grams: number) =>
    shippingMethodsFor(settings, { country, postalCode }, grams, 5_000);
  it.each([
    [
      'mainland 1 kg',
      'GR',
      '412 22',
      1000,
      [
        { code: 'courier', cents: 500 },
        { code: 'pickup', cents: 0 },
        { code: 'boxnow', cents: 300 },
      ],
    ],
    [
      'mainland 3.5 kg',
      'GR',
      '41222',
      3500,
      [
        { code: 'courier', cents: 700 },
        { code: 'pickup', cents: 0 },
        { code: 'boxnow', cents: 300 },
      ],
    ],
    [
      'Crete 1 kg',
      'GR',
      '71202',
      1000,
      [
        { code: 'courier', cents: 800 },
        { code: 'pickup', cents: 0 },
        { code: 'boxnow', cents: 600 },
      ],
    ],
    // BOX NOW stays listed: the checkout then says the parcel is over the locker limits (the shipping domain's check).
    [
      '40 kg in Greece: collect, or BOX NOW',
      'GR',
      '41222',
      40_000,
      [
        { code: 'pickup', cents: 0 },
        { code: 'boxnow', cents: 300 },
      ],
    ],
    ['Germany 2 kg', 'DE', '10115', 2000, [{ code: 'international', cents: 3000 }]],
    ['40 kg to Germany: none', 'DE', '10115', 40_000, []],
  ])('%s', (_, country, postalCode, grams, expected) => expect(codes(country, postalCode, grams)).toEqual(expected));
});

describe('free shipping from a threshold, per method and zone (off by default)', () => {
  const withThresholds = {
    ...settings,
    shippingMethods: [
      { ...settings.shippingMethods[0]!, zone: 'gr-mainland' as const, freeFromCents: 15_000 },
      { ...settings.shippingMethods[0]!, zone: 'gr-islands' as const, freeFromCents: 30_000 },
      ...settings.shippingMethods.slice(1),
    ],
  };
  const courier = (postalCode: string, itemsCents: number, from = withThresholds) =>
    shippingMethodsFor(from, { country: 'GR', postalCode }, 3500, itemsCents).find((m) => m.code === 'courier')!.cents;
  it.each([
    ['mainland below the threshold', '41222', 14_999, 700],
    ['mainland at the threshold', '41222', 15_000, 0],
    ['island above the mainland threshold only', '71202', 20_000, 1000],
    ['island at its own threshold, surcharge waived too', '71202', 30_000, 0],
  ])('%s', (_, postalCode, itemsCents, cents) => expect(courier(postalCode, itemsCents)).toBe(cents));

  it('never applies without a threshold', () => expect(courier('41222', 10_000_000, settings)).toBe(700));

  it('is what the quote charges', () => {
    const quoted = quote(withThresholds, true, {
      itemsCents: 20_000,
      weightGrams: 3500,
      destination: { country: 'GR', postalCode: '41222' },
      vatNumber: null,
      vatNumberVerified: false,
      shippingMethod: 'courier',
      paymentMethod: 'card',
    });
    expect(quoted.shipping).toEqual({ code: 'courier', cents: 0 });
    expect(quoted.totals.shippingCents).toBe(0);
  });
});

describe('payment methods and installments', () => {
  it('offers cash on delivery at home only, and cards when a provider is set', () => {
    expect(paymentMethodsFor(settings, 'GR', true).map((method) => method.code)).toEqual([
      'cash-on-delivery',
      'bank-transfer',
      'card',
    ]);
    expect(paymentMethodsFor(settings, 'DE', false).map((method) => method.code)).toEqual(['bank-transfer']);
  });

  it.each([
    [0, { min: 1, max: 1 }],
    [9_999, { min: 1, max: 1 }],
    [10_000, { min: 2, max: 3 }],
    [29_999, { min: 2, max: 3 }],
    [30_000, { min: 2, max: 6 }],
    [60_000, { min: 2, max: 12 }],
  ])('a total of %i cents allows %j', (total, bounds) => expect(installmentBounds(settings, total)).toEqual(bounds));

  it('allows a single payment always and no more than the bound', () => {
    expect(isAllowedInstallments(settings, 5_000, 1)).toBe(true);
    expect(isAllowedInstallments(settings, 5_000, 2)).toBe(false);
    expect(isAllowedInstallments(settings, 35_000, 6)).toBe(true);
    expect(isAllowedInstallments(settings, 35_000, 7)).toBe(false);
    expect(isAllowedInstallments(settings, 35_000, 0)).toBe(false);
  });
});

describe('checkout settings from the environment', () => {
  it('uses the defaults without configuration: no VAT number is verified, so nobody gets reverse charge', () => {
    expect(readCheckoutSettings({})).toEqual(settings);
    expect(settings).toMatchObject({
      vatNumberCheck: 'off',
      viesUrl: 'https://ec.europa.eu/taxation_customs/vies/rest-api',
      backorderDays: 10,
    });
  });

  it('reads each variable over its default', () => {
    const read = readCheckoutSettings({
      VAT_RATES: 'DE:16',
      COD_FEE_CENTS: '350',
      INSTALLMENTS: '0:1,50:2',
      CARD_PROVIDER: 'off',
      VAT_NUMBER_CHECK: 'vies',
      VIES_URL: 'http://vies.internal/rest-api/',
      ISLAND_POSTCODE_PREFIXES: '84,85',
      BACKORDER_DAYS: '21',
      SHIPPING_METHODS:
        '[{"code":"freight","zone":"gr","baseCents":4000,"perKgCents":0,"includedGrams":0,"maxGrams":null}]',
    });
    expect(read.vatRates).toMatchObject({ DE: 16, GR: 24 });
    expect(read).toMatchObject({
      cashOnDeliveryFeeCents: 350,
      cardProvider: 'off',
      vatNumberCheck: 'vies',
      viesUrl: 'http://vies.internal/rest-api',
      islandPostcodePrefixes: ['84', '85'],
      backorderDays: 21,
      installments: [
        { minTotalCents: 0, max: 1 },
        { minTotalCents: 5000, max: 2 },
      ],
    });
    expect(read.shippingMethods.map((method) => method.code)).toEqual(['freight']);
  });

  it.each([
    ['VAT_RATES', 'Germany'],
    ['COD_FEE_CENTS', '-1'],
    ['INSTALLMENTS', '100'],
    ['SHIPPING_METHODS', '{"code":"x"}'],
    ['CARD_PROVIDER', 'stripe'],
    ['VAT_NUMBER_CHECK', 'on'],
    ['VIES_URL', 'ec.europa.eu/taxation_customs/vies/rest-api'],
    ['BACKORDER_DAYS', '0'],
  ])('refuses a bad %s and names it', (name, value) =>
    expect(() => readCheckoutSettings({ [name]: value })).toThrow(name),
  );
});
