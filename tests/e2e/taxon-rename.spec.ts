import { expect, test } from '@playwright/test';
import { openAsOwner } from './staff';

/**
 * A category renamed on the taxonomies page (issue #16) keeps its old storefront addresses: in Greek and in
 * English, the old address answers a permanent redirect to the new one. Created in the English back office,
 * renamed in the Greek one, deleted at the end (the catalogue is left as it was found).
 */
test('a renamed category’s old addresses redirect permanently to the new ones, in both languages', async ({
  browser,
}) => {
  // A long journey (or an axe scan of a whole page): on two busy cores it outlasts the default 30 s.
  test.slow();
  const stamp = Date.now();
  // A visitor's first request, in a browser of its own: no language chosen before (a cookie would redirect).
  const firstAnswer = async (path: string) => {
    const context = await browser.newContext();
    const answer = await context.request.get(path, { maxRedirects: 0 });
    const result = { status: answer.status(), location: answer.headers().location };
    await context.close();
    return result;
  };
  const staff = await openAsOwner(browser, '/en/staff/taxonomies?kind=category');
  staff.on('dialog', (dialog) => dialog.accept());
  const list = staff.getByRole('region', { name: 'Categories' });
  await list.getByRole('button', { name: 'Add', exact: true }).click();
  await list.getByLabel('Name (Greek)').fill(`Δοκιμή ${stamp}`);
  await list.getByLabel('Name (English)').fill(`E2E category ${stamp}`);
  await list.getByLabel('Address (Greek)').fill(`dokimi-${stamp}`);
  await list.getByLabel('Address (English)').fill(`e2e-category-${stamp}`);
  await list.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: `E2E category ${stamp}` })).toContainText('Not used');

  // The Greek back office in a browser of its own (this one now prefers English).
  await staff.context().close();
  const greekStaff = await openAsOwner(browser, '/staff/taxonomies?kind=category');
  greekStaff.on('dialog', (dialog) => dialog.accept());
  const greek = greekStaff.getByRole('region', { name: 'Κατηγορίες' });
  await greek
    .getByRole('listitem')
    .filter({ hasText: `Δοκιμή ${stamp}` })
    .getByRole('button', { name: 'Μετονομασία' })
    .click();
  await greek.getByLabel('Όνομα (ελληνικά)').fill(`Νέα δοκιμή ${stamp}`);
  await greek.getByLabel('Διεύθυνση (ελληνικά)').fill(`nea-dokimi-${stamp}`);
  await greek.getByLabel('Όνομα (αγγλικά)').fill(`E2E category renamed ${stamp}`);
  await greek.getByLabel('Διεύθυνση (αγγλικά)').fill(`e2e-category-renamed-${stamp}`);
  await greek.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(greek.getByRole('status')).toContainText('Αποθηκεύτηκε.');

  for (const [old, renamed, name] of [
    [`/categories/dokimi-${stamp}`, `/categories/nea-dokimi-${stamp}`, `Νέα δοκιμή ${stamp}`],
    [
      `/en/categories/e2e-category-${stamp}`,
      `/en/categories/e2e-category-renamed-${stamp}`,
      `E2E category renamed ${stamp}`,
    ],
    [`/en/product-category/e2e-category-${stamp}`, `/en/product-category/e2e-category-renamed-${stamp}`, null],
  ] as const) {
    const answer = await firstAnswer(old);
    expect([301, 308], `${old} answers a permanent redirect`).toContain(answer.status);
    expect(new URL(answer.location!, 'http://shop.test').pathname).toBe(renamed);
    if (name) {
      const visitor = await browser.newPage();
      await visitor.goto(old);
      await expect(visitor).toHaveURL(new RegExp(`${renamed}$`));
      await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
      await visitor.close();
    }
  }

  await greek
    .getByRole('listitem')
    .filter({ hasText: `Νέα δοκιμή ${stamp}` })
    .getByRole('button', { name: 'Διαγραφή' })
    .click();
  await expect(greek.getByRole('status')).toContainText('Διαγράφηκε.');
  expect((await firstAnswer(`/categories/dokimi-${stamp}`)).status).toBe(404);
  await greekStaff.context().close();
});
