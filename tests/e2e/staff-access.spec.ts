import { expect, test } from '@playwright/test';
import { codeNow, firstOwner, invitedStaff, openAsOwner, signInStaff } from './staff';
import { memberPassword, newEmail, registerMember } from './customers';

test('an owner invites a warehouse member, who joins in English, signs in with a code and sees only what the role allows', async ({
  browser,
}) => {
  test.slow();
  const email = newEmail('warehouse');
  const { page, member } = await invitedStaff(browser, 'warehouse', email);
  await expect(page).toHaveURL(/\/en\/staff$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${email}` })).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Back office' });
  await expect(navigation.getByRole('link', { name: 'Orders' })).toBeVisible();
  for (const hidden of ['Team', 'Requests', 'Audit log'])
    await expect(navigation.getByRole('link', { name: hidden })).toHaveCount(0);
  await expect(page.getByText('Warehouse', { exact: true })).toBeVisible();

  // The team page refuses the role on the server, whatever the navigation shows.
  const refused = await page.goto('/en/staff/team');
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Your role may not open this page or do this. Ask an owner if you need it.',
  );
  expect((await page.goto('/en/staff/audit'))?.status()).toBe(403);

  // Signing out ends the session: the back office sends the browser to sign in again.
  await page.goto('/en/staff');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en\/staff\/login$/);
  await page.goto('/en/staff');
  await expect(page).toHaveURL(/\/en\/staff\/login$/);

  // A wrong code is refused with a clear message; a recovery code works once instead of the app's code.
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const wrong = String((Number(await codeNow(member.secret)) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('Code', { exact: true }).fill(wrong);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This code is not correct.');
  await page.getByLabel('Code', { exact: true }).fill(member.recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/staff$/);
  await expect(navigation.getByRole('link', { name: 'Orders' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(navigation).toHaveCount(0);
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code', { exact: true }).fill(member.recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This code is not correct.');
  await page.context().close();
});

test('a page asked for without a staff session comes back after sign-in, and the owner sees the audit of it all', async ({
  page,
}) => {
  // A code is accepted once: signing in within the 30 seconds of the owner's last code waits for the next one.
  test.slow();
  const owner = firstOwner();
  await page.goto('/en/staff/audit?entity=staff_member');
  await expect(page).toHaveURL(/\/en\/staff\/login\?next=%2Fen%2Fstaff%2Faudit%3Fentity%3Dstaff_member$/);
  await signInStaff(page, owner);
  await expect(page).toHaveURL(/\/en\/staff\/audit\?entity=staff_member$/);
  const entries = page.getByRole('list', { name: 'Audit log' });
  await expect(entries.getByText(`${owner.email} · join`).first()).toBeVisible();
  await expect(entries.getByText(`${owner.email} · set-up-second-factor`).first()).toBeVisible();
  await page.getByLabel('Entity').selectOption('staff_invite');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/entity=staff_invite/);
  await expect(entries.getByText('The shop (set-up link or script) · create-set-up-link')).toBeVisible();
});

test('a storefront member’s sign-in and bearer token never open the back office', async ({ page }) => {
  const email = await registerMember(page);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').state?.token as string);
  expect(token).toBeTruthy();

  await page.goto('/staff/requests');
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Frequests$/);
  // The shop account's password alone is not a staff sign-in.
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Κωδικός πρόσβασης').fill(memberPassword);
  await page.getByRole('button', { name: 'Συνέχεια' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Το e-mail ή ο κωδικός δεν είναι σωστά, ή ο λογαριασμός δεν έχει πρόσβαση στη διαχείριση.',
  );
  for (const path of ['/staff', '/staff/team', '/en/staff/requests', '/en/staff/audit']) {
    const answer = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
    expect(new URL(answer.url()).pathname, path).toMatch(/^(\/en)?\/staff\/login$/);
    expect(answer.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
    expect(await answer.text(), path).not.toContain(email);
  }
});

test('a Server Action of the back office replayed from another site is refused', async ({ browser }) => {
  const page = await openAsOwner(browser, '/en/staff/team');
  const email = newEmail('csrf');
  // The browser's own invitation, captured as it goes out...
  const sent = page.waitForRequest((request) => request.method() === 'POST' && !!request.headers()['next-action']);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('owner');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const original = await sent;
  await expect(page.getByText('The invitation is on its way.')).toBeVisible();
  // ... and sent again as a page of another site would, with the owner's cookie: Next checks Origin against Host.
  const replayed = await page.request.post(original.url(), {
    headers: { ...(await original.allHeaders()), origin: 'https://attacker.example' },
    data: original.postDataBuffer() ?? undefined,
    maxRedirects: 0,
  });
  expect(replayed.status()).toBeGreaterThanOrEqual(400);
  await page.reload();
  await expect(page.getByText(`${email} · Owner`)).toHaveCount(1);
});

test.describe('on a 320px phone', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('the sign-in page fits without sideways scrolling, in both languages', async ({ page }) => {
    for (const path of ['/staff/login', '/en/staff/login']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: /^(Continue|Συνέχεια)$/ })).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        path,
      ).toBeLessThanOrEqual(0);
    }
  });
});
