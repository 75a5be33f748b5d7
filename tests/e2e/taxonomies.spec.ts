import { expect, test } from '@playwright/test';
import { openAsOwner } from './staff';

/**
 * Brands, categories and models (issue #16), on a phone's 320px: the owner adds a brand, renames it, and deletes
 * it; a brand products use is refused with their count. Leaves the catalogue as it found it.
 */
test('the owner adds, renames and deletes a brand; one in use is refused with its count', async ({ browser }) => {
  const staff = await openAsOwner(browser, '/en/staff/taxonomies?kind=brand');
  await staff.setViewportSize({ width: 320, height: 800 });
  await expect(staff.getByRole('heading', { level: 1, name: 'Brands, categories and models' })).toBeVisible();
  const list = staff.getByRole('region', { name: 'Brands' });
  staff.on('dialog', (dialog) => dialog.accept());

  const used = list
    .getByRole('listitem')
    .filter({ hasText: /Used by \d+ products?/ })
    .first();
  const count = (await used.textContent())!.match(/Used by (\d+) product/)![1];
  await used.getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByRole('alert')).toContainText(`Cannot delete: used by ${count} product`);

  const name = `E2E Brand ${Date.now()}`;
  await list.getByRole('button', { name: 'Add' }).click();
  await list.getByLabel('Name (Greek)').fill('Δοκιμαστική');
  await list.getByLabel('Name (English)').fill(name);
  await list.getByLabel('Address (English)').fill('Not A Slug');
  await list.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByText('Use lowercase Latin letters, digits and single dashes only.')).toBeVisible();
  await list.getByLabel('Address (English)').fill('');
  await list.getByRole('button', { name: 'Save' }).click();
  const added = list.getByRole('listitem').filter({ hasText: name });
  await expect(added).toContainText('Not used');

  await added.getByRole('button', { name: 'Rename' }).click();
  // The entry turns into its form (the only one open), so the form is found in the list.
  await list.getByLabel('Name (English)').fill(`${name} renamed`);
  await list.getByRole('button', { name: 'Save' }).click();
  const renamed = list.getByRole('listitem').filter({ hasText: `${name} renamed` });
  await expect(renamed).toBeVisible();
  expect(
    await staff.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

  await renamed.getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByRole('status')).toContainText('Deleted.');
  await expect(list.getByText(name)).toHaveCount(0);
  await staff.context().close();
});
