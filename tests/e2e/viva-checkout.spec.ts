import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { guestAddress } from './customers';
import { stockedProducts } from './shop-data';

/**
 * A guest pays on Viva Smart Checkout's hosted page (the shop's emulator of it, CARD_PROVIDER=viva): the shop sends
 * them there, Viva's page takes the card or IRIS, Viva sends them back to the receipt and tells the shop by webhook.
 */
const words = {
  el: {
    prefix: '',
    addToCart: 'Προσθήκη στο καλάθι',
    cart: 'Το καλάθι σας',
    toCheckout: 'Συνέχεια στην παραγγελία',
    guest: 'Συνέχεια ως επισκέπτης',
    form: 'Ολοκλήρωση παραγγελίας',
    card: /Πιστωτική ή χρεωστική κάρτα/,
    place: 'Υποβολή παραγγελίας',
    viva: 'Viva Smart Checkout (εξομοιωτής)',
    cardNumber: 'Αριθμός κάρτας',
    expiry: 'Λήξη (ΜΜ/ΕΕ)',
    installments: 'Δόσεις',
    pay: /^Πληρωμή .*€/,
    iris: 'Πληρωμή με IRIS',
    declined: 'Η κάρτα απορρίφθηκε. Δοκιμάστε άλλη κάρτα ή IRIS.',
  },
  en: {
    prefix: '/en',
    addToCart: 'Add to cart',
    cart: 'Your cart',
    toCheckout: 'Continue to checkout',
    guest: 'Continue as guest',
    form: 'Checkout',
    card: /Credit or debit card/,
    place: 'Place order',
    viva: 'Viva Smart Checkout (emulator)',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    installments: 'Installments',
    pay: /^Pay €/,
    iris: 'Pay with IRIS',
    declined: 'The card was declined. Try another card or IRIS.',
  },
} as const;

async function placeCardOrder(page: Page, locale: 'el' | 'en', slug: string) {
  const w = words[locale];
  await page.goto(`${w.prefix}/product/${slug}`);
  await page.getByRole('button', { name: w.addToCart }).click();
  const drawer = page.getByRole('dialog', { name: w.cart });
  await drawer.getByRole('link', { name: w.toCheckout }).click();
  await page.getByRole('button', { name: w.guest }).click();
  await page
    .getByRole('form', { name: w.form })
    .getByLabel('E-mail')
    .fill(`viva-${randomBytes(3).toString('hex')}@example.gr`);
  for (const [label, value] of Object.entries(guestAddress[locale]))
    await page.getByLabel(label, { exact: true }).first().fill(value);
  await page.getByRole('radio', { name: w.card }).check();
  await page.getByRole('button', { name: w.place }).click();
  // Straight on to Viva's page: no card form in the shop.
  await expect(page).toHaveURL(/\/api\/emulators\/viva\/www\/web\/checkout\?ref=\d{16}$/);
  await expect(page.getByRole('heading', { level: 1, name: w.viva })).toBeVisible();
}

test('a guest pays by card on Viva’s hosted page in Greek: a declined card, then another pays, and the receipt gets its MARK', async ({
  page,
  request,
}) => {
  const w = words.el;
  const product = (await stockedProducts(request))[0]!;
  await placeCardOrder(page, 'el', product.slug);
  await page.getByLabel(w.cardNumber).fill('4000 0000 0000 0002');
  await page.getByLabel(w.expiry).fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: w.pay }).click();
  await expect(page.getByRole('alert')).toHaveText(w.declined);

  await page.getByLabel(w.cardNumber).fill('4111 1111 1111 1111');
  await page.getByLabel(w.expiry).fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: w.pay }).click();

  await expect(page).toHaveURL(/\/receipt\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-outcome', 'completed');
  // The receipt is issued with the payment and transmitted in the background: its MARK and QR code follow.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('mydata-mark')).toHaveText(/^\d{15}$/, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: /myDATA/ })).toBeVisible();
});

test('a guest pays with IRIS in English: the receipt waits for the bank, then shows the order paid', async ({
  page,
  request,
}) => {
  const w = words.en;
  const product = (await stockedProducts(request))[1]!;
  await placeCardOrder(page, 'en', product.slug);
  await page.getByRole('button', { name: w.iris }).click();
  await expect(page).toHaveURL(/\/en\/receipt\/[A-Za-z0-9_-]{43}$/);
  // The emulated bank confirms a few seconds later and Viva's webhook tells the shop.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-outcome', 'completed', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
});
