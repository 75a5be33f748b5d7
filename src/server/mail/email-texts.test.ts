import { describe, expect, it } from 'vitest';
import { staffReplyEmail } from '@/server/domains/requests/request-emails';
import { emailTexts } from './email-texts';

// The order confirmation's own tests: src/server/domains/orders/order-confirmation.test.ts.
describe('the e-mail texts from the message files', () => {
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
