import { expect, test } from '@playwright/test';

const greek = /[\u0370-\u03ff]/;

test('the Greek home page lists the top categories with their product counts', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(page).toHaveTitle('Tractor Parts Hellas | Καινούργια και μεταχειρισμένα ανταλλακτικά τρακτέρ');
  await expect(page.getByRole('heading', { level: 2, name: 'Κατηγορίες' })).toBeVisible();
  const categories = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  expect(await categories.count()).toBeGreaterThanOrEqual(5);
  await expect(categories.first().getByRole('heading')).toHaveText(greek);
  await expect(categories.first().getByTestId('category-count')).toHaveText(/^\d+ προϊόντα?$/);
});

test('the English home page lists the same categories in English, reached by the language switch', async ({ page }) => {
  await page.goto('/');
  const greekNames = await page.getByRole('listitem').getByRole('heading', { level: 3 }).allTextContents();
  await page.getByRole('link', { name: 'Switch to English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 2, name: 'Categories' })).toBeVisible();
  const englishNames = await page.getByRole('listitem').getByRole('heading', { level: 3 }).allTextContents();
  expect(englishNames).toHaveLength(greekNames.length);
  expect(englishNames.some((name) => greek.test(name))).toBe(false);
  await expect(page.getByTestId('category-count').first()).toHaveText(/^\d+ products?$/);
});

test('the home page fits a 375px phone screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/', '/en']) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('the health check reports the database as up', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
});

test.describe('a visitor whose browser prefers English', () => {
  test.use({ locale: 'en-US' });

  test('lands on the English home page on first visit, and a chosen language is remembered', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: 'Αλλαγή σε Ελληνικά' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    await expect(page).not.toHaveURL(/\/en/);
  });
});
