import { describe, expect, it } from 'vitest';
import { staffReplyEmail } from '@/server/domains/requests/request-emails';
import { orderConfirmationEmail } from '@/server/domains/orders/order-emails';
import { emailTexts } from './email-texts';

describe('the e-mail texts from the message files', () => {
  it.each([
    ['el', 'Η παραγγελία σας TPH-000042 στο Tractor Parts Hellas', /σύνολο 1\.234,56\s€ με ΦΠΑ/],
    ['en', 'Your order TPH-000042 at Tractor Parts Hellas', /total €1,234\.56 including VAT/],
  ] as const)('%s: an order confirmation carries its number, total and link', (locale, subject, total) => {
    const mail = orderConfirmationEmail(
      locale,
      { number: 'TPH-000042', totalCents: 123456, currency: 'EUR' },
      'https://shop.test/receipt/r1',
    );
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain('TPH-000042 (');
    expect(mail.text).toMatch(total);
    expect(mail.text).toContain('\n\nhttps://shop.test/receipt/r1\n\n');
  });

  it.each(['el', 'en'] as const)('%s: what a customer or staff wrote is written as is, never read as ICU', (locale) => {
    const name = "O'Brien {name} <b>#1</b>";
    const reply = "Yes, it's {in stock} <today> # '{'";
    const mail = staffReplyEmail(locale, name, reply, 'https://shop.test/request/a?b={c}');
    expect(mail.text).toContain(`${name},\n\n`);
    expect(mail.text).toContain(`\n\n${reply}\n\n`);
    expect(mail.text).toContain('https://shop.test/request/a?b={c}');
  });

  it('fails loudly instead of sending a key as text', () => {
    const t = emailTexts('en') as unknown as (key: string) => string;
    expect(() => t('orders.nothing')).toThrow(/MISSING_MESSAGE/);
  });
});
