import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The spec's policy routes (§2) with the demo catalogue's titles, in Greek and in English under /en. */
const policyPages = [
  { path: '/cookie-policy', el: 'Πολιτική Cookies', en: 'Cookie Policy' },
  { path: '/oroi-proypotheseis', el: 'Όροι & Προϋποθέσεις', en: 'Terms & Conditions' },
  { path: '/terms-of-service', el: 'Όροι Χρήσης', en: 'Terms of Service' },
  { path: '/payment-methods', el: 'Τρόποι Πληρωμής', en: 'Payment Methods' },
  { path: '/shipping-methods', el: 'Τρόποι Αποστολής', en: 'Shipping Methods' },
];
const back = { el: 'Επιστροφή στον ιστότοπο', en: 'Back to website' };

test.describe('content pages', () => {
  for (const policy of policyPages)
    for (const locale of ['el', 'en'] as const) {
      const path = locale === 'el' ? policy.path : `/en${policy.path}`;
      test(`${path} shows its title and text in the policy layout with a way back`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: policy[locale] })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^${policy[locale]} \\|`));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('main').getByRole('paragraph').first()).toBeVisible();
        await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
          'href',
          new RegExp(`/en${policy.path}$`),
        );
        await page.getByRole('banner').getByRole('link', { name: back[locale] }).click();
        await expect(page).toHaveURL(locale === 'el' ? /:\d+\/$/ : /\/en$/);
      });
    }

  test('the shipping page lists the methods the checkout offers, with their prices', async ({ page }) => {
    // Greek first: a visit under /en keeps English as the visitor's language (cookie).
    await page.goto('/shipping-methods');
    await expect(
      page.getByRole('region', { name: 'Τρόποι αποστολής και χρεώσεις' }).getByRole('heading', { level: 3 }),
    ).toHaveText([
      'Courier στην πόρτα σας',
      'Παραλαβή από το κατάστημα (Αττική)',
      'Θυρίδα BOX NOW (παραλαβή 24/7)',
      'Διεθνές courier',
    ]);
    // Spec §9 fixes the viewport (maximum scale 1), which axe's meta-viewport rule reports; every other rule must pass.
    expect(
      (await new AxeBuilder({ page }).disableRules(['meta-viewport']).analyze()).violations.map(
        (violation) => violation.id,
      ),
    ).toEqual([]);

    await page.goto('/en/shipping-methods');
    const methods = page.getByRole('region', { name: 'Shipping methods and charges' });
    const courier = methods
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Courier to your door' }) });
    await expect(courier).toContainText('All of Greece');
    await expect(courier).toContainText('€5.00 up to 2 kg, then €1.00 for each further kg');
    await expect(courier).toContainText('+€3.00 for delivery to the islands');
    await expect(courier).toContainText('30 kg');
    await expect(
      methods
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Collect from our store (Attica)' }) }),
    ).toContainText('Free');
    await expect(
      methods.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'International courier' }) }),
    ).toContainText('€25.00 up to 1 kg, then €5.00 for each further kg');
  });

  test('the payment page lists cash on delivery, bank transfer and card with the configured terms', async ({
    page,
  }) => {
    await page.goto('/en/payment-methods');
    const methods = page.getByRole('region', { name: 'Ways to pay at checkout' });
    await expect(methods.getByRole('heading', { level: 3 })).toHaveText([
      'Cash on delivery',
      'Bank transfer',
      'Credit or debit card',
    ]);
    await expect(methods).toContainText('Fee €2.00. Only for deliveries within Greece.');
    await expect(methods).toContainText('GR16 0110 1250 0000 0001 2300 695');
    await expect(methods).toContainText('Up to 12 installments for orders from €600.00 including VAT');
  });

  test("a page opens at its slug in its language, and the other language's slug leads to it", async ({ page }) => {
    const response = await page.goto('/politiki-cookies');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Πολιτική Cookies' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: back.el })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/cookie-policy$/);

    await page.goto('/en/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();

    await page.goto('/en/tropoi-pliromis');
    await expect(page).toHaveURL(/\/en\/payment-methods$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Methods' })).toBeVisible();
  });

  test('an unknown path is the 404 page', async ({ page }) => {
    for (const path of ['/den-yparxei', '/en/no-such-page', '/en/politiki-cookies/more']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: path.startsWith('/en') ? 'Not found' : 'Δεν βρέθηκε' }),
      ).toBeVisible();
    }
  });

  test("the about page shows the shop's about text in both languages", async ({ page }) => {
    await page.goto('/sxetika-me-tin-tractorparts');
    await expect(page.getByRole('heading', { level: 1, name: 'Σχετικά με εμάς' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('+30 210 555 0142');
    await page.goto('/en/sxetika-me-tin-tractorparts');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  });

  test("the footer's quick links lead to the pages", async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Shipping Methods' }).click();
    await expect(page).toHaveURL(/\/en\/shipping-methods$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping Methods' })).toBeVisible();
  });

  test.describe('on a 320px phone', () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test('the pages fit without sideways scrolling', async ({ page }) => {
      for (const path of ['/payment-methods', '/politiki-cookies', '/en/shipping-methods']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await overflow(page), path).toBeLessThanOrEqual(0);
      }
    });
  });
});
