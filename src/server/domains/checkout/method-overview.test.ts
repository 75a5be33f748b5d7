import { describe, expect, it } from 'vitest';
import { defaultCheckoutSettings, readCheckoutSettings } from './checkout-settings';
import { paymentMethodsOverview, shippingMethodsOverview } from './method-overview';
import { shippingMethodsFor } from './shipping';

describe('the shipping methods page', () => {
  it('lists the configured methods with their zone, prices and weight limit, and the island surcharge of paid ones', () => {
    expect(shippingMethodsOverview(defaultCheckoutSettings)).toEqual([
      {
        code: 'courier',
        zone: 'gr',
        baseCents: 500,
        perKgCents: 100,
        includedGrams: 2000,
        maxGrams: 30_000,
        freeFromCents: null,
        islandSurchargeCents: 300,
      },
      {
        code: 'pickup',
        zone: 'gr',
        baseCents: 0,
        perKgCents: 0,
        includedGrams: 0,
        maxGrams: null,
        freeFromCents: null,
        islandSurchargeCents: null,
      },
      {
        code: 'boxnow',
        zone: 'gr',
        baseCents: 300,
        perKgCents: 0,
        includedGrams: 0,
        maxGrams: null,
        freeFromCents: null,
        islandSurchargeCents: 300,
      },
      {
        code: 'international',
        zone: 'international',
        baseCents: 2500,
        perKgCents: 500,
        includedGrams: 1000,
        maxGrams: 30_000,
        freeFromCents: null,
        islandSurchargeCents: null,
      },
    ]);
  });

  it('follows SHIPPING_METHODS and ISLAND_SURCHARGE_CENTS', () => {
    const settings = readCheckoutSettings({
      SHIPPING_METHODS: JSON.stringify([
        { code: 'freight', zone: 'gr-islands', baseCents: 4000, perKgCents: 0, includedGrams: 0, maxGrams: null },
        {
          code: 'courier',
          zone: 'gr',
          baseCents: 500,
          perKgCents: 0,
          includedGrams: 0,
          maxGrams: null,
          freeFromCents: 15_000,
        },
      ]),
      ISLAND_SURCHARGE_CENTS: '450',
    });
    expect(shippingMethodsOverview(settings)).toEqual([
      {
        code: 'freight',
        zone: 'gr-islands',
        baseCents: 4000,
        perKgCents: 0,
        includedGrams: 0,
        maxGrams: null,
        freeFromCents: null,
        islandSurchargeCents: 450,
      },
      {
        code: 'courier',
        zone: 'gr',
        baseCents: 500,
        perKgCents: 0,
        includedGrams: 0,
        maxGrams: null,
        freeFromCents: 15_000,
        islandSurchargeCents: 450,
      },
    ]);
  });

  it('promises what the checkout charges: base, extra kilos and the island surcharge', () => {
    const [courier] = shippingMethodsOverview(defaultCheckoutSettings);
    const [quoted] = shippingMethodsFor(defaultCheckoutSettings, { country: 'GR', postalCode: '84100' }, 3500, 0);
    expect(quoted!.cents).toBe(courier!.baseCents + 2 * courier!.perKgCents + courier!.islandSurchargeCents!);
  });
});

describe('the payment methods page', () => {
  it('lists cash on delivery with its fee, bank transfer with the account and card with its installment tiers', () => {
    expect(paymentMethodsOverview(defaultCheckoutSettings, true)).toEqual([
      { code: 'cash-on-delivery', feeCents: 200, country: 'GR' },
      {
        code: 'bank-transfer',
        beneficiary: 'Tractor Parts Hellas',
        bank: 'Demo Bank',
        iban: 'GR16 0110 1250 0000 0001 2300 695',
      },
      {
        code: 'card',
        installments: [
          { minTotalCents: 10_000, max: 3 },
          { minTotalCents: 30_000, max: 6 },
          { minTotalCents: 60_000, max: 12 },
        ],
      },
    ]);
  });

  it('follows COD_FEE_CENTS, BANK_* and INSTALLMENTS, and leaves cards out when no provider is set', () => {
    const settings = readCheckoutSettings({
      COD_FEE_CENTS: '350',
      BANK_NAME: 'Other Bank',
      INSTALLMENTS: '0:1,200:4',
      CARD_PROVIDER: 'off',
    });
    expect(paymentMethodsOverview(settings, false)).toEqual([
      { code: 'cash-on-delivery', feeCents: 350, country: 'GR' },
      expect.objectContaining({ code: 'bank-transfer', bank: 'Other Bank' }),
    ]);
    expect(paymentMethodsOverview(settings, true).at(-1)).toEqual({
      code: 'card',
      installments: [{ minTotalCents: 20_000, max: 4 }],
    });
  });
});
