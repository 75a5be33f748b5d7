import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { firstOwner, openAsOwner } from './staff';
import { guestAddress } from './customers';

type Part = { slug: string; name: string; sku: string };

/** Two parts of the demo catalogue with stock, by the shop's own API (each language's journey takes others). */
async function partsInStock(request: APIRequestContext, locale: 'el' | 'en', skip: number): Promise<Part[]> {
  const response = await request.post('/graphql', {
    headers: { tenant: 'tractor-parts-hellas', locale, 'content-type': 'application/json' },
    data: {
      query:
        'query { productsSearch(first: 60, where: { availability: [AVAILABLE] }, order: PRICE_DESC) { nodes { slug name sku totalOnHand } } }',
    },
  });
  const body = (await response.json()) as { data: { productsSearch: { nodes: (Part & { totalOnHand: number })[] } } };
  return body.data.productsSearch.nodes.filter((node) => node.totalOnHand >= 3).slice(skip, skip + 2);
}

const texts = {
  el: {
    prefix: '',
    create: 'Δημιουργία καλαθιού',
    attach: 'Σύνδεση πελάτη',
    search: 'Αναζήτηση',
    add: 'Προσθήκη',
    save: 'Αποθήκευση',
    empty: 'Το καλάθι δεν έχει ακόμη ανταλλακτικά',
    remove: (name: string) => `Αφαίρεση ${name}`,
    checkout: 'Συνέχεια στην παραγγελία',
    guest: 'Συνέχεια ως επισκέπτης',
    form: 'Ολοκλήρωση παραγγελίας',
    cash: /Αντικαταβολή/,
    place: 'Υποβολή παραγγελίας',
    phoneOrderBy: 'Τηλεφωνική παραγγελία από',
    closed: 'Κλειστό',
    address: guestAddress.el,
  },
  en: {
    prefix: '/en',
    create: 'Create the cart',
    attach: 'Attach the customer',
    search: 'Search',
    add: 'Add',
    save: 'Save',
    empty: 'The cart has no parts yet',
    remove: (name: string) => `Remove ${name}`,
    checkout: 'Continue to checkout',
    guest: 'Continue as guest',
    form: 'Checkout',
    cash: /Cash on delivery/,
    place: 'Place order',
    phoneOrderBy: 'Phone order by',
    closed: 'Closed',
    address: guestAddress.en,
  },
} as const;

/** Staff search the shop for a part on the cart's page and add it with a quantity. */
async function addPart(staff: Page, part: Part, quantity: number, t: (typeof texts)['el' | 'en']) {
  // By the part's number, as a caller reads it out: a name shared by many parts need not rank this one in the top 12.
  await staff.locator('input[name="q"]').fill(part.sku);
  await staff.getByRole('button', { name: t.search, exact: true }).click();
  const result = staff.getByTestId('staff-part-results').locator(`li[data-sku="${part.sku}"]`);
  await result.getByRole('spinbutton').fill(String(quantity));
  await result.getByRole('button', { name: t.add, exact: true }).click();
  await expect(staff.getByTestId('staff-cart-line').filter({ hasText: part.name })).toBeVisible();
}

for (const [locale, skip] of [
  ['el', 0],
  ['en', 4],
] as const) {
  test(`a phone order: staff build the cart while the customer watches it, then cash on delivery (${locale})`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const t = texts[locale];
    const [first, second] = (await partsInStock(request, locale, skip)) as [Part, Part];
    const email = `phone-${randomBytes(4).toString('hex')}@example.gr`;

    const staff = await openAsOwner(browser, `${t.prefix}/staff/carts/new`);
    await staff.locator('select[name="customerLocale"]').selectOption(locale);
    await staff.getByRole('button', { name: t.create }).click();
    await expect(staff).toHaveURL(/\/staff\/carts\/\d+$/);
    // The forms post Server Actions once the page is hydrated.
    await staff.waitForLoadState('networkidle');
    const cartPage = staff.url();
    await staff.locator('input[name="email"]').fill(email);
    await staff.getByRole('button', { name: t.attach }).click();
    await expect(staff.getByTestId('shared-cart-customer')).toContainText(email);
    const link = new URL(await staff.getByTestId('shared-cart-link').inputValue());
    expect(link.pathname).toBe(`${t.prefix}/shopping-cart`);

    // The customer opens the link in their own browser while still on the phone.
    const customer = await (await browser.newContext()).newPage();
    await customer.goto(`${link.pathname}${link.search}`);
    await expect(customer.getByText(t.empty)).toBeVisible();

    await addPart(staff, first, 1, t);
    await expect(customer.getByTestId('shared-cart-line').filter({ hasText: first.name })).toBeVisible({
      timeout: 10_000,
    });
    await addPart(staff, second, 2, t);
    const firstLine = staff.getByTestId('staff-cart-line').filter({ hasText: first.name });
    await firstLine.locator('input[name="discount"]').fill('10');
    await firstLine.getByRole('button', { name: t.save }).click();
    await expect(customer.getByTestId('shared-cart-line')).toHaveCount(2, { timeout: 10_000 });
    await expect(customer.getByTestId('shared-cart-line').filter({ hasText: first.name }).locator('s')).toBeVisible({
      timeout: 10_000,
    });

    // The customer's removal shows in the back office without a reload.
    await customer.getByRole('button', { name: t.remove(second.name) }).click();
    await expect(staff.getByTestId('staff-cart-line')).toHaveCount(1, { timeout: 10_000 });
    const subtotal = (await customer.getByTestId('shared-cart-subtotal').textContent())!;

    await customer.getByRole('link', { name: t.checkout }).click();
    await expect(customer).toHaveURL(/\/checkout\?shared=/);
    await customer.getByRole('button', { name: t.guest }).click();
    const form = customer.getByRole('form', { name: t.form });
    await form.getByLabel('E-mail').fill(email);
    for (const [label, value] of Object.entries(t.address))
      await form.getByLabel(label, { exact: true }).first().fill(value);
    await customer.getByRole('radio', { name: t.cash }).check();
    await customer.getByRole('button', { name: t.place }).click();
    await expect(customer).toHaveURL(/\/receipt\/[A-Za-z0-9_-]{43}$/, { timeout: 30_000 });
    const heading = (await customer.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const number = /TP-\d{6}/.exec(heading)![0];
    await expect(customer.getByText(subtotal).first()).toBeVisible();

    await staff.goto(`${t.prefix}/staff/orders/${number}`);
    await expect(staff.getByTestId('desk-phone-order')).toHaveText(`${t.phoneOrderBy} ${firstOwner().email}`);
    await staff.goto(cartPage);
    await expect(staff.getByTestId('shared-cart-state')).toHaveText(t.closed);
    await customer.context().close();
    await staff.context().close();
  });
}
