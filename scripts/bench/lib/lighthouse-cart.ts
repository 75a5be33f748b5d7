import { chromium, type Page } from '@playwright/test';
import { addToCartLabel, type Locale } from './lighthouse-pages';

/**
 * Puts one part in the cart in the browser Lighthouse drives (its default profile, so the next Lighthouse tab sees
 * the same local storage and cookies), as a visitor does: the product page's button. Lighthouse's default storage
 * reset clears caches and service workers but keeps local storage and cookies, so the cart survives between runs.
 */
export async function putOnePartInCart(debuggingPort: number, base: string, productPath: string, locale: Locale) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await addOnePartToCart(page, base, productPath, locale);
    await page.close();
  } finally {
    // A browser reached over CDP is only disconnected from, not closed.
    await browser.close();
  }
}

/**
 * In this tab, as a visitor does: the product page's button, then waits until the cart in local storage holds the
 * one part (the server has answered). Refuses a cart that already holds parts.
 */
export async function addOnePartToCart(page: Page, base: string, productPath: string, locale: Locale) {
  await page.goto(`${base}${productPath}`);
  const quantity = () =>
    page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('cart') ?? 'null') as {
        state?: { stale?: boolean; data?: { quantity?: number } };
      } | null;
      return stored?.state?.stale ? -1 : (stored?.state?.data?.quantity ?? 0);
    });
  if ((await quantity()) > 0) throw new Error('the cart already holds parts: measure in a fresh browser');
  await page.getByRole('button', { name: addToCartLabel[locale], exact: true }).first().click();
  const deadline = Date.now() + 30_000;
  while ((await quantity()) !== 1) {
    if (Date.now() > deadline) throw new Error('the part did not reach the cart within 30 s');
    await page.waitForTimeout(250);
  }
}
