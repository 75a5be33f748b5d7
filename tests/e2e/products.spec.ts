import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { stockedProducts } from './shop-data';
import { invitedStaff } from './staff';

const words = {
  el: {
    search: 'Αναζήτηση',
    apply: 'Εφαρμογή',
    price: 'Τιμή (€)',
    sale: 'Τιμή προσφοράς (€)',
    save: 'Αποθήκευση',
    saved: 'Αποθηκεύτηκε.',
  },
  en: { search: 'Search', apply: 'Apply', price: 'Price (€)', sale: 'Sale price (€)', save: 'Save', saved: 'Saved.' },
} as const;

/** A camera-like JPEG of a few hundred kilobytes, its colour telling the two photos apart. */
const cameraPhoto = (red: number) =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: red, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();

for (const [index, locale] of (['el', 'en'] as const).entries()) {
  test(`a manager edits a product's price and the storefront shows it at once (${locale})`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const t = words[locale];
    const prefix = locale === 'el' ? '' : '/en';
    // Far down the cheapest list: parts other journeys buy are at its start.
    const product = (await stockedProducts(request, {}, locale))[60 + index]!;
    const { page } = await invitedStaff(browser, 'manager', `manager-${randomBytes(3).toString('hex')}@example.gr`);
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: new URL(page.url()).origin }]);
    await page.goto(`${prefix}/staff/products`);
    await page.getByLabel(t.search, { exact: true }).fill(product.name);
    await page.getByRole('button', { name: t.apply, exact: true }).click();
    await page.getByRole('link', { name: product.name, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);

    // The editor takes edits once it is running: Save stays disabled until then.
    await expect(page.getByRole('button', { name: t.save, exact: true })).toBeEnabled();
    const price = locale === 'el' ? '987,65' : '987.65';
    await page.getByLabel(t.price, { exact: true }).first().fill(price);
    await page.getByLabel(t.sale, { exact: true }).first().fill('');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();

    const shop = await (await browser.newContext()).newPage();
    await shop.goto(`${prefix}/product/${product.slug}`);
    await expect(shop.getByRole('main')).toContainText(/987[.,]65/);
  });
}

test('a warehouse member lists a used part from a phone with two photos and finds it in the storefront search', async ({
  browser,
}) => {
  test.slow();
  const { page } = await invitedStaff(browser, 'warehouse', `warehouse-${randomBytes(3).toString('hex')}@example.gr`);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'el', url: new URL(page.url()).origin }]);
  await page.goto('/staff/products/new?quick=used');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Καταχώριση μεταχειρισμένου');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const code = `E2E-${randomBytes(3).toString('hex').toUpperCase()}`;
  // Searched for before it is listed: not found, and that search's page is now cached.
  const shop = await (await browser.newContext()).newPage();
  await shop.setViewportSize({ width: 375, height: 812 });
  const search = `/products?search=${encodeURIComponent(code)}`;
  const found = shop.getByRole('main').getByRole('article').filter({ hasText: code });
  await shop.goto(search);
  await expect(shop.getByRole('heading', { level: 1 })).toContainText(code);
  await expect(found).toHaveCount(0);
  await page.getByTestId('photo-files').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(200) },
    { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(60) },
  ]);
  await expect(page.getByRole('list', { name: '2 φωτογραφίες για αποστολή' })).toBeVisible();
  await page.getByLabel('Κωδικός ανταλλακτικού').fill(code);
  await page.getByLabel('Είδος (κατηγορία)').selectOption({ index: 1 });
  await page.getByLabel('Αναζήτηση: Ταιριάζει σε μοντέλο/α').fill('kubota');
  await page
    .getByRole('button', { name: /Kubota/ })
    .first()
    .click();
  await page.getByLabel('Τιμή χωρίς ΦΠΑ (€)').fill('85');
  await page.getByLabel('Θέση στο ράφι').fill('Γ-3');
  // The name is proposed from the part type, the number, the machine and the condition.
  await expect(page.getByText(new RegExp(`${code} για Kubota`)).first()).toBeVisible();
  await page.getByRole('button', { name: 'Καταχώριση ανταλλακτικού' }).click();
  const listed = page.getByRole('status').filter({ hasText: 'Καταχωρίστηκε' });
  await expect(listed).toBeVisible();
  await expect(listed.getByText('Έτοιμο')).toHaveCount(2);

  // The cached "nothing found" gives way to the part: the listing (and its photos' upload) revalidate the catalogue.
  await expect(async () => {
    await shop.goto(search);
    await expect(found).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});
