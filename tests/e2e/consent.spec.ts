import { expect, test, type Page } from '@playwright/test';

// These visitors have not decided yet (the other suites start with basic cookies accepted).
test.use({ storageState: { cookies: [], origins: [] } });

/** Answers the registered third parties' scripts in the browser (nothing leaves the machine) and lists them. */
async function answerProviders(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://providers.test/**', async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    await route.fulfill({
      contentType: 'text/javascript',
      body: 'window.__providers = (window.__providers || 0) + 1;',
    });
  });
  return requested;
}

const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as Window & { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'page_view',
    ),
  );

test('accept basic loads no tracking provider; accept all, chosen later from the footer, loads them and records the page view', async ({
  page,
}) => {
  const requested = await answerProviders(page);
  await page.goto('/');
  const bar = page.getByTestId('cookie-bar');
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Πολιτική cookies' })).toHaveAttribute('href', '/cookie-policy');
  const [basic, all] = [
    bar.getByRole('button', { name: 'Αποδοχή βασικών' }),
    bar.getByRole('button', { name: 'Αποδοχή όλων' }),
  ];
  // Equal weight (Greek DPA guidance): the same look, one click each.
  expect(await basic.getAttribute('class')).toBe(await all.getAttribute('class'));
  expect(requested).toEqual([]);

  await basic.click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar).toBeHidden();
  expect(requested).toEqual([]);
  expect(await pageViews(page)).toEqual([]);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('site')))!).state).toEqual({
    cookieConsent: true,
    marketingCookies: false,
    activePixel: false,
    activeGtag: false,
  });

  await page.getByRole('button', { name: 'Ρυθμίσεις cookies' }).click();
  await bar.getByRole('button', { name: 'Αποδοχή όλων' }).click();
  await expect(bar).toBeHidden();
  await expect.poll(() => [...requested].sort()).toEqual(['/analytics.js', '/pixel.js']);
  await expect
    .poll(() => pageViews(page))
    .toEqual([
      expect.objectContaining({ page_path: '/', page_title: expect.stringContaining('Tractor Parts Hellas') }),
    ]);

  // Later pages are recorded with their own path and title.
  await page.getByRole('banner').getByRole('link', { name: 'Κατάλογος' }).first().click();
  await expect(page).toHaveURL(/\/katalogos$/);
  await expect
    .poll(async () => (await pageViews(page)).map((view) => (view as { page_path?: string }).page_path))
    .toContain('/katalogos');
});

test('an English visitor accepts all in one click: analytics and pixel load, the choice is remembered', async ({
  page,
}) => {
  const requested = await answerProviders(page);
  await page.goto('/en/products');
  await page.getByTestId('cookie-bar').getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => [...requested].sort()).toEqual(['/analytics.js', '/pixel.js']);
  await page.reload();
  await expect(page.getByTestId('cookie-bar')).toBeHidden();
  await expect.poll(async () => (await pageViews(page)).length).toBe(1);
});

test('the cookie bar fits a 320px phone', async ({ page }) => {
  await answerProviders(page);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await expect(page.getByTestId('cookie-bar')).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});
