import { expect, test, type Page } from '@playwright/test';
import { memberPassword, newEmail, registerMember } from './customers';

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('from /katalogos to a Kubota L1-185 diagram: a callout highlights its row, whose part goes to the cart (Greek)', async ({
  page,
}) => {
  await page.goto('/katalogos');
  await expect(page.getByRole('heading', { level: 1, name: 'Κατάλογος ανταλλακτικών' })).toBeVisible();
  await page.getByRole('link', { name: /^Kubota/ }).click();
  await expect(page).toHaveURL(/\/katalogos\/kubota$/);

  // The model list is searched in the browser, and other spellings find the model.
  await page.getByLabel('Αναζήτηση μοντέλου').fill('L1185');
  const models = page.getByRole('link', { name: /^Kubota L1-185/ });
  await expect(models).toHaveCount(1);
  await models.click();
  await expect(page).toHaveURL(/\/katalogos\/kubota\/l1-185$/);
  await expect(page).toHaveTitle(/Κατάλογος ανταλλακτικών Kubota L1-185/);

  const sections = page.getByRole('navigation', { name: 'Ενότητες' });
  await sections.getByRole('link', { name: /F10/ }).click();
  await expect(page).toHaveURL(/section=F10$/);
  await expect(page.getByRole('heading', { level: 2, name: /F10/ })).toBeVisible();

  const parts = page.getByRole('list', { name: /^Ανταλλακτικά:/ });
  const sold = parts
    .locator('li')
    .filter({ has: page.getByRole('button', { name: 'Προσθήκη στο καλάθι' }) })
    .first();
  await expect(sold).toBeVisible();
  const ref = (await sold.getAttribute('id'))!.replace('ref-', '');
  const callout = page.locator(`button[data-ref="${ref}"]`);
  await expect(callout).toHaveAccessibleName(new RegExp(`^Θέση ${ref}, κωδικός`));

  await callout.click();
  await expect(callout).toHaveAttribute('data-highlighted', 'true');
  await expect(sold).toHaveAttribute('data-highlighted', 'true');
  await expect(sold).toBeFocused();
  await expect(sold).toBeInViewport();
  // The choice stays when the pointer leaves the drawing (it used to vanish a moment after the click).
  await page.mouse.move(1, 1);
  await expect(sold).toHaveAttribute('data-highlighted', 'true');
  await expect(callout).toHaveAttribute('data-highlighted', 'true');

  // The other way round: pointing at another row highlights its callout instead.
  const other = parts
    .locator('li')
    .filter({ hasNot: page.locator(`#ref-${ref}`) })
    .nth(1);
  const otherRef = (await other.getAttribute('id'))!.replace('ref-', '');
  await other.hover();
  await expect(page.locator(`button[data-ref="${otherRef}"]`)).toHaveAttribute('data-highlighted', 'true');
  await expect(callout).toHaveAttribute('data-highlighted', 'false');

  await sold.getByRole('button', { name: 'Προσθήκη στο καλάθι' }).click();
  const drawer = page.getByRole('dialog', { name: 'Το καλάθι σας' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);

  // A reference the shop does not sell on its own offers to ask for it: the contact form, naming tractor and part number.
  await page.keyboard.press('Escape');
  const ask = parts.getByRole('link', { name: 'Ρωτήστε για αυτό το ανταλλακτικό' }).first();
  await expect(ask).toHaveAttribute('href', /^\/epikoinonia\?model=Kubota(\+|%20)L1-185&part=/);
});

test('my tractor in English: chosen on its catalogue page, shown in the header, narrows a search with fit badges', async ({
  page,
}) => {
  await page.goto('/en/katalogos/kubota/l1-185');
  await expect(page.getByRole('heading', { level: 1, name: 'Kubota L1-185 parts catalogue' })).toBeVisible();
  const choose = page.getByRole('button', { name: 'This is my tractor (L1-185)' });
  await choose.click();
  await expect(page.getByRole('button', { name: 'My tractor: L1-185' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('my-tractor')).toHaveAccessibleName('My tractor: Kubota L1-185');

  await page.goto('/en/products?search=filter');
  const badges = page.getByTestId('fit-badge');
  await expect(badges.first()).toBeVisible();
  await page.getByTestId('fits-my-tractor').click();
  await expect(page).toHaveURL(/model=kubota-l1-185/);
  await expect(page.getByTestId('fits-my-tractor')).toHaveAttribute('data-narrowed', 'true');
  await expect(badges.first()).toHaveText('Fits your L1-185');
  const shown = await badges.count();
  expect(shown).toBeGreaterThan(0);
  for (const badge of await badges.all()) await expect(badge).toHaveAttribute('data-fits', 'true');

  // Back to everything: parts for other tractors say so (filters list the tractors they fit).
  await page.getByTestId('fits-my-tractor').click();
  await expect(page).not.toHaveURL(/model=/);
  await expect(page.locator('[data-testid="fit-badge"][data-fit="doesNotFit"]').first()).toHaveText(
    'Does not fit your L1-185',
  );

  // The choice survives a reload (this browser remembers it) and is the header's link to the model's page.
  await page.reload();
  await page.getByTestId('my-tractor').click();
  await expect(page).toHaveURL(/\/en\/katalogos\/kubota\/l1-185$/);
});

test('a product page picks my tractor from the models the part fits', async ({ page }) => {
  await page.goto('/en/products?model=kubota-l1-185');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/product\//);
  await page.getByRole('combobox', { name: 'My tractor:' }).selectOption({ label: 'Kubota L1-185' });
  // The part's own badge comes first; similar parts below have theirs.
  await expect(page.getByTestId('fit-badge').first()).toHaveText('Fits your L1-185');
  await expect(page.getByTestId('my-tractor')).toHaveAccessibleName('My tractor: Kubota L1-185');
});

test('the catalogue pages fit a 375px phone in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of [
    '/katalogos',
    '/katalogos/kubota',
    '/katalogos/kubota/l1-185',
    '/en/katalogos',
    '/en/katalogos/yanmar',
    '/en/katalogos/kubota/l1-185?section=E20',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"][role="status"]')).toHaveCount(0);
    expect(await overflow(page), path).toBeLessThanOrEqual(0);
  }
  // With a tractor chosen the header still fits the narrowest phone.
  await page.getByRole('button', { name: /This is my tractor/ }).click();
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/en/products');
  expect(await overflow(page), 'header at 320px').toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('link', { name: 'My tractor: Kubota L1-185' })).toBeVisible();
});

test('an unknown maker or model is the not-found page', async ({ page }) => {
  for (const path of ['/katalogos/nobody', '/katalogos/kubota/l9-999']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test('a member’s tractor is kept in their account and comes back when they sign in on another device', async ({
  page,
  browser,
}) => {
  // A long journey (or an axe scan of a whole page): on two busy cores it outlasts the default 30 s.
  test.slow();
  const email = await registerMember(page, { email: newEmail('tractor') });
  await page.goto('/katalogos/kubota/l1-185');
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') && response.request().postDataJSON()?.variables?.model === 'kubota-l1-185',
  );
  await page.getByRole('button', { name: 'Αυτό είναι το τρακτέρ μου (L1-185)' }).click();
  expect((await saved).ok()).toBe(true);

  const other = await browser.newContext({ locale: 'el-GR', baseURL: test.info().project.use.baseURL });
  const phone = await other.newPage();
  await phone.goto('/');
  await expect(phone.getByTestId('my-tractor')).toHaveAccessibleName('Το τρακτέρ μου: διαλέξτε μοντέλο');
  await phone.goto('/auth/login');
  await phone.getByLabel('E-mail').fill(email);
  await phone.getByLabel('Κωδικός πρόσβασης').fill(memberPassword);
  await phone.getByRole('main').getByRole('button', { name: 'Σύνδεση' }).click();
  await expect(phone).not.toHaveURL(/\/auth\/login/);
  await phone.goto('/products');
  await expect(phone.getByTestId('my-tractor')).toHaveAccessibleName('Το τρακτέρ μου: Kubota L1-185');
  await other.close();
});

test('the sitemap lists the catalogue’s makers and models in both languages', async ({ request }) => {
  const xml = await (await request.get('/sitemaps/0.xml')).text();
  for (const path of [
    '/katalogos',
    '/katalogos/kubota',
    '/katalogos/kubota/l1-185',
    '/en/katalogos/kubota/l1-185',
    '/shipping-methods',
  ])
    expect(xml, path).toContain(`${path}</loc>`);
});
