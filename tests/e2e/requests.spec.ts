import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { lastMailTo, linkPath } from './outbox';
import { openAsOwner } from './staff';
import { newEmail, registerMember } from './customers';

/** A real 1×1 PNG in the shop's red, made here so that the test needs no file on disk. */
const photo = {
  name: 'antlia.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGO4zm0GAALVARl9tJKMAAAAAElFTkSuQmCC',
    'base64',
  ),
};
const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`);
};

test('a customer asks for a part with a photo, staff reply, and the customer sees the reply on the request’s page', async ({
  page,
  browser,
}) => {
  // The whole journey of two people with two accessibility scans: about 20 s alone, over 30 s on a loaded machine.
  test.slow();
  const customer = newEmail('giorgos');
  await page.goto('/epikoinonia?model=L1-185&part=15321-73030');
  const shownAt = Date.now();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Επικοινωνία' })).toBeVisible();
  await expect(main.getByRole('link', { name: /Εθνικής Οδού/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/search\?/,
  );
  await expect(main.getByText('μόνο κατόπιν ραντεβού')).toBeVisible();
  await expect(main.getByLabel('Μοντέλο τρακτέρ (προαιρετικό)')).toHaveValue('L1-185');
  await expect(main.getByLabel('Κωδικός ανταλλακτικού (προαιρετικό)')).toHaveValue('15321-73030');
  expect(await seriousViolations(page)).toEqual([]);

  // The shared rules answer before anything is sent (spec §5).
  await main.getByRole('button', { name: 'Αποστολή' }).click();
  await expect(main.getByText('Το πεδίο είναι υποχρεωτικό').first()).toBeVisible();
  await main.getByLabel('Ονοματεπώνυμο').fill('Γιώργος Παπαδόπουλος');
  await main.getByLabel('E-mail').fill('not-an-address');
  await main.getByRole('button', { name: 'Αποστολή' }).click();
  await expect(main.getByText('Παρακαλώ εισάγετε μια έγκυρη διεύθυνση email')).toBeVisible();
  await main.getByLabel('E-mail').fill(customer);
  await main.getByLabel('Μήνυμα', { exact: true }).fill('Χρειάζομαι την αντλία νερού. Στέλνω φωτογραφία της παλιάς.');
  await main.getByLabel('Φωτογραφίες (προαιρετικό)').setInputFiles(photo);
  await expect(main.getByRole('button', { name: 'Αφαίρεση της φωτογραφίας antlia.png' })).toBeVisible();
  // A person takes a few seconds to write; the server refuses forms sent faster.
  await page.waitForTimeout(Math.max(0, 3500 - (Date.now() - shownAt)));
  await main.getByRole('button', { name: 'Αποστολή' }).click();

  await expect(page).toHaveURL(/\/request\/[A-Za-z0-9_-]{43}$/);
  const requestPath = new URL(page.url()).pathname;
  await expect(main.getByRole('heading', { level: 1, name: 'Το αίτημά σας' })).toBeVisible();
  await expect(main.getByText('Σε εξέλιξη')).toBeVisible();
  await expect(main.getByText('Χρειάζομαι την αντλία νερού.')).toBeVisible();
  const image = main.getByRole('img', { name: 'Φωτογραφία antlia.png' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  expect(linkPath(await lastMailTo(customer, 'Λάβαμε το αίτημά σας'))).toBe(requestPath);
  expect(await seriousViolations(page)).toEqual([]);

  // Staff, in their own browser signed in to the back office (the first owner: password and authenticator code),
  // find the request and reply.
  const staff = await openAsOwner(browser, '/staff/requests');
  const staffContext = staff.context();
  await staff.getByRole('link', { name: 'Άνοιγμα αιτήματος του/της Γιώργος Παπαδόπουλος' }).first().click();
  await expect(staff.getByRole('main').getByText(customer)).toBeVisible();
  await staff.getByLabel('Απάντηση', { exact: true }).fill('Καλημέρα! Την έχουμε σε απόθεμα, 45 € χωρίς ΦΠΑ.');
  await staff.getByRole('button', { name: 'Αποστολή απάντησης' }).click();
  await expect(staff.getByText('Η απάντηση στάλθηκε στον πελάτη.')).toBeVisible();
  await staff.getByRole('button', { name: 'Σήμανση ως ολοκληρωμένο' }).click();
  await expect(staff.getByRole('button', { name: 'Άνοιγμα ξανά' })).toBeVisible();
  await staffContext.close();

  // The customer is told by e-mail and sees the reply on the request's page.
  expect(linkPath(await lastMailTo(customer, 'Την έχουμε σε απόθεμα'))).toBe(requestPath);
  await page.reload();
  await expect(main.getByText('Ολοκληρώθηκε', { exact: true })).toBeVisible();
  await expect(main.getByText('Απάντηση του καταστήματος')).toBeVisible();
  await expect(main.getByText('Καλημέρα! Την έχουμε σε απόθεμα, 45 € χωρίς ΦΠΑ.')).toBeVisible();

  // The customer's own reply reopens it.
  await main.getByLabel('Το μήνυμά σας').fill('Ευχαριστώ, θα περάσω τη Δευτέρα.');
  await main.getByRole('button', { name: 'Αποστολή απάντησης' }).click();
  await expect(main.getByText('Ευχαριστώ, θα περάσω τη Δευτέρα.')).toBeVisible();
  await expect(main.getByText('Το αίτημα άνοιξε ξανά')).toBeVisible();
});

test('an unknown request link shows not found with a way to contact the shop; staff pages send a member to the staff sign-in', async ({
  page,
}) => {
  const response = await page.goto(`/request/${randomBytes(32).toString('base64url')}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Δεν βρέθηκε το αίτημα' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Επικοινωνία' }).click();
  await expect(page).toHaveURL(/\/epikoinonia$/);

  await registerMember(page);
  await page.goto('/staff/requests');
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Frequests$/);
  await expect(page.getByRole('heading', { name: 'Σύνδεση προσωπικού' })).toBeVisible();
});

test.describe('on a 320px phone', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('the contact page fits without sideways scrolling, in both languages', async ({ page }) => {
    for (const pagePath of ['/epikoinonia?model=L1-185&part=15321-73030', '/en/epikoinonia']) {
      await page.goto(pagePath);
      await page
        .getByRole('main')
        .getByLabel(/Φωτογραφίες|Photos/)
        .setInputFiles(photo);
      await expect(page.getByRole('main').getByRole('button', { name: /antlia\.png/ })).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        pagePath,
      ).toBeLessThanOrEqual(0);
    }
  });
});
