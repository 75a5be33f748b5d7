import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { lastMailTo } from './outbox';
import { stockedProducts } from './shop-data';
import { invitedStaff } from './staff';
import { guestAddress } from './customers';

/** A guest buys one part in the storefront and lands on the receipt; returns the order number and the e-mail. */
async function guestOrder(page: Page, slug: string, locale: 'el' | 'en', payment: RegExp) {
  const el = locale === 'el';
  const email = `desk-${randomBytes(4).toString('hex')}@example.gr`;
  await page.goto(el ? `/product/${slug}` : `/en/product/${slug}`);
  await page.getByRole('button', { name: el ? 'Προσθήκη στο καλάθι' : 'Add to cart' }).click();
  await page.getByRole('link', { name: el ? 'Συνέχεια στην παραγγελία' : 'Continue to checkout' }).click();
  await page.getByRole('button', { name: el ? 'Συνέχεια ως επισκέπτης' : 'Continue as guest' }).click();
  const form = page.getByRole('form', { name: el ? 'Ολοκλήρωση παραγγελίας' : 'Checkout' });
  await form.getByLabel('E-mail').fill(email);
  for (const [label, value] of Object.entries(guestAddress[locale]))
    await form.getByLabel(label, { exact: true }).first().fill(value);
  await page.getByRole('radio', { name: payment }).check();
  await page.getByRole('button', { name: el ? 'Υποβολή παραγγελίας' : 'Place order' }).click();
  await expect(page).toHaveURL(/\/receipt\/[A-Za-z0-9_-]{43}$/);
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  return { number: /TP-\d{6}/.exec(heading)![0], email };
}

/** The order desk's list, searched for one order, then that order's page. */
async function openFromDesk(page: Page, number: string, locale: 'el' | 'en') {
  const el = locale === 'el';
  // The language is the address's: a language chosen before (the invitation was in English) must not redirect.
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: new URL(page.url()).origin }]);
  await page.goto(el ? '/staff/orders' : '/en/staff/orders');
  await page.getByLabel(el ? 'Αναζήτηση' : 'Search', { exact: true }).fill(number);
  await page.getByRole('button', { name: el ? 'Εφαρμογή' : 'Apply' }).click();
  await page
    .getByRole('link', { name: el ? `Άνοιγμα παραγγελίας ${number}` : `Open order ${number}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
}

/** Opens an action's form by its name and submits it; the page says it was done. */
async function act(page: Page, name: string, submit: string, done: string, fill: Record<string, string> = {}) {
  const action = page.locator('details').filter({ has: page.getByText(name, { exact: true }) });
  await action.locator('summary').click();
  for (const [label, value] of Object.entries(fill)) await action.getByLabel(label).fill(value);
  await action.getByRole('button', { name: submit }).click();
  await expect(page.getByText(done)).toBeVisible();
}

test('a warehouse member packs and ships a guest’s cash-on-delivery order, and the customer sees the tracking link (Greek)', async ({
  page: customer,
  browser,
  request,
}) => {
  test.slow();
  const product = (await stockedProducts(request)).at(-6)!;
  const order = await guestOrder(customer, product.slug, 'el', /Αντικαταβολή/);
  const receipt = customer.url();

  const { page: staff } = await invitedStaff(
    browser,
    'warehouse',
    `warehouse-${randomBytes(3).toString('hex')}@example.gr`,
  );
  await openFromDesk(staff, order.number, 'el');
  await expect(staff.getByText(product.name).first()).toBeVisible();

  // The packing slip prints as a PDF, through the staff session.
  const slip = await staff.request.get(
    (await staff
      .getByRole('link', { name: /Δελτίο συσκευασίας \(PDF\)/ })
      .first()
      .getAttribute('href'))!,
  );
  expect(slip.headers()['content-type']).toContain('application/pdf');
  expect((await slip.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await act(staff, 'Συσκευασία', 'Συσκευάστηκε', 'Η παραγγελία συσκευάστηκε.');
  await act(staff, 'Αποστολή με μεταφορική', 'Απεστάλη', 'Η παραγγελία απεστάλη· ο πελάτης ενημερώθηκε.', {
    Μεταφορική: 'ACS',
    'Αριθμός αποστολής': '7201234567',
    'Σύνδεσμος παρακολούθησης (προαιρετικά)': 'https://www.acscourier.net/el/track?number=7201234567',
  });
  // A warehouse member may not cancel: the action is not offered.
  await expect(staff.locator('details[data-action="cancel"]')).toHaveCount(0);

  // The customer is told by e-mail and sees carrier, number and link on the receipt.
  expect(await lastMailTo(order.email, '7201234567')).toContain('ACS');
  await customer.goto(receipt);
  const shipment = customer.getByTestId('order-shipment');
  await expect(shipment).toContainText('7201234567');
  await expect(shipment.getByRole('link')).toHaveAttribute(
    'href',
    'https://www.acscourier.net/el/track?number=7201234567',
  );
});

test('a manager records a bank transfer as paid; an accountant is not offered to cancel (English)', async ({
  page: customer,
  browser,
  request,
}) => {
  // A long journey (or an axe scan of a whole page): on two busy cores it outlasts the default 30 s.
  test.slow();
  test.slow();
  const product = (await stockedProducts(request, {}, 'en')).at(-7)!;
  const order = await guestOrder(customer, product.slug, 'en', /Bank transfer/);

  const { page: manager } = await invitedStaff(
    browser,
    'manager',
    `manager-${randomBytes(3).toString('hex')}@example.gr`,
  );
  await manager.goto('/en/staff/orders');
  // The navigation counts the orders waiting for staff, this one among them.
  await expect(manager.getByTestId('nav-badge')).toBeVisible();
  await manager.getByRole('link', { name: /To confirm payment/ }).click();
  await expect(manager.getByRole('link', { name: `Open order ${order.number}` }).first()).toBeVisible();
  await openFromDesk(manager, order.number, 'en');
  await act(manager, 'Record a bank transfer', 'Record amount', 'The amount was recorded.', {
    'Bank reference': 'ALPHA-2026-118',
  });
  await expect(manager.locator('details[data-action="pack"]')).toHaveCount(1);
  await manager.context().close();

  const { page: accountant } = await invitedStaff(
    browser,
    'accountant',
    `accountant-${randomBytes(3).toString('hex')}@example.gr`,
  );
  await openFromDesk(accountant, order.number, 'en');
  await expect(accountant.getByText('ALPHA-2026-118').first()).toBeVisible();
  await expect(accountant.locator('details[data-action="cancel"]')).toHaveCount(0);
  await expect(accountant.locator('details[data-action="pack"]')).toHaveCount(0);
});
