import { paymentMethodCodes } from './checkout-rules';
import { providerNames } from './consent';
import { locales } from './locales';
import { hourSlots } from './shop-contact';
import type { ShopSettings } from './shop-settings-rules';

/**
 * The settings form's fields as text (what the inputs show) and back: amounts in euros ("7.50" or "7,50"), lists
 * as "a, b", pairs as "key:value, …". Parsing makes the object the schema then validates; text that is no number
 * becomes NaN, which the schema refuses with the field's name.
 */
export type SettingsFormValues = Record<string, string>;

/** Shipping method rows the form shows: the saved ones and this many empty ones to add a method. */
export const emptyShippingRows = 1;

const euros = (cents: number) => (cents / 100).toFixed(2);
const centsOf = (text: string | undefined) => {
  const trimmed = (text ?? '').trim().replace(',', '.');
  return /^\d{1,7}(\.\d{1,2})?$/.test(trimmed) ? Math.round(Number(trimmed) * 100) : Number.NaN;
};
const wholeOf = (text: string | undefined) => {
  const trimmed = (text ?? '').trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};
const listOf = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const pairsOf = (text: string | undefined) =>
  listOf(text).map((pair) => {
    const [key = '', value = ''] = pair.split(':').map((part) => part.trim());
    return [key, value] as const;
  });

export function settingsFormValues(settings: ShopSettings): SettingsFormValues {
  const values: SettingsFormValues = {
    islandSurcharge: euros(settings.islandSurchargeCents),
    islandPrefixes: settings.islandPostcodePrefixes.join(', '),
    codFee: euros(settings.cashOnDeliveryFeeCents),
    installments: settings.installments.map((tier) => `${euros(tier.minTotalCents)}:${tier.max}`).join(', '),
    bankBeneficiary: settings.bankTransfer.beneficiary,
    bankIban: settings.bankTransfer.iban,
    bankName: settings.bankTransfer.bank,
    vatRates: Object.entries(settings.vatRates)
      .map(([country, rate]) => `${country}:${rate}`)
      .join(', '),
    contactForm: settings.contactForm ? 'on' : '',
    backorderDays: settings.backorderDays === null ? '' : String(settings.backorderDays),
  };
  for (const code of paymentMethodCodes)
    values[`payment.${code}`] = settings.paymentMethodsOff.includes(code) ? '' : 'on';
  for (const name of providerNames) values[`script.${name}`] = settings.thirdPartyScripts[name] ?? '';
  const { contact } = settings;
  Object.assign(values, {
    'contact.email': contact.email,
    'contact.landline': contact.landline,
    'contact.messaging': contact.messaging,
  });
  for (const locale of locales) {
    values[`contact.address.${locale}.street`] = contact.address[locale].street;
    values[`contact.address.${locale}.locality`] = contact.address[locale].locality;
  }
  for (const slot of contact.hours) {
    values[`contact.hours.${slot.days}.opens`] = slot.opens;
    values[`contact.hours.${slot.days}.closes`] = slot.closes;
    values[`contact.hours.${slot.days}.byAppointment`] = slot.byAppointment ? 'on' : '';
    values[`contact.hours.${slot.days}.closed`] = slot.closed ? 'on' : '';
  }
  settings.shippingMethods.forEach((method, row) => {
    Object.assign(values, {
      [`shipping.${row}.code`]: method.code,
      [`shipping.${row}.zone`]: method.zone,
      [`shipping.${row}.base`]: euros(method.baseCents),
      [`shipping.${row}.perKg`]: euros(method.perKgCents),
      [`shipping.${row}.includedGrams`]: String(method.includedGrams),
      [`shipping.${row}.maxGrams`]: method.maxGrams === null ? '' : String(method.maxGrams),
      [`shipping.${row}.freeFrom`]: method.freeFromCents === null ? '' : euros(method.freeFromCents),
    });
  });
  values.shippingRows = String(settings.shippingMethods.length + emptyShippingRows);
  return values;
}

/** The form's answer as the settings object to validate; rows without a code are left out (an unused empty row). */
export function settingsFromForm(values: SettingsFormValues): unknown {
  const rows = Math.min(50, wholeOf(values.shippingRows) || 0);
  const shippingMethods = Array.from({ length: rows }, (_, row) => row)
    .filter((row) => (values[`shipping.${row}.code`] ?? '').trim() !== '')
    .map((row) => {
      const field = (name: string) => values[`shipping.${row}.${name}`];
      return {
        code: (field('code') ?? '').trim().toLowerCase(),
        zone: field('zone'),
        baseCents: centsOf(field('base')),
        perKgCents: centsOf(field('perKg')),
        includedGrams: wholeOf(field('includedGrams')),
        maxGrams: (field('maxGrams') ?? '').trim() === '' ? null : wholeOf(field('maxGrams')),
        freeFromCents: (field('freeFrom') ?? '').trim() === '' ? null : centsOf(field('freeFrom')),
      };
    });
  return {
    shippingMethods,
    islandSurchargeCents: centsOf(values.islandSurcharge),
    islandPostcodePrefixes: listOf(values.islandPrefixes),
    cashOnDeliveryFeeCents: centsOf(values.codFee),
    installments: pairsOf(values.installments).map(([total, max]) => ({
      minTotalCents: centsOf(total),
      max: wholeOf(max),
    })),
    bankTransfer: {
      beneficiary: values.bankBeneficiary ?? '',
      iban: values.bankIban ?? '',
      bank: values.bankName ?? '',
    },
    vatRates: Object.fromEntries(
      pairsOf(values.vatRates).map(([country, rate]) => [country.toUpperCase(), Number(rate.replace(',', '.') || 'x')]),
    ),
    paymentMethodsOff: paymentMethodCodes.filter((code) => values[`payment.${code}`] !== 'on'),
    contactForm: values.contactForm === 'on',
    // Left empty: the configuration's (BACKORDER_DAYS).
    backorderDays: (values.backorderDays ?? '').trim() === '' ? null : wholeOf(values.backorderDays),
    thirdPartyScripts: Object.fromEntries(
      providerNames.flatMap((name) => {
        const address = (values[`script.${name}`] ?? '').trim();
        return address ? [[name, address]] : [];
      }),
    ),
    contact: {
      email: values['contact.email'] ?? '',
      landline: values['contact.landline'] ?? '',
      messaging: values['contact.messaging'] ?? '',
      address: Object.fromEntries(
        locales.map((locale) => [
          locale,
          {
            street: values[`contact.address.${locale}.street`] ?? '',
            locality: values[`contact.address.${locale}.locality`] ?? '',
          },
        ]),
      ),
      hours: hourSlots.map((days) => ({
        days,
        opens: (values[`contact.hours.${days}.opens`] ?? '').trim(),
        closes: (values[`contact.hours.${days}.closes`] ?? '').trim(),
        byAppointment: values[`contact.hours.${days}.byAppointment`] === 'on',
        closed: values[`contact.hours.${days}.closed`] === 'on',
      })),
    },
  };
}
