import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { stockedProducts } from './shop-data';
import { openAsOwner, saveSettings } from './staff';

/** A guest buys one part paying cash on delivery (the order goes straight to packing); returns its number. */
async function guestOrder(
  page: Page,
  slug: string,
  postalCode = '412 22',
  email = `bo-${randomBytes(4).toString('hex')}@example.gr`,
) {
  await page.goto(`/product/${slug}`);
  await page.getByRole('button', { name: 'Προσθήκη στο καλάθι' }).click();
  await page.getByRole('link', { name: 'Συνέχεια στην παραγγελία' }).click();
  await page.getByRole('button', { name: 'Συνέχεια ως επισκέπτης' }).click();
  const form = page.getByRole('form', { name: 'Ολοκλήρωση παραγγελίας' });
  await form.getByLabel('E-mail').fill(email);
  const address = {
    Όνομα: 'Νίκος',
    Επώνυμο: 'Σβήσιμος',
    'Οδός και αριθμός': 'Ηρώων Πολυτεχνείου 5',
    Τηλέφωνο: '+30 690 111 2222',
    Πόλη: 'Λάρισα',
    'Ταχυδρομικός κώδικας': postalCode,
  };
  for (const [label, value] of Object.entries(address))
    await form.getByLabel(label, { exact: true }).first().fill(value);
  return { form, email };
}

async function placed(page: Page) {
  await page.getByRole('radio', { name: /Αντικαταβολή/ }).check();
  await page.getByRole('button', { name: 'Υποβολή παραγγελίας' }).click();
  await expect(page).toHaveURL(/\/receipt\/[A-Za-z0-9_-]{43}$/);
  return /TP-\d{6}/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')![0];
}

test('the owner sees a just-placed order among "to ship" on the dashboard, once packed (Greek)', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const product = (await stockedProducts(request)).at(-8)!;
  await guestOrder(page, product.slug);
  const number = await placed(page);
  const owner = await openAsOwner(browser, `/staff/orders/${number}`);
  const pack = owner.locator('details').filter({ has: owner.getByText('Συσκευασία', { exact: true }) });
  await pack.locator('summary').click();
  await pack.getByRole('button', { name: 'Συσκευάστηκε' }).click();
  await expect(owner.getByText('Η παραγγελία συσκευάστηκε.')).toBeVisible();
  await owner.goto('/staff');
  await owner.getByRole('link', { name: /Παραγγελίες προς αποστολή/ }).click();
  await expect(owner.getByRole('link', { name: `Άνοιγμα παραγγελίας ${number}` }).first()).toBeVisible();
  // The sales figures are there, with their table for screen readers.
  await owner.goto('/staff?period=today');
  await expect(owner.getByRole('table', { name: 'Έσοδα χωρίς ΦΠΑ και παραγγελίες ανά ημέρα' })).toBeAttached();
});

test('the owner changes the island surcharge and the checkout quotes it (English settings, Greek checkout) @shop-settings', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const owner = await openAsOwner(browser, '/en/staff/settings');
  const surcharge = owner.getByLabel('Island surcharge (€)');
  const before = Number((await surcharge.inputValue()).replace(',', '.'));
  const after = before === 41.5 ? 37.25 : 41.5;
  await surcharge.fill(String(after));
  await saveSettings(owner, 'en');
  await expect(owner.getByLabel('Island surcharge (€)')).toHaveValue(after.toFixed(2));

  const product = (await stockedProducts(request)).at(-9)!;
  const { form } = await guestOrder(page, product.slug, '841 00');
  // The island price of the courier carries the new surcharge (the quote follows the postal code as it is typed).
  const courier = page.locator('label', { has: page.getByRole('radio', { name: /Courier στην πόρτα σας/ }) });
  await expect
    .poll(async () => {
      const match = /(\d+),(\d{2})/.exec((await courier.textContent()) ?? '');
      return match ? Number(`${match[1]}.${match[2]}`) : 0;
    })
    .toBeGreaterThanOrEqual(after);
  await expect(form).toBeVisible();

  // The shop as it was, for whatever runs next.
  await owner.getByLabel('Island surcharge (€)').fill(String(before));
  await saveSettings(owner, 'en');
  await expect(owner.getByLabel('Island surcharge (€)')).toHaveValue(before.toFixed(2));
});

test('the owner erases a customer; the receipt still opens with the invoice data (English)', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const product = (await stockedProducts(request)).at(-10)!;
  const { email } = await guestOrder(page, product.slug);
  const number = await placed(page);
  const receipt = page.url();
  const owner = await openAsOwner(browser, `/en/staff/customers?q=${encodeURIComponent(email)}`);
  await owner.getByRole('link', { name: email }).click();
  await expect(owner.getByRole('link', { name: number })).toBeVisible();
  await owner.getByLabel('I understand that this cannot be undone').check();
  await owner.getByRole('button', { name: 'Erase this customer' }).click();
  await expect(owner.getByText(/The customer was erased; 1 order keeps its invoice data./)).toBeVisible();
  await owner.goto(`/en/staff/customers?q=${encodeURIComponent(email)}`);
  await expect(owner.getByText('No customer found.')).toBeVisible();
  await page.goto(receipt);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  await expect(page.getByText('Σβήσιμος').first()).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
});
