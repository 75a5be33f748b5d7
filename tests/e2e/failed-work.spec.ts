import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { stockedProducts } from './shop-data';
import { invitedStaff } from './staff';
import { guestAddress } from './customers';

/** The shop's own myDATA emulator (playwright.config.ts gives it its port): its refusals switched over HTTP. */
const refuseIssuer = (on: boolean) =>
  fetch(`http://127.0.0.1:${process.env.E2E_MYDATA_PORT}/emulator/refuse-issuer`, {
    method: 'POST',
    body: on ? 'on' : 'off',
  });

const words = {
  el: {
    add: 'Προσθήκη στο καλάθι',
    checkout: 'Συνέχεια στην παραγγελία',
    guest: 'Συνέχεια ως επισκέπτης',
    form: 'Ολοκλήρωση παραγγελίας',
    place: 'Υποβολή παραγγελίας',
    cash: /Αντικαταβολή/,
    address: guestAddress.el,
    search: 'Αναζήτηση',
    apply: 'Εφαρμογή',
    open: (number: string) => `Άνοιγμα παραγγελίας ${number}`,
    pack: ['Συσκευασία', 'Συσκευάστηκε', 'Η παραγγελία συσκευάστηκε.'],
    ship: ['Αποστολή με μεταφορική', 'Απεστάλη', 'Η παραγγελία απεστάλη· ο πελάτης ενημερώθηκε.'],
    carrier: { Μεταφορική: 'ACS', 'Αριθμός αποστολής': '7201234567' },
    failedWork: 'Αποτυχημένες εργασίες',
    transmission: 'Διαβίβαση στο myDATA',
    retry: /^Επανάληψη: Διαβίβαση στο myDATA #\d+$/,
    mark: 'ΜΑΡΚ',
  },
  en: {
    add: 'Add to cart',
    checkout: 'Continue to checkout',
    guest: 'Continue as guest',
    form: 'Checkout',
    place: 'Place order',
    cash: /Cash on delivery/,
    address: guestAddress.en,
    search: 'Search',
    apply: 'Apply',
    open: (number: string) => `Open order ${number}`,
    pack: ['Pack', 'Packed', 'The order is packed.'],
    ship: ['Ship with a carrier', 'Shipped', 'The order is shipped; the customer was told.'],
    carrier: { Carrier: 'ACS', 'Tracking number': '7201234567' },
    failedWork: 'Failed work',
    transmission: 'myDATA transmission',
    retry: /^Retry myDATA transmission #\d+$/,
    mark: 'MARK',
  },
} as const;

async function act(page: Page, [name, submit, done]: readonly string[], fill: Record<string, string> = {}) {
  const action = page.locator('details').filter({ has: page.getByText(name!, { exact: true }) });
  await action.locator('summary').click();
  for (const [label, value] of Object.entries(fill)) await action.getByLabel(label).fill(value);
  await action.getByRole('button', { name: submit }).click();
  await expect(page.getByText(done!)).toBeVisible();
}

// One journey at a time: the emulator's refusal is switched for the whole shop.
test.describe.configure({ mode: 'serial' });

for (const locale of ['el', 'en'] as const) {
  test(`staff see a refused myDATA transmission in failed work, retry it, and it succeeds (${locale})`, async ({
    page: customer,
    browser,
    request,
  }) => {
    test.slow();
    const w = words[locale];
    const prefix = locale === 'el' ? '' : '/en';
    const product = (await stockedProducts(request, {}, locale)).at(-8)!;

    // A guest orders with cash on delivery: the receipt is issued when the parts are shipped.
    await customer.goto(`${prefix}/product/${product.slug}`);
    await customer.getByRole('button', { name: w.add }).click();
    await customer.getByRole('link', { name: w.checkout }).click();
    await customer.getByRole('button', { name: w.guest }).click();
    const form = customer.getByRole('form', { name: w.form });
    await form.getByLabel('E-mail').fill(`mydata-${randomBytes(4).toString('hex')}@example.gr`);
    for (const [label, value] of Object.entries(w.address))
      await form.getByLabel(label, { exact: true }).first().fill(value);
    await customer.getByRole('radio', { name: w.cash }).check();
    await customer.getByRole('button', { name: w.place }).click();
    await expect(customer).toHaveURL(/\/receipt\/[A-Za-z0-9_-]{43}$/, { timeout: 30_000 });
    const receipt = customer.url();
    const number = /TP-\d{6}/.exec((await customer.getByRole('heading', { level: 1 }).textContent()) ?? '')![0];

    const { page: staff } = await invitedStaff(
      browser,
      'manager',
      `manager-${randomBytes(3).toString('hex')}@example.gr`,
    );
    await staff.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: new URL(staff.url()).origin }]);
    await staff.goto(`${prefix}/staff/orders`);
    await staff.getByLabel(w.search, { exact: true }).fill(number);
    await staff.getByRole('button', { name: w.apply }).click();
    await staff
      .getByRole('link', { name: w.open(number) })
      .first()
      .click();

    // myDATA refuses the shop's documents while the receipt is issued and sent.
    expect((await refuseIssuer(true)).ok).toBe(true);
    const failed = staff.getByRole('list', { name: locale === 'el' ? 'Απέτυχαν' : 'Failed' });
    try {
      await act(staff, w.pack);
      await act(staff, w.ship, w.carrier);
      await staff.goto(`${prefix}/staff/jobs`);
      await expect(staff.getByRole('heading', { level: 1, name: w.failedWork })).toBeVisible();
      await expect(async () => {
        await staff.reload();
        await expect(failed.getByText('102: Vat number').first()).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 30_000 });
    } finally {
      await refuseIssuer(false);
    }

    // Every refused transmission is retried (another journey's may be there too); each goes through.
    const retries = failed.getByRole('button', { name: w.retry });
    const count = await retries.count();
    expect(count).toBeGreaterThan(0);
    // Queued again, the job leaves the failed list (and its "queued again" note with it).
    await retries.first().click();
    await expect(async () => {
      await staff.reload();
      await expect(failed.getByRole('button', { name: w.retry })).toHaveCount(count - 1, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    for (let left = count - 1; left > 0; left -= 1) {
      await failed.getByRole('button', { name: w.retry }).first().click();
      await staff.waitForTimeout(500);
      await staff.reload();
    }

    // The customer's receipt shows the MARK and the QR code.
    await customer.goto(receipt);
    await expect(customer.getByTestId('mydata-mark')).toHaveText(/^\d{15}$/);
    await expect(customer.getByRole('img', { name: /myDATA/ })).toBeVisible();
  });
}
