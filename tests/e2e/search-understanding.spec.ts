import { expect, test, type Page } from '@playwright/test';

const resultsCount = (page: Page) => page.getByRole('main').getByRole('status');
const countOf = async (page: Page) => Number(((await resultsCount(page).textContent()) ?? '').replace(/\D/g, ''));
const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** Types a question in the header's search box and sends it as a visitor would, with Enter. */
async function searchFromHeader(page: Page, buttonName: string, boxName: string, question: string) {
  await page.getByRole('banner').getByRole('button', { name: buttonName }).click();
  const box = page.getByRole('combobox', { name: boxName });
  await expect(box).toBeFocused();
  await box.fill(question);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=/);
}

test('a question in the header shows only used starters for that tractor, says so, and one click widens it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await searchFromHeader(page, 'Αναζήτηση', 'Αναζήτηση προϊόντων', 'μίζα μεταχειρισμένη kubota l1-185');

  const understood = page.getByRole('region', { name: 'Τι καταλάβαμε από την αναζήτηση' });
  await expect(understood.getByTestId('understood-showing')).toHaveText(
    'Εμφανίζονται: μεταχειρισμένα «μίζα» για Kubota L1-185 — αναζήτηση σε όλα',
  );
  const narrowed = await countOf(page);
  expect(narrowed).toBeGreaterThan(0);
  for (const card of await cards(page).all()) {
    await expect(card).toContainText(/^Μίζα|Μίζα /);
    await expect(card).toContainText('L1-185');
    await expect(card).toContainText('μεταχειρισμένη');
  }

  // One click on the tractor's chip: every used starter, those for the L1-185 still first.
  await understood.getByRole('link', { name: 'Αναζήτηση χωρίς τον περιορισμό Kubota L1-185' }).click();
  await expect(page).toHaveURL(/ignore=model/);
  await expect(understood.getByRole('link', { name: 'Περιορισμός ξανά σε Kubota L1-185' })).toBeVisible();
  await expect(understood.getByTestId('understood-showing')).toHaveText(
    'Εμφανίζονται: μεταχειρισμένα «μίζα» — αναζήτηση σε όλα',
  );
  expect(await countOf(page)).toBeGreaterThan(narrowed);
  await expect(cards(page).first()).toContainText('L1-185');
  for (const card of await cards(page).all()) await expect(card).toContainText('μεταχειρισμένη');
});

test('the same question in English, and "search everything instead" sets every understood limit aside', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en');
  await searchFromHeader(page, 'Search', 'Search products', 'used starter for Kubota L1 185');

  const understood = page.getByRole('region', { name: 'What we understood in your search' });
  await expect(understood.getByTestId('understood-showing')).toHaveText(
    'Showing: used “starter” for Kubota L1-185 — search everything instead',
  );
  const narrowed = await countOf(page);
  for (const card of await cards(page).all()) {
    await expect(card).toContainText('Starter motor');
    await expect(card).toContainText('(used)');
  }

  await understood.getByRole('link', { name: 'search everything instead' }).click();
  await expect(page).toHaveURL(/ignore=model%2Ccondition|ignore=model,condition/);
  await expect(understood.getByTestId('understood-showing')).toHaveCount(0);
  await expect(understood.getByRole('link', { name: 'Limit to Used again' })).toBeVisible();
  expect(await countOf(page)).toBeGreaterThan(narrowed);
  await expect(cards(page).first()).toContainText('Starter motor');
});
