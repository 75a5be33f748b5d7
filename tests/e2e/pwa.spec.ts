import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { stockedProducts } from './shop-data';

const languages = [
  {
    home: '/',
    manifest: '/manifest.webmanifest',
    lang: 'el',
    install: 'Εγκατάσταση εφαρμογής',
    menu: 'Μενού',
    offline: 'Δεν υπάρχει σύνδεση στο διαδίκτυο',
    retry: 'Δοκιμάστε ξανά',
  },
  {
    home: '/en',
    manifest: '/en/manifest.webmanifest',
    lang: 'en',
    install: 'Install the app',
    menu: 'Menu',
    offline: 'You are offline',
    retry: 'Try again',
  },
];

/** Waits until the service worker controls the page (it registers after the first page has loaded). */
async function controlledBy(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js'), undefined, {
    timeout: 30_000,
  });
}

/** What Chromium sends when it judges the site installable, with a prompt that answers `outcome`. */
async function offerInstallPrompt(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((answer) => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: number }).prompted =
          ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: answer, platform: 'web' }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

for (const language of languages) {
  test(`${language.home} links its own manifest, valid, with reachable icons`, async ({ page, request }) => {
    await page.goto(language.home);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', language.manifest);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#d70b36');
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');

    const response = await request.get(language.manifest);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Tractor Parts Hellas',
      short_name: 'TP Hellas',
      lang: language.lang,
      start_url: language.home,
      display: 'standalone',
      theme_color: '#d70b36',
    });
    expect(manifest.description).toBeTruthy();
    expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === 'maskable')).toBe(true);
    for (const src of [...manifest.icons.map((icon: { src: string }) => icon.src), appleIcon]) {
      const icon = await request.get(src);
      expect(icon.ok(), src).toBe(true);
      expect(icon.headers()['content-type']).toBe('image/png');
    }
  });
}

test('the service worker at /sw.js registers and controls the shop', async ({ page, request }) => {
  const script = await request.get('/sw.js');
  expect(script.headers()['cache-control']).toBe('no-cache');
  expect(script.headers()['service-worker-allowed']).toBe('/');
  expect(script.headers()['content-type']).toContain('javascript');

  await page.goto('/');
  await controlledBy(page);
  await page.goto('/en');
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  // Installed, it has kept the offline pages and the build files they load: not every file of the build, which a
  // phone on a weak signal would download on its first visit.
  const precached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((each) => each.startsWith('serwist-precache'));
    const keys = name ? await (await caches.open(name)).keys() : [];
    return keys.map((key) => new URL(key.url).pathname);
  });
  expect(precached).toEqual(expect.arrayContaining(['/offline', '/en/offline']));
  const offlinePage = await (await request.get('/offline')).text();
  const loads = [
    ...offlinePage.matchAll(/<script src="(\/_next\/static\/[^"]+)" async=""/g),
    ...offlinePage.matchAll(/<link rel="stylesheet" href="(\/_next\/static\/[^"]+)"/g),
  ].map(([, asset]) => asset);
  expect(loads.length).toBeGreaterThan(0);
  expect(precached).toEqual(expect.arrayContaining(loads));
  expect(precached.filter((each) => each.startsWith('/_next/static/')).length).toBeLessThanOrEqual(loads.length + 10);
});

test('offline, a product page seen before opens; an unseen page shows the offline page in its language', async ({
  page,
  context,
  request,
}) => {
  const [product] = await stockedProducts(request);
  await page.goto('/');
  await controlledBy(page);
  await page.goto('/shopping-cart');
  await page.goto(`/product/${product!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name);
  // The worker keeps the product page, never a personal one (the cart), whatever the browser's own cache does.
  const keptPages = await page.evaluate(async () => {
    const name = (await caches.keys()).find((each) => each.startsWith('shop-pages-'));
    const keys = name ? await (await caches.open(name)).keys() : [];
    return keys.map((key) => new URL(key.url).pathname);
  });
  expect(keptPages).toEqual([`/product/${product!.slug}`]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name);

  for (const language of languages) {
    const path = language.lang === 'el' ? '/katalogos' : '/en/products?search=pump';
    await page.goto(path);
    // The page asked for stays in the address bar, so that "try again" asks for it again.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.offline);
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    await page.getByRole('button', { name: language.retry }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.offline);
  }

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline');
});

test('the offline page is accessible and fits a 320px screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/offline', '/en/offline']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: /Αρχική σελίδα|Home page/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    // The fixed viewport (maximum scale 1) is the spec's own choice (§9) for every page; nothing else may fail.
    const results = await new AxeBuilder({ page }).disableRules(['meta-viewport']).analyze();
    expect(
      results.violations.map((violation) => violation.id),
      path,
    ).toEqual([]);
  }
});

for (const language of languages) {
  test(`the menu offers to install the app only once the browser offered a prompt (${language.lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(language.home);
    const footer = page.getByRole('contentinfo');
    const footerInstall = footer.getByRole('button', { name: language.install });
    await page.getByRole('button', { name: language.menu, exact: true }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('button', { name: language.install })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(footerInstall).toBeHidden();

    // Offered again until the page has hydrated and listens (a real browser sends it once, after load).
    await expect(async () => {
      await offerInstallPrompt(page, language.lang === 'el' ? 'accepted' : 'dismissed');
      await expect(footerInstall).toBeVisible({ timeout: 1_000 });
    }).toPass();

    await page.getByRole('button', { name: language.menu, exact: true }).click();
    await menu.getByRole('button', { name: language.install }).click();
    expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
    await expect(menu.getByRole('button', { name: language.install })).toBeHidden();
    if (language.lang === 'el')
      await expect(menu.getByText('Η εφαρμογή εγκαθίσταται στη συσκευή σας.')).toHaveAttribute('role', 'status');
    await page.keyboard.press('Escape');
    await expect(footerInstall).toBeHidden();
  });
}

test('running as the installed app, nothing offers to install it', async ({ page }) => {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query === '(display-mode: standalone)'
        ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
        : original(query);
  });
  await page.goto('/en');
  // The worker is registered by the same component that listens for the prompt: it listens by now.
  await controlledBy(page);
  await offerInstallPrompt(page, 'accepted');
  await expect(page.getByRole('contentinfo')).toContainText('Business hours');
  await expect(page.getByRole('button', { name: 'Install the app' })).toHaveCount(0);
});

test('a product link with the other language’s slug answers one redirect and opens the product, also through the service worker', async ({
  page,
  request,
}) => {
  // A product no other journey opens, so that this is the first, uncached request for its redirect.
  const greek = (await stockedProducts(request, {}, 'el')).at(-3)!;
  const english = (await stockedProducts(request, {}, 'en')).find((each) => each.masterId === greek.masterId)!;
  // Greek first: the English answer sets the language cookie, with which a Greek address redirects to /en.
  for (const [from, to] of [
    [`/product/${english.slug}`, `/product/${greek.slug}`],
    [`/en/product/${greek.slug}`, `/en/product/${english.slug}`],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    const locations = response.headersArray().filter((header) => header.name.toLowerCase() === 'location');
    expect(locations.map((header) => new URL(header.value, response.url()).pathname)).toEqual([to]);
  }

  await page.goto('/');
  await controlledBy(page);
  const other = (await stockedProducts(request, {}, 'el')).at(-4)!;
  const otherEnglish = (await stockedProducts(request, {}, 'en')).find((each) => each.masterId === other.masterId)!;
  await page.goto(`/en/product/${other.slug}`);
  await expect(page).toHaveURL(new RegExp(`/en/product/${otherEnglish.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(otherEnglish.name);
});
