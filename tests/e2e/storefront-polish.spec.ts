import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';

/** The polish a customer would expect (#23 items 17–23), each as a customer would notice it. */

const facet = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('search suggestions name parts by their part number; the example models open their parts catalogue', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('combobox', { name: 'Search products' });
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option').first()).toHaveText('Kubota L1-185');

  await box.pressSequentially('oil filter');
  const part = list.locator('[data-kind="product"]').first();
  await expect(part.getByTestId('suggestion-part-number')).toHaveText(/^Part no\. /);
  await expect(part.getByTestId('suggestion-part-number')).not.toContainText('TP-');
  await expect(part.getByTestId('price-incl')).toContainText('incl. VAT');

  // Escape closes the suggestions, a second Escape the box: the focus is back on the search button.
  await box.press('Escape');
  await box.press('Escape');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeFocused();

  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await list.getByRole('option', { name: 'Kubota L1-185' }).click();
  await expect(page).toHaveURL(/\/en\/katalogos\/kubota\/l1-185$/);
});

test('the tractor-model facet names each model under its maker', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/products?search=filtro');
  const models = facet(page, 'Μοντέλο τρακτέρ').getByRole('link');
  await expect(models.first()).toBeVisible();
  for (const label of await models.allTextContents()) expect(label).toMatch(/\S › \S/);
});

test('the demo shop shows drawings and logos, never the placeholder, and no demo banners', async ({ page }) => {
  await page.goto('/en/products');
  const pictures = page.getByRole('main').locator('article img');
  await expect(pictures.first()).toBeVisible();
  for (const src of await pictures.evaluateAll((all) => all.map((img) => img.getAttribute('src') ?? '')))
    expect(src).not.toContain('placeholder-part');

  await page.goto('/en/brands');
  await expect(page.getByRole('main').locator('li img').first()).toBeVisible();

  // A category page counts its products once.
  await page.goto('/en/product-category/oil-filters');
  await expect(page.getByRole('main').getByText(/^\d+ products?$/)).toHaveCount(1);

  for (const path of ['/sxetika-me-tin-tractorparts', '/en/sxetika-me-tin-tractorparts', '/en/shipping-methods']) {
    await page.goto(path);
    await expect(page.getByText(/Sample text|Δείγμα κειμένου|not legal advice/)).toHaveCount(0);
  }
});

test('my tractor: parts for other tractors say they do not fit; asking for a part names maker and model', async ({
  page,
}) => {
  test.slow();
  await page.goto('/en/katalogos/kubota/l1-185');
  await page.getByRole('button', { name: 'This is my tractor (L1-185)' }).click();
  await page.goto('/en/products?search=filter');
  await expect(page.locator('[data-testid="fit-badge"][data-fit="doesNotFit"]').first()).toHaveText(
    'Does not fit your L1-185',
  );
  await page.goto('/en/products?model=kubota-l1-185');
  await page.getByRole('main').locator('article a').first().click();
  const ask = page.getByRole('link', { name: 'Ask for this part' });
  await expect(ask).toHaveAttribute('href', /model=Kubota(\+|%20)L1-185/);
});

test.describe('on a 375px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the home page shows the search box without opening the menu', async ({ page }) => {
    for (const [path, name] of [
      ['/', 'Αναζήτηση προϊόντων'],
      ['/en', 'Search products'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('combobox', { name })).toBeVisible();
    }
  });

  test('choosing a filter closes the panel and returns to the results', async ({ page }) => {
    await page.goto('/en/products?search=filter');
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await expect(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await facet(page, 'Condition').getByRole('link').first().click();
    await expect(page).toHaveURL(/condition=/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(facet(page, 'Condition')).toBeHidden();
  });
});

test('a new member is welcomed and asked to confirm the e-mail; the footer knows they are signed in; the header names its icons on a desktop', async ({
  page,
}) => {
  const email = `welcome-${randomBytes(4).toString('hex')}@example.gr`;
  await page.goto('/en/auth/register');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('tractor parts 2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/en$/);
  const note = page.getByTestId('welcome-note');
  await expect(note).toContainText(`We sent a link to ${email}`);
  await expect(page.getByTestId('footer-member-lead')).toHaveText('You are signed in: your orders are a click away.');
  await note.getByRole('button', { name: 'Close message' }).click();
  await expect(note).toHaveCount(0);

  // On a desktop the header's icon buttons say what they are (the cart shows its count); on a phone the icons stand alone.
  const header = page.getByRole('banner');
  const labels = ['Orders', 'Account'].map((label) => header.getByText(label, { exact: true }));
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const label of labels) await expect(label).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  for (const label of labels) await expect(label).toBeHidden();
});

test('a desktop page prefetches no link merely for being on screen; pointing at one prefetches that page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (Object.keys(request.headers()).some((name) => name.startsWith('next-router') && name.includes('prefetch')))
      prefetched.push(new URL(request.url()).pathname);
  });
  // With nothing prefetched the network falls quiet soon after loading.
  await page.goto('/en', { waitUntil: 'networkidle' });
  expect(prefetched).toEqual([]);

  await page.getByRole('banner').getByRole('link', { name: 'Brands', exact: true }).hover();
  await expect.poll(() => prefetched).toContain('/en/brands');
  expect(prefetched.every((path) => path === '/en/brands')).toBe(true);
});
