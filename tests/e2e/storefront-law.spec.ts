import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { lastMailTo } from './outbox';
import { stockedProducts } from './shop-data';
import { openAsOwner } from './staff';

/** What the law asks of the storefront (#23): consumer prices with VAT, and the 14-day withdrawal function. */

const money = (cents: number, locale: 'el' | 'en') =>
  new Intl.NumberFormat(locale === 'el' ? 'el-GR' : 'en-US', {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
  }).format(cents / 100);
const withVat = (cents: number, rate: number) => cents + Math.floor((cents * rate * 100 + 5000) / 10_000);

test('every price shows excl. and incl. VAT, in the order the visitor chose, remembered; the VAT follows their country', async ({
  page,
  request,
}) => {
  test.slow();
  const product = (await stockedProducts(request)).at(-12)!;
  const net = product.price.amount;

  await page.goto(`/product/${product.slug}`);
  const pair = page.getByRole('main').getByTestId('price-pair').first();
  await expect(pair.getByTestId('price-excl')).toHaveText(`${money(net, 'el')} χωρίς ΦΠΑ`);
  await expect(pair.getByTestId('price-incl')).toHaveText(`${money(withVat(net, 24), 'el')} με ΦΠΑ 24%`);
  await expect(pair).toHaveAttribute('data-first', 'business');

  // A consumer puts the final price first; the choice is remembered across pages, reloads and languages.
  await page.getByRole('group', { name: 'Τιμές' }).getByRole('button', { name: 'Πρώτα με ΦΠΑ (ιδιώτες)' }).click();
  await expect(pair).toHaveAttribute('data-first', 'consumer');
  await expect(pair.locator('[data-testid]').first()).toHaveAttribute('data-testid', 'price-incl');
  await page.goto('/en/products');
  const card = page.getByRole('main').getByTestId('price-pair').first();
  await expect(card).toHaveAttribute('data-first', 'consumer');
  await expect(card.getByTestId('price-incl')).toContainText('incl. VAT 24%');
  await expect(card.getByTestId('price-excl')).toContainText('excl. VAT');

  // In the cart too.
  await page.goto(`/en/product/${product.slug}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId('cart-subtotal').getByTestId('price-incl')).toHaveText(
    `${money(withVat(net, 24), 'en')} incl. VAT 24%`,
  );

  // Once the checkout knows the visitor is in Germany, consumer prices carry German VAT.
  await page.evaluate(() =>
    localStorage.setItem('price-display', JSON.stringify({ state: { first: 'business', country: 'DE' }, version: 0 })),
  );
  await page.goto(`/en/product/${product.slug}`);
  await expect(page.getByRole('main').getByTestId('price-incl').first()).toHaveText(
    `${money(withVat(net, 19), 'en')} incl. VAT 19%`,
  );
});

const greekCustomer = {
  Όνομα: 'Μαρία',
  Επώνυμο: 'Αθανασίου',
  'Οδός και αριθμός': 'Ερμού 12',
  Τηλέφωνο: '+30 690 333 4444',
  Πόλη: 'Βόλος',
  'Ταχυδρομικός κώδικας': '382 21',
};

/** A guest buys one part with cash on delivery and lands on the receipt (Greek). */
async function guestOrder(page: Page, slug: string) {
  const email = `withdraw-${randomBytes(4).toString('hex')}@example.gr`;
  await page.goto(`/product/${slug}`);
  await page.getByRole('button', { name: 'Προσθήκη στο καλάθι' }).click();
  await page.getByRole('link', { name: 'Συνέχεια στην παραγγελία' }).click();
  await page.getByRole('button', { name: 'Συνέχεια ως επισκέπτης' }).click();
  const form = page.getByRole('form', { name: 'Ολοκλήρωση παραγγελίας' });
  await form.getByLabel('E-mail').fill(email);
  for (const [label, value] of Object.entries(greekCustomer))
    await form.getByLabel(label, { exact: true }).first().fill(value);
  await page.getByRole('radio', { name: /Αντικαταβολή/ }).check();
  await page.getByRole('button', { name: 'Υποβολή παραγγελίας' }).click();
  await expect(page).toHaveURL(/\/receipt\/[A-Za-z0-9_-]{43}$/);
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  return { number: /TP-\d{6}/.exec(heading)![0], email };
}

test('a consumer withdraws from an order on the receipt, is told by e-mail, and staff see a return to handle (Greek)', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const product = (await stockedProducts(request)).at(-13)!;
  const order = await guestOrder(page, product.slug);

  const withdrawal = page.getByTestId('withdrawal');
  await expect(withdrawal).toContainText('έως');
  await withdrawal.getByRole('button', { name: 'Υπαναχώρηση από τη σύμβαση' }).click();
  // A short confirmation step: nothing happens until it is confirmed, and "keep" goes back.
  await expect(withdrawal.getByRole('heading', { name: 'Επιβεβαίωση υπαναχώρησης' })).toBeFocused();
  await withdrawal.getByRole('button', { name: 'Όχι, κρατώ την παραγγελία' }).click();
  await withdrawal.getByRole('button', { name: 'Υπαναχώρηση από τη σύμβαση' }).click();
  await withdrawal.getByRole('button', { name: 'Επιβεβαίωση υπαναχώρησης' }).click();
  await expect(withdrawal.getByTestId('withdrawal-requested')).toContainText('Υπαναχωρήσατε από αυτή την παραγγελία');
  await page.reload();
  await expect(page.getByTestId('withdrawal-requested')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Υπαναχώρηση από τη σύμβαση' })).toHaveCount(0);

  const mail = await lastMailTo(order.email, 'δήλωση υπαναχώρησής σας');
  expect(mail).toContain(order.number);
  expect(mail).toMatch(/\/receipt\/[A-Za-z0-9_-]{43}/);

  const staff = await openAsOwner(browser, `/en/staff/orders/${order.number}`);
  await expect(staff.getByTestId('desk-withdrawal')).toContainText('The customer withdrew on');
  await staff.goto(`/en/staff/orders?q=${order.number}`);
  await expect(staff.getByTestId('desk-withdrawal-badge').first()).toHaveText('Withdrawal');
  await staff.context().close();
});

for (const [path, heading] of [
  ['/oroi-proypotheseis', 'Δικαίωμα υπαναχώρησης 14 ημερών'],
  ['/en/oroi-proypotheseis', 'The 14-day right of withdrawal'],
  ['/en/terms-of-service', 'The 14-day right of withdrawal'],
] as const)
  test(`the terms explain the right of withdrawal: ${path}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const section = page.locator('#withdrawal');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(heading);
    await expect(section).toContainText('14');
    // No demo banner: the page reads as the shop's own.
    await expect(page.getByText(/Sample text|Δείγμα κειμένου|not legal advice/)).toHaveCount(0);
  });
