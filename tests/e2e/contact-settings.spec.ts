import { expect, test } from '@playwright/test';
import { openAsOwner, saveSettings } from './staff';

test('the owner changes the shop phone, closes on Sundays, and the footer and contact page show it (issue #17) @shop-settings', async ({
  page,
  browser,
}) => {
  test.slow();
  const owner = await openAsOwner(browser, '/staff/settings');
  const phone = owner.getByLabel('Τηλέφωνο', { exact: true });
  const before = await phone.inputValue();
  const after = before === '+30 210 555 0177' ? '+30 210 555 0188' : '+30 210 555 0177';
  const sundayClosed = () => owner.getByRole('group', { name: 'Κυριακή' }).getByLabel('Κλειστά');
  await phone.fill(after);
  await sundayClosed().check();
  await saveSettings(owner, 'el');
  await expect(owner.getByLabel('Τηλέφωνο', { exact: true })).toHaveValue(after);
  await expect(sundayClosed()).toBeChecked();

  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: after })).toHaveAttribute(
    'href',
    `tel:${after.replace(/ /g, '')}`,
  );
  await expect(page.getByRole('contentinfo').getByText('Κλειστά', { exact: true })).toBeVisible();
  await page.goto('/epikoinonia');
  await expect(page.getByRole('main').getByRole('link', { name: after })).toBeVisible();
  await expect(page.getByRole('main').getByText('Κλειστά', { exact: true })).toBeVisible();

  // The shop as it was, for whatever runs next.
  await owner.getByLabel('Τηλέφωνο', { exact: true }).fill(before);
  await sundayClosed().uncheck();
  await saveSettings(owner, 'el');
  await expect(owner.getByLabel('Τηλέφωνο', { exact: true })).toHaveValue(before);
});

test("a third party the owner adds in the settings is allowed by the shop's Content-Security-Policy (issue #17) @shop-settings", async ({
  browser,
  request,
}) => {
  test.slow();
  const policy = async () => (await request.get('/')).headers()['content-security-policy'];
  const owner = await openAsOwner(browser, '/staff/settings');
  const field = owner.getByLabel('Αναφορά σφαλμάτων', { exact: true });
  const before = await field.inputValue();
  expect(await policy()).not.toContain('https://errors.example');

  await field.fill('https://errors.example/report.js');
  await saveSettings(owner, 'el');
  await expect(owner.getByLabel('Αναφορά σφαλμάτων', { exact: true })).toHaveValue('https://errors.example/report.js');
  // The instance that saved sends the new policy at once (the others within 30 seconds).
  expect(await policy()).toMatch(/script-src [^;]* https:\/\/errors\.example[ ;]/);

  await owner.getByLabel('Αναφορά σφαλμάτων', { exact: true }).fill(before);
  await saveSettings(owner, 'el');
  await expect(owner.getByLabel('Αναφορά σφαλμάτων', { exact: true })).toHaveValue(before);
  expect(await policy()).not.toContain('https://errors.example');
});
