import { describe, expect, it } from 'vitest';
import { writeOrderConfirmation, type ConfirmationFacts } from './order-confirmation';

const facts = (overrides: Partial<ConfirmationFacts> = {}): ConfirmationFacts => ({
  number: 'TP-000042',
  locale: 'en',
  currency: 'EUR',
  items: [
    {
      name: 'Oil filter <Kubota> & co',
      mpn: '15241-32430',
      sku: 'TP-001',
      quantity: 2,
      unitCents: 1250,
      lineCents: 2500,
    },
    { name: 'Seat', mpn: null, sku: 'TP-002', quantity: 1, unitCents: 4000, lineCents: 4000 },
  ],
  itemsCents: 6500,
  shippingCents: 500,
  paymentFeeCents: 0,
  taxCents: 1680,
  totalCents: 8680,
  vatRatePercent: 24,
  reverseCharge: false,
  shippingAddress: {
    firstName: 'Helen',
    lastName: 'Smith',
    company: null,
    address1: 'Egnatia 100',
    address2: null,
    floor: null,
    doorbell: null,
    phone: '+30 231 012 3456',
    alternativePhone: null,
    country: 'GR',
    region: null,
    city: 'Thessaloniki',
    postalCode: '546 22',
  } as ConfirmationFacts['shippingAddress'],
  paymentMethod: 'bank-transfer',
  bankTransfer: { beneficiary: 'Tractor Parts Hellas', iban: 'GR16 0110 1250 0000 0001 2300 695', bank: 'Bank' },
  shop: { landline: '+30 210 555 0142', email: 'info@tractorparts-hellas.example' },
  receiptLink: 'https://shop.example/en/receipt/abc',
  payBy: null,
  ...overrides,
});

describe('the order confirmation', () => {
  it('lists every line with part number, quantity and prices, the totals with VAT, address, payment and next steps', () => {
    const mail = writeOrderConfirmation(facts());
    expect(mail.subject).toBe('Your order TP-000042 at Tractor Parts Hellas');
    for (const expected of [
      '- 2 × Oil filter <Kubota> & co (part no. 15241-32430): €12.50 each, €25.00 excl. VAT',
      '- 1 × Seat (part no. TP-002): €40.00 each, €40.00 excl. VAT',
      'VAT 24%: €16.80',
      'Total incl. VAT: €86.80',
      'Egnatia 100\n546 22 Thessaloniki\nGreece',
      'Payment: bank transfer\nPlease transfer €86.80 to:',
      'IBAN: GR16 0110 1250 0000 0001 2300 695',
      'Reference: TP-000042',
      'https://shop.example/en/receipt/abc',
      '+30 210 555 0142',
      'info@tractorparts-hellas.example',
    ])
      expect(mail.text).toContain(expected);
    expect(mail.html).toContain('Oil filter &lt;Kubota&gt; &amp; co');
    expect(mail.html).toContain('href="https://shop.example/en/receipt/abc"');
    expect(mail.html).toContain('<html lang="en">');
  });

  it.each([
    ['el', 'Η παραγγελία σας TP-000042 στο Tractor Parts Hellas', 'Πληρώνετε 86,80 € στον courier'],
    ['en', 'Your order TP-000042 at Tractor Parts Hellas', 'Pay €86.80 to the courier on delivery'],
  ] as const)('%s: in the customer’s language, cash on delivery says what to pay', (locale, subject, next) => {
    const mail = writeOrderConfirmation(facts({ locale, paymentMethod: 'cash-on-delivery', bankTransfer: null }));
    expect(mail.subject).toBe(subject);
    expect(mail.text.replace(/\u00a0/g, ' ')).toContain(next);
  });

  it.each([
    ['el', /Η πληρωμή με κάρτα δεν έχει ολοκληρωθεί ακόμη\. Πληρώστε .* έως 1 Ιουν 2026, 1:30/],
    ['en', /Your card payment is not complete yet\. Pay at the receipt link below until Jun 1, 2026, 1:30/],
  ] as const)('%s: an unpaid card order says how to pay it and until when', (locale, note) => {
    const card = { locale, paymentMethod: 'card', bankTransfer: null } as const;
    const unpaid = writeOrderConfirmation(facts({ ...card, payBy: new Date('2026-06-01T10:30:00Z') }));
    expect(unpaid.text.replace(/\u202f/g, ' ')).toMatch(note);
    expect(writeOrderConfirmation(facts(card)).text.replace(/\u202f/g, ' ')).not.toMatch(note);
  });
});
