import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { memberPassword, newEmail, registrationWait } from './customers';
import { lastMailTo, linkPath } from './outbox';

async function register(page: Page, email: string) {
  await page.goto('/auth/register');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Κωδικός πρόσβασης').fill(memberPassword);
  await page.getByRole('button', { name: 'Δημιουργία λογαριασμού' }).click();
}

test('a new member registers, is signed in, signs out, and signing in brings them back to the page that asked', async ({
  page,
}) => {
  // A long journey (or an axe scan of a whole page): on two busy cores it outlasts the default 30 s.
  test.slow();
  const email = newEmail();
  await register(page, email);
  // Registration signs the member in and leaves the auth page.
  await expect(page).toHaveURL(/\/$/, registrationWait);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Οι παραγγελίες μου' })).toBeVisible();
  await header.getByRole('link', { name: 'Οι παραγγελίες μου' }).click();
  await expect(page.getByText('Δεν έχετε ακόμη παραγγελίες.')).toBeVisible();
  await header.getByRole('link', { name: 'Ο λογαριασμός μου' }).click();
  await expect(page.getByTestId('account-email')).toHaveText(email);

  await page.setViewportSize({ width: 1280, height: 800 });
  await header.getByRole('button', { name: 'Αποσύνδεση' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Σύνδεση' }).last()).toBeVisible();

  // A protected page sends an anonymous visitor to login, and back after signing in.
  await page.goto('/account?tab=details');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Κωδικός πρόσβασης').fill(memberPassword);
  await page.getByRole('main').getByRole('button', { name: 'Σύνδεση' }).click();
  await expect(page).toHaveURL(/\/account\?tab=details$/);
  await expect(page.getByTestId('account-email')).toHaveText(email);

  // The account page keeps addresses for the checkout.
  const book = page.getByRole('region', { name: 'Αποθηκευμένες διευθύνσεις' });
  await expect(book.getByText('Δεν έχετε αποθηκευμένες διευθύνσεις.', { exact: false })).toBeVisible();
  await book.getByRole('button', { name: 'Προσθήκη διεύθυνσης' }).click();
  await book.getByRole('button', { name: 'Αποθήκευση διεύθυνσης' }).click();
  await expect(book.getByText('Αυτό το πεδίο είναι υποχρεωτικό').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);
  await book.getByLabel('Όνομα', { exact: true }).fill('Γιώργος');
  await book.getByLabel('Επώνυμο').fill('Παπαδόπουλος');
  await book.getByLabel('Οδός και αριθμός').fill('Εθνικής Αντιστάσεως 12');
  await book.getByLabel('Τηλέφωνο', { exact: true }).fill('+30 690 000 0000');
  await book.getByLabel('Πόλη').fill('Λαμία');
  await book.getByLabel('Ταχυδρομικός κώδικας').fill('351 00');
  await book.getByRole('button', { name: 'Αποθήκευση διεύθυνσης' }).click();
  await expect(book.locator('address')).toContainText('351 00 Λαμία, GR');
  await book.getByRole('button', { name: 'Διαγραφή της διεύθυνσης Γιώργος Παπαδόπουλος' }).click();
  await expect(book.locator('address')).toHaveCount(0);

  // The account page changes the password with the current one.
  const passwordForm = page.getByRole('region', { name: 'Αλλαγή κωδικού' });
  await passwordForm.getByLabel('Τρέχων κωδικός').fill('not my password');
  await passwordForm.getByLabel('Νέος κωδικός').fill('an even better password');
  await passwordForm.getByRole('button', { name: 'Αλλαγή κωδικού' }).click();
  await expect(passwordForm.getByText('Ο τρέχων κωδικός δεν είναι σωστός.')).toBeVisible();
  await passwordForm.getByLabel('Τρέχων κωδικός').fill(memberPassword);
  await passwordForm.getByRole('button', { name: 'Αλλαγή κωδικού' }).click();
  await expect(passwordForm.getByRole('status')).toContainText('Ο κωδικός σας άλλαξε.');

  // Signed in, the auth pages send the member away.
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/$/);
});

test('the forms say what is missing or wrong before and after asking the server', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('main').getByRole('button', { name: 'Σύνδεση' }).click();
  await expect(page.getByText('Υποχρεωτικό')).toHaveCount(2);
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('main').getByRole('button', { name: 'Σύνδεση' }).click();
  await expect(page.getByText('Παρακαλούμε εισάγετε έγκυρη διεύθυνση email')).toBeVisible();
  await page.getByLabel('E-mail').fill(newEmail());
  await page.getByLabel('Κωδικός πρόσβασης').fill('wrong password here');
  await page.getByRole('main').getByRole('button', { name: 'Σύνδεση' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Το e-mail ή ο κωδικός δεν είναι σωστά.');
});

test('the page carries no error code’s message, yet a short password is told the rule in Greek', async ({ page }) => {
  const html = await (await page.request.get('/auth/register')).text();
  expect(html).not.toContain('WEAK_PASSWORD');
  await page.goto('/auth/register');
  await page.getByLabel('E-mail').fill(newEmail());
  await page.getByLabel('Κωδικός πρόσβασης').fill('short');
  await page.getByRole('main').getByRole('button', { name: 'Δημιουργία λογαριασμού' }).click();
  await expect(page.getByText('Τουλάχιστον 10 χαρακτήρες', { exact: true })).toBeVisible();
});

test('in English: the registration form shows the password rules and refuses an address that has an account', async ({
  page,
}) => {
  const email = newEmail();
  await register(page, email);
  await expect(page).toHaveURL(/\/$/);
  await page.evaluate(() => localStorage.clear());
  await page.goto('/en/auth/register');
  await expect(page.getByText('At least 10 characters.')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(memberPassword);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'An account with this e-mail already exists. Sign in instead.',
  );
});

test('axe finds no serious or critical problem on the sign-in and registration pages', async ({ page }) => {
  for (const path of ['/auth/login', '/en/auth/register']) {
    await page.goto(path);
    await page.getByRole('main').getByRole('button').last().click();
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      bad.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`),
      path,
    ).toEqual([]);
  }
});

test('a member confirms the address from the registration e-mail, and resets a forgotten password by e-mail', async ({
  page,
}) => {
  const email = newEmail();
  await register(page, email);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(linkPath(await lastMailTo(email)));
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Ευχαριστούμε: η διεύθυνση e-mail σας επιβεβαιώθηκε.',
  );

  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Ξεχάσατε τον κωδικό;' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  // On a busy machine the address can be typed before the form has hydrated, which empties it: type it again then.
  await expect(async () => {
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Αποστολή συνδέσμου' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(email, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });

  // Sent by the worker after the answer: the newest e-mail may still be the confirmation for a moment.
  const resetMail = await lastMailTo(email, 'reset-password');
  await page.goto(linkPath(resetMail));
  await page.getByLabel('Κωδικός πρόσβασης').fill('my new tractor password');
  await page.getByRole('button', { name: 'Αποθήκευση νέου κωδικού' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Ο κωδικός σας άλλαξε. Μπορείτε να συνδεθείτε με αυτόν.',
  );
  await page.getByRole('main').getByRole('link', { name: 'Σύνδεση' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Κωδικός πρόσβασης').fill('my new tractor password');
  await page.getByRole('main').getByRole('button', { name: 'Σύνδεση' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Οι παραγγελίες μου' })).toBeVisible();
});

test('pages are protected for everyone but staff: a confirmed company address lifts the marking', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-protected', '');
  const staffEmail = `eleni-${randomBytes(4).toString('hex')}@tractorparts-hellas.example`;
  await register(page, staffEmail);
  await expect(page).toHaveURL(/\/$/);
  // An unconfirmed address at the company's domain is not enough.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Οι παραγγελίες μου' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-protected', '');
  await page.goto(linkPath(await lastMailTo(staffEmail)));
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Ευχαριστούμε: η διεύθυνση e-mail σας επιβεβαιώθηκε.',
  );
  await expect(page.locator('html')).not.toHaveAttribute('data-protected');
  await page.goto('/account');
  await expect(page.getByText('Λογαριασμός προσωπικού')).toBeVisible();
});

test.describe('on a 375px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the account pages fit without sideways scrolling', async ({ page }) => {
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    for (const path of ['/auth/login', '/en/auth/register', '/auth/forgot-password', '/auth/reset-password?token=x']) {
      await page.goto(path);
      expect(await overflow(), path).toBeLessThanOrEqual(0);
    }
    // Opening an English page chose English (language cookie): back to Greek for the Greek labels below.
    await page.context().clearCookies();
    await register(page, newEmail());
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Προσθήκη διεύθυνσης' }).click();
    await expect(page.getByRole('form', { name: 'Διεύθυνση' })).toBeVisible();
    expect(await overflow(), '/account').toBeLessThanOrEqual(0);
  });
});
