import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const languages = [
  {
    path: '/',
    nav: 'Κύρια πλοήγηση',
    signIn: 'Σύνδεση',
    cart: 'Καλάθι, 0 προϊόντα',
    hours: 'Ωράριο λειτουργίας',
    switchTo: 'Switch to English',
  },
  {
    path: '/en',
    nav: 'Main navigation',
    signIn: 'Sign in',
    cart: 'Cart, 0 items',
    hours: 'Business hours',
    switchTo: 'Αλλαγή σε Ελληνικά',
  },
];

for (const language of languages) {
  test(`header and footer of ${language.path} are in the page's language`, async ({ page }) => {
    await page.goto(language.path);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Tractor Parts Hellas/ })).toBeVisible();
    await expect(header.getByRole('navigation', { name: language.nav })).toBeVisible();
    await expect(header.getByRole('link', { name: language.signIn })).toBeVisible();
    await expect(header.getByRole('button', { name: language.cart })).toBeVisible();
    await expect(page.getByRole('link', { name: language.switchTo })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: language.hours })).toBeVisible();
    await expect(footer.getByRole('link', { name: '+30 210 555 0142' })).toHaveAttribute('href', 'tel:+302105550142');
    await expect(footer).toContainText(String(new Date().getFullYear()));
  });

  // On a weak signal every request counts: a guest with no cart has nothing on the server to read (issue #20).
  test(`a first visit to ${language.path} asks the shop's API nothing`, async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') apiCalls.push(request.url());
    });
    await page.goto(language.path);
    await expect(page.getByRole('banner').getByRole('button', { name: language.cart })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([]);
  });
}

test('the newsletter form explains an empty or invalid address, and takes a valid one', async ({ page }) => {
  await page.goto('/en');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByLabel('Your e-mail address');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('This field is required')).toBeVisible();
  await email.fill('not-an-address');
  await email.press('Enter');
  await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill('farmer@example.com');
  await email.press('Enter');
  await expect(footer.getByText('Almost done! We have sent an e-mail to farmer@example.com')).toBeVisible();
});

test('the search icon opens a search box that lists matching products', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('combobox', { name: 'Search products' });
  await expect(box).toBeFocused();
  await box.fill('filter');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/en\/products\?search=filter$/);
  await expect(box).toBeHidden();
});

test('the language switch shows from 1200px; below it the menu button takes the navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Switch to English' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Μενού', exact: true })).toBeHidden();

  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.getByRole('link', { name: 'Switch to English' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Κύρια πλοήγηση' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Μενού', exact: true })).toBeVisible();
});

test('the shop’s font draws its Greek and Latin text, and the page does not wait for it', async ({ page }) => {
  await page.goto('/');
  // Not preloaded: on a slow line the font would compete with the page for it, and arrive too late to be used.
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  // `font-display: optional` may keep the system font on a first visit; the next page has the shop's.
  await page.reload();
  const drawn = await page.evaluate(async () => {
    await document.fonts.ready;
    const heading = document.querySelector('h1')!;
    return {
      family: getComputedStyle(heading).fontFamily,
      loaded: [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => `${face.family} ${face.weight}`),
    };
  });
  expect(drawn.family).toMatch(/^sourceSansGreek, sourceSansLatinExt, sourceSansLatin, system-ui/);
  expect(drawn.loaded).toEqual(expect.arrayContaining(['sourceSansGreek 700', 'sourceSansLatin 400']));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the page may be zoomed, and no field is small enough for the phone to zoom into it', async ({ page }) => {
    for (const path of ['/', '/en/epikoinonia', '/en/auth/login']) {
      await page.goto(path);
      const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
      expect(viewport).toContain('width=device-width');
      expect(viewport).not.toMatch(/maximum-scale|user-scalable/);
      const fieldSizes = await page
        .locator('input:visible, select:visible, textarea:visible')
        .evaluateAll((fields) => fields.map((field) => parseFloat(getComputedStyle(field).fontSize)));
      expect(fieldSizes.length).toBeGreaterThan(0);
      expect(Math.min(...fieldSizes)).toBeGreaterThanOrEqual(16);
    }
  });

  test('the menu opens with the search box, the links and the ways to reach the shop, and Escape closes it', async ({
    page,
  }) => {
    await page.goto('/en');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    // A tap before the page has hydrated does nothing: tap again until the menu answers.
    await expect(async () => {
      if ((await menuButton.getAttribute('aria-expanded')) !== 'true') await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('combobox', { name: 'Search products' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Catalogue' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /info@tractorparts-hellas\.example/ })).toHaveAttribute(
      'href',
      'mailto:info@tractorparts-hellas.example',
    );
    await expect(menu.getByRole('link', { name: /\+30 210 555 0142/ })).toHaveAttribute('href', 'tel:+302105550142');
    await expect(menu.getByRole('link', { name: /Viber/ })).toHaveAttribute('href', /^viber:\/\/chat\?number=/);
    await expect(menu.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/30/);
    await expect(menu.getByRole('link', { name: 'Αλλαγή σε Ελληνικά' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
  });

  test('a menu link leads to its page and closes the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Μενού', exact: true }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Κατηγορίες' }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test('the features strip sits in the footer of every page but the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('features-header')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByTestId('features-footer')).toHaveCount(0);

  await page.goto('/categories');
  const strip = page.getByRole('contentinfo').getByTestId('features-footer');
  await expect(strip).toBeVisible();
  await expect(strip.getByRole('listitem')).toHaveCount(6);
  await expect(strip).toContainText('Αποστολές σε όλο τον κόσμο');
});

test('a slow page change shows the loading bar until the new page is there', async ({ page }) => {
  // Hold back the next page's data (its prefetch too) for a moment, as a slow connection would.
  await page.route(/\/categories(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/');
  // The header's search toggle answers only once the page is hydrated: a click before that is a plain page load.
  const searchToggle = page.getByRole('banner').getByRole('button', { name: 'Αναζήτηση' });
  await searchToggle.click();
  await expect(page.getByRole('combobox', { name: 'Αναζήτηση προϊόντων' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('link', { name: 'Κατηγορίες' }).click();
  const bar = page.getByRole('progressbar', { name: 'Φόρτωση σελίδας' });
  await expect(bar).toBeVisible();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(bar).toBeHidden();
});

test('an unknown address answers 404 with the not-found page in both languages, with a header, a footer and the way back', async ({
  page,
}) => {
  for (const { path, title, text, back } of [
    {
      path: '/no-such-page/anywhere',
      title: 'Δεν βρέθηκε',
      text: 'Λυπούμαστε, η σελίδα που ζητήσατε δεν βρέθηκε.',
      back: 'Επιστροφή στον ιστότοπο',
    },
    {
      path: '/en/no-such-page',
      title: 'Not found',
      text: 'Sorry, the page you have requested could not be found.',
      back: 'Back to website',
    },
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: back }).click();
    await expect(page).toHaveURL(path.startsWith('/en') ? /\/en$/ : /:\d+\/$/);
  }
});

test('an unknown brand, category, catalogue maker or policy page keeps the not-found title once the page has run', async ({
  page,
}) => {
  for (const [path, title] of [
    ['/brands/no-such-brand', 'Δεν βρέθηκε | Tractor Parts Hellas'],
    ['/categories/no-such-category', 'Δεν βρέθηκε | Tractor Parts Hellas'],
    ['/en/product-category/no-such-category', 'Not found | Tractor Parts Hellas'],
    ['/en/katalogos/no-such-maker', 'Not found | Tractor Parts Hellas'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    // The title used to turn into the home page's once the browser ran the page.
    await page.waitForLoadState('networkidle');
    await expect(page, path).toHaveTitle(title);
  }
});

test('Internet Explorer gets status 417 and a list of supported browsers', async ({ request }) => {
  for (const userAgent of [
    'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
    'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)',
  ]) {
    const response = await request.get('/en/products', { headers: { 'user-agent': userAgent } });
    expect(response.status()).toBe(417);
    const html = await response.text();
    expect(html).toContain('Your browser is not supported.');
    expect(html).toContain('Το πρόγραμμα περιήγησής σας δεν υποστηρίζεται.');
    for (const browser of ['Chrome', 'Firefox', 'Safari', 'Edge']) expect(html).toContain(browser);
    expect(html).not.toContain('<script');
  }
});

for (const width of [320, 375]) {
  test(`home pages fit a ${width}px screen without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/en']) {
      await page.goto(path);
      expect(await overflow(page), path).toBeLessThanOrEqual(0);
    }
  });
}

test('axe finds no serious or critical problem in the layout of the home page in either language', async ({ page }) => {
  for (const path of ['/', '/en']) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      bad.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html}`)),
      path,
    ).toEqual([]);
  }
});
