import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Home → first category → first product, as a Greek visitor would click. */
async function openAProduct(page: Page) {
  await page.goto('/');
  await page
    .getByRole('main')
    .getByRole('listitem')
    .first()
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/categories\/[a-z0-9-]+$/);
  const category = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByRole('main').getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
  return { category: category ?? '' };
}

test('a Greek visitor goes from home to a category to a product with its price excluding VAT', async ({ page }) => {
  const { category } = await openAProduct(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('χωρίς ΦΠΑ').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Διαδρομή' })).toContainText(category);
  await expect(page.getByRole('heading', { name: 'Χαρακτηριστικά' })).toBeVisible();
  await expect(page.getByText('Κωδ. ανταλλακτικού').first()).toBeVisible();
  await expect(page).toHaveTitle(/\| Tractor Parts Hellas$/);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(jsonLd['@type']).toBe('Product');
  expect(jsonLd.itemCondition).toMatch(/schema\.org\/(New|Used)Condition/);
});

test('switching language on a product lands on the English product URL', async ({ page }) => {
  await openAProduct(page);
  const greekPath = new URL(page.url()).pathname;
  const greekTitle = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByRole('link', { name: 'Switch to English' }).click();
  // The Greek slug under /en redirects to the product's English slug.
  await page.waitForURL((url) => url.pathname.startsWith('/en/product/') && url.pathname !== `/en${greekPath}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(greekTitle ?? '');
  await expect(page.getByText('excl. VAT').first()).toBeVisible();
  // What search engines read: the server's page names its Greek version. (The browser's head after client-side
  // navigation may keep the first page's alternates a while; crawlers never see that.)
  const html = await (await page.request.get(page.url())).text();
  const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="el" href="([^"]+)"/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  expect(alternates).toEqual([greekPath]);
});

test('a phone asking again for a product page it holds is answered without the page, in both languages', async ({
  page,
}) => {
  await openAProduct(page);
  const greek = page.url();
  for (const url of [greek, greek.replace(/\/product\//, '/en/product/')]) {
    // The first answer may be the page rendered for it; the next comes from the page cache, tagged.
    let tag: string | undefined;
    await expect(async () => {
      const response = await page.request.get(url, { maxRedirects: 1 });
      expect(response.status()).toBe(200);
      tag = response.headers()['etag'];
      expect(tag).toMatch(/^"[\w-]+"$/);
    }).toPass();
    const again = await page.request.get(url, { headers: { 'if-none-match': tag! }, maxRedirects: 1 });
    expect(again.status()).toBe(304);
    expect(await again.body()).toHaveLength(0);
    expect(again.headers()['etag']).toBe(tag);
    const other = await page.request.get(url, { headers: { 'if-none-match': '"another-page"' }, maxRedirects: 1 });
    expect(other.status()).toBe(200);
    expect(await other.text()).toContain('</html>');
  }
});

test('a brand page lists that brand’s products', async ({ page }) => {
  await page.goto('/en/brands');
  await page.getByRole('link', { name: 'Kubota', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/brands\/kubota$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kubota');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText('Kubota');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ products?$/);
});

test('a product listing pages and sorts by price', async ({ page }) => {
  await page.goto('/en/products');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  const prices = await page.getByRole('main').getByRole('article').locator('p span.font-bold').allTextContents();
  const amounts = prices.map((text) => Number(text.replace(/[^0-9.]/g, '')));
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  const firstOfPageOne = await page.getByRole('main').getByRole('article').first().textContent();
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=price-asc/);
  // Served from the listing's cached view: the address stays, the page and order are the ones asked for.
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.locator('[aria-current="page"] .sr-only')).toHaveText('Page 2');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  await expect(page.getByRole('main').getByRole('article').first()).not.toHaveText(firstOfPageOne!);
});

test("a brand's second page, opened by its address, is that page in Greek, and is served from the cache", async ({
  page,
}) => {
  const address = '/brands/kubota?page=2&sort=name';
  expect((await page.goto(address))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kubota');
  await expect(page.getByRole('navigation', { name: 'Σελίδες' }).locator('[aria-current="page"] .sr-only')).toHaveText(
    'Σελίδα 2',
  );
  await expect(page.getByRole('combobox', { name: 'Ταξινόμηση' })).toHaveValue('name');
  // Rendered once, then kept. Other journeys' catalogue edits expire it now and then, so it is asked for again until
  // an answer comes from the cache; a listing rendered per request never does.
  await expect
    .poll(async () => (await page.request.get(address)).headers()['x-nextjs-cache'], { timeout: 15_000 })
    .toBe('HIT');
  expect((await page.goto('/brands/kubota?page=9999'))?.status()).toBe(404);
});

test('a missing product shows the not-found page with status 404 in both languages', async ({ page }) => {
  for (const path of [
    '/product/no-such-part-anywhere',
    '/en/product/no-such-part-anywhere',
    '/categories/no-such-category',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test.describe('on a 375px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('home, category and product pages fit without sideways scrolling', async ({ page }) => {
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.goto('/');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await openAProduct(page);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goBack();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

test('axe finds no serious or critical accessibility problem on home, category and product pages', async ({ page }) => {
  // A long journey (or an axe scan of a whole page): on two busy cores it outlasts the default 30 s.
  test.slow();
  const check = async (label: string) => {
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      bad.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.html} ${node.failureSummary ?? ''}`),
      ),
      label,
    ).toEqual([]);
  };
  await page.goto('/');
  await check('home');
  await openAProduct(page);
  await check('product');
  await page.goBack();
  await check('category');
});
