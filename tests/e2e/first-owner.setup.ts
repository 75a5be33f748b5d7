import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { confirmSetUp, ownerSetupLink, saveFirstOwner, secretShown } from './staff';

/**
 * The shop starts with no owner and prints a one-time set-up link; the first owner opens it (Greek, the default),
 * creates their shop account, scans the QR code (here: reads its key), confirms with the first code and keeps the
 * recovery codes. Runs once before the journeys that need staff (playwright.config.ts).
 */
test('the first owner sets up the back office with the link printed at start', async ({ page, browser }) => {
  const link = ownerSetupLink();
  expect(link).toMatch(/\/staff\/join\?token=[\w-]{43}$/);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Συμμετοχή στη διαχείριση' })).toBeVisible();
  await expect(page.getByText('Αυτός ο σύνδεσμος σας κάνει τον πρώτο ιδιοκτήτη του καταστήματος.')).toBeVisible();
  // Neither the storefront's header nor its cookie bar: the back office's own page.
  await expect(page.getByRole('banner')).toHaveCount(0);

  const owner = {
    email: `owner-${randomBytes(4).toString('hex')}@tractorparts-hellas.example`,
    password: 'owner password 2026',
    secret: '',
    recoveryCodes: [] as string[],
  };
  await page.getByLabel('Δημιουργία νέου λογαριασμού').check();
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Κωδικός πρόσβασης').fill('short');
  await page.getByRole('button', { name: 'Συμμετοχή' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Τουλάχιστον 10 χαρακτήρες');
  await page.getByLabel('Κωδικός πρόσβασης').fill(owner.password);
  await page.getByRole('button', { name: 'Συμμετοχή' }).click();

  await expect(page.getByRole('heading', { name: 'Ρύθμιση εφαρμογής επαλήθευσης' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Κωδικός QR για την εφαρμογή επαλήθευσης' })).toBeVisible();
  owner.secret = await secretShown(page);
  expect(owner.secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Κωδικός από την εφαρμογή').fill('000000');
  await page.getByRole('button', { name: 'Επιβεβαίωση' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Ο κωδικός δεν είναι σωστός.');
  owner.recoveryCodes = await confirmSetUp(page, owner.secret);
  expect(owner.recoveryCodes.every((code) => /^[A-Z2-9]{5}-[A-Z2-9]{5}$/.test(code))).toBe(true);
  await page.getByRole('link', { name: 'Τους φύλαξα: συνέχεια' }).click();

  await expect(page.getByRole('heading', { name: `Καλώς ήρθατε, ${owner.email}` })).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Διαχείριση' });
  for (const section of ['Αρχική', 'Παραγγελίες', 'Αιτήματα', 'Ομάδα', 'Αρχείο ενεργειών'])
    await expect(navigation.getByRole('link', { name: section })).toBeVisible();
  await saveFirstOwner(owner, page);

  // The link worked once: opened again (in another browser), it says so.
  const other = await (await browser.newContext()).newPage();
  await other.goto(new URL(link).pathname + new URL(link).search);
  await expect(other.getByText('Ο σύνδεσμος έχει λήξει ή έχει ήδη χρησιμοποιηθεί.')).toBeVisible();
});
