import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openAsOwner } from './staff';

/** The Skroutz feed's category paths; the gzipped answer is checked for its headers. */
async function skroutzCategories(request: APIRequestContext): Promise<string[]> {
  const gzipped = await request.get('/feeds/skroutz.xml', { headers: { 'accept-encoding': 'gzip' } });
  expect(gzipped.status()).toBe(200);
  expect(gzipped.headers()['content-type']).toContain('application/xml');
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  // SkroutzBot asks for no encoding and reads the plain document.
  const plain = await request.get('/feeds/skroutz.xml', { headers: { 'accept-encoding': 'identity' } });
  return [...(await plain.text()).matchAll(/<category>([^<]*)<\/category>/g)].map((match) =>
    match[1]!.replaceAll('&gt;', '>').replaceAll('&amp;', '&'),
  );
}

const journeys = [
  {
    locale: 'el',
    path: '/staff/feeds',
    category: 'Ψύξη',
    feedName: 'Ψύξη',
    exclude: 'Ψύξη: Εξαίρεση από Skroutz',
    include: 'Ψύξη: Επαναφορά στο Skroutz',
    done: 'Η αλλαγή αποθηκεύτηκε',
  },
  {
    locale: 'en',
    path: '/en/staff/feeds',
    category: 'Electrical',
    feedName: 'Ηλεκτρικά',
    exclude: 'Electrical: Keep off Skroutz',
    include: 'Electrical: List on Skroutz again',
    done: 'Saved',
  },
] as const;

async function click(page: Page, name: string, done: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('status')).toContainText(done);
}

for (const journey of journeys)
  test(`staff keep a category off Skroutz and the feed stops listing it (${journey.locale})`, async ({ browser }) => {
    test.slow();
    const page = await openAsOwner(browser, journey.path);
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: journey.locale, url: new URL(page.url()).origin }]);
    await page.goto(journey.path);
    const listedUnder = async () =>
      (await skroutzCategories(page.request)).filter(
        (path) => path.startsWith(`${journey.feedName} >`) || path === journey.feedName,
      ).length;
    await expect.poll(listedUnder, { timeout: 30_000 }).toBeGreaterThan(0);
    await click(page, journey.exclude, journey.done);
    await expect(page.getByRole('button', { name: journey.include, exact: true })).toBeVisible();
    await expect.poll(listedUnder, { timeout: 30_000 }).toBe(0);
    // Listed again, for the other journeys and a second run.
    await click(page, journey.include, journey.done);
    await expect.poll(listedUnder, { timeout: 30_000 }).toBeGreaterThan(0);
  });
