import { describe, expect, it } from 'vitest';
import { defaultContactDetails } from './shop-contact';
import { settingsFormValues, settingsFromForm } from './shop-settings-form';
import { shopSettingsSchema, type ShopSettings } from './shop-settings-rules';

const settings: ShopSettings = {
  shippingMethods: [
    {
      code: 'courier',
      zone: 'gr',
      baseCents: 500,
      perKgCents: 100,
      includedGrams: 2000,
      maxGrams: 30_000,
      freeFromCents: 15_000,
    },
    { code: 'pickup', zone: 'gr', baseCents: 0, perKgCents: 0, includedGrams: 0, maxGrams: null, freeFromCents: null },
  ],
  islandSurchargeCents: 350,
  islandPostcodePrefixes: ['28', '84'],
  cashOnDeliveryFeeCents: 200,
  installments: [
    { minTotalCents: 0, max: 1 },
    { minTotalCents: 10_000, max: 3 },
  ],
  bankTransfer: { beneficiary: 'Tractor Parts Hellas', iban: 'GR16 0110 1250 0000 0001 2300 695', bank: 'Demo Bank' },
  vatRates: { GR: 24, FI: 25.5 },
  paymentMethodsOff: ['card'],
  contactForm: false,
  backorderDays: 14,
  thirdPartyScripts: { chat: '/vendor/chat.js' },
  contact: {
    ...defaultContactDetails,
    landline: '+30 210 555 0199',
    hours: defaultContactDetails.hours.map((slot) =>
      slot.days === 'sun' ? { ...slot, byAppointment: false, closed: true } : slot,
    ),
  },
};

describe('the settings form', () => {
  it('shows the settings as text and reads the same settings back', () => {
    expect(shopSettingsSchema.parse(settingsFromForm(settingsFormValues(settings)))).toEqual(settings);
  });

  it('reads a row saved before days could be closed as every day open', () => {
    const old = { ...settings, contact: { ...settings.contact, hours: businessHoursWithoutClosed() } };
    expect(shopSettingsSchema.parse(old).contact.hours.map((slot) => slot.closed)).toEqual([false, false, false]);
  });

  it.each([
    ['an amount with a comma', { islandSurcharge: '4,50' }, { islandSurchargeCents: 450 }],
    ["no back-order days (the configuration's)", { backorderDays: ' ' }, { backorderDays: null }],
    [
      'a new phone and Sunday by appointment',
      { 'contact.landline': ' +30 210 555 0100 ', 'contact.hours.sun.byAppointment': 'on' },
      { contact: { landline: '+30 210 555 0100', hours: [{}, {}, { days: 'sun', byAppointment: true }] } },
    ],
    [
      'Saturday closed, whatever its times say',
      { 'contact.hours.sat.closed': 'on', 'contact.hours.sat.opens': '15:00', 'contact.hours.sat.closes': '09:00' },
      { contact: { hours: [{ closed: false }, { days: 'sat', closed: true }, {}] } },
    ],
    [
      'a new shipping row',
      {
        'shipping.2.code': 'Express',
        'shipping.2.zone': 'gr',
        'shipping.2.base': '9',
        'shipping.2.perKg': '0',
        'shipping.2.includedGrams': '0',
      },
      {},
    ],
  ])('reads %s', (_, change, expected) => {
    const parsed = shopSettingsSchema.parse(settingsFromForm({ ...settingsFormValues(settings), ...change }));
    expect(parsed).toMatchObject(expected);
  });

  it.each([
    ['euros that are not a number', { codFee: 'two' }, 'cashOnDeliveryFeeCents'],
    ['a rate that is not a number', { vatRates: 'GR:lots' }, 'vatRates.GR'],
    ['an unknown zone', { 'shipping.0.zone': 'moon' }, 'shippingMethods.0.zone'],
    ['back-order days that are not a number', { backorderDays: 'ten' }, 'backorderDays'],
    ['no days at all for back-orders', { backorderDays: '0' }, 'backorderDays'],
    ['an empty shop e-mail', { 'contact.email': '' }, 'contact.email'],
    ['a Greek locality left empty', { 'contact.address.el.locality': ' ' }, 'contact.address.el.locality'],
    ['an opening time of 25:00', { 'contact.hours.monFri.opens': '25:00' }, 'contact.hours.0.opens'],
    ['an open day closing before it opens', { 'contact.hours.sat.closes': '08:00' }, 'contact.hours.1'],
  ])('refuses %s', (_, change, field) => {
    const parsed = shopSettingsSchema.safeParse(settingsFromForm({ ...settingsFormValues(settings), ...change }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });
});

function businessHoursWithoutClosed() {
  return defaultContactDetails.hours.map((slot) =>
    Object.fromEntries(Object.entries(slot).filter(([key]) => key !== 'closed')),
  );
}
