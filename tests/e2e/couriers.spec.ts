import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { stockedProducts } from './shop-data';
import { openAsOwner } from './staff';
import { guestAddress } from './customers';

const journeys = {
  el: {
    // Far down the cheapest list, at indexes no other journey buys.
    product: -20,
    prefix: '',
    addToCart: 'Προσθήκη στο καλάθι',
    toCheckout: 'Συνέχεια στην παραγγελία',
    guest: 'Συνέχεια ως επισκέπτης',
    form: 'Ολοκλήρωση παραγγελίας',
    address: guestAddress.el,
    boxnow: /Θυρίδα BOX NOW/,
    lockers: 'Θυρίδα BOX NOW',
    locker: 'BOX NOW Λάρισα Κέντρο',
    lockerRequired: 'Επιλέξτε τη θυρίδα BOX NOW όπου θα παραλάβετε το δέμα.',
    cashOnDelivery: /Αντικαταβολή/,
    place: 'Υποβολή παραγγελίας',
    pack: ['Συσκευασία', 'Συσκευάστηκε', 'Η παραγγελία συσκευάστηκε.'],
    createVoucher: 'Δημιουργία voucher',
    voucherCreated: 'Το voucher δημιουργήθηκε',
    printLabel: 'Εκτύπωση ετικέτας',
    waiting: 'Αναμένει παραλαβή από τη μεταφορική',
  },
  en: {
    product: -21,
    prefix: '/en',
    addToCart: 'Add to cart',
    toCheckout: 'Continue to checkout',
    guest: 'Continue as guest',
    form: 'Checkout',
    address: guestAddress.en,
    boxnow: /BOX NOW locker/,
    lockers: 'BOX NOW locker',
    locker: 'BOX NOW Θεσσαλονίκη Καμάρα',
    lockerRequired: 'Choose the BOX NOW locker where you will collect the parcel.',
    cashOnDelivery: /Cash on delivery/,
    place: 'Place order',
    pack: ['Pack', 'Packed', 'The order is packed.'],
    createVoucher: 'Create voucher',
    voucherCreated: 'Voucher created',
    printLabel: 'Print label',
    waiting: 'Waiting for the courier to collect it',
  },
} as const;

for (const locale of ['el', 'en'] as const) {
  test(`a customer picks a BOX NOW locker at checkout; staff make its voucher with one click; the receipt tracks it (${locale})`, async ({
    page: customer,
    browser,
    request,
  }) => {
    test.slow();
    const t = journeys[locale];
    const product = (await stockedProducts(request, {}, locale)).at(t.product)!;
    await customer.goto(`${t.prefix}/product/${product.slug}`);
    await customer.getByRole('button', { name: t.addToCart }).click();
    await customer.getByRole('link', { name: t.toCheckout }).click();
    await customer.getByRole('button', { name: t.guest }).click();
    const form = customer.getByRole('form', { name: t.form });
    await form.getByLabel('E-mail').fill(`boxnow-${randomBytes(4).toString('hex')}@example.gr`);
    for (const [label, value] of Object.entries(t.address))
      await form.getByLabel(label, { exact: true }).first().fill(value);
    await customer.getByRole('radio', { name: t.boxnow }).check();
    await customer.getByRole('radio', { name: t.cashOnDelivery }).check();

    // The lockers near the postal code, the nearest first; without one chosen the order is not placed.
    const lockers = customer.getByRole('group', { name: t.lockers });
    await expect(lockers.getByRole('radio').first()).toHaveAccessibleName(new RegExp(`^${t.locker}`));
    await customer.getByRole('button', { name: t.place }).click();
    await expect(customer.getByText(t.lockerRequired).first()).toBeVisible();
    // Chosen with the keyboard, as a radio group is.
    await lockers.getByRole('radio').first().focus();
    await customer.keyboard.press('Space');
    await expect(lockers.getByRole('radio', { name: new RegExp(`^${t.locker}`) })).toBeChecked();
    await customer.getByRole('button', { name: t.place }).click();

    await expect(customer).toHaveURL(/\/receipt\/[A-Za-z0-9_-]{43}$/);
    await expect(customer.getByTestId('order-locker')).toContainText(t.locker);
    const receipt = customer.url();
    const number = /TP-\d{6}/.exec((await customer.getByRole('heading', { level: 1 }).textContent()) ?? '')![0];

    // Staff pack it and make the BOX NOW voucher for the customer's locker with one click, then print its label.
    const staff = await openAsOwner(browser, `${t.prefix}/staff/orders/${number}`);
    await staff.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: new URL(staff.url()).origin }]);
    await staff.goto(`${t.prefix}/staff/orders/${number}`);
    const [pack, packed, packedDone] = t.pack;
    await staff.locator('details[data-action="pack"]').locator('summary', { hasText: pack }).click();
    await staff.getByRole('button', { name: packed }).click();
    await expect(staff.getByText(packedDone)).toBeVisible();
    await expect(staff.getByTestId('voucher-locker')).toContainText(t.locker);
    await staff.getByRole('button', { name: t.createVoucher }).click();
    await expect(staff.getByText(t.voucherCreated)).toBeVisible();
    const label = staff.getByRole('link', { name: t.printLabel });
    await expect(label).toHaveAttribute('href', new RegExp(`/staff/orders/${number}/label$`));
    const pdf = await staff.request.get((await label.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const trackingNumber = (await staff.getByTestId('voucher-number').textContent())!.trim();
    expect(trackingNumber).toMatch(/^\d+$/);

    // The customer's receipt shows the tracking number and where the parcel is.
    await customer.goto(receipt);
    const shipment = customer.getByTestId('order-shipment');
    await expect(shipment).toContainText(trackingNumber);
    await expect(shipment).toContainText('BOX NOW');
    await expect(customer.getByTestId('shipment-status')).toContainText(t.waiting);
  });
}
