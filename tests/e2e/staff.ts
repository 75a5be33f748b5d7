import fs from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { lastMailTo, linkPath } from './outbox';

/** A back-office member as the tests know them: their account and their authenticator's key. */
export type StaffCredentials = { email: string; password: string; secret: string; recoveryCodes: string[] };

const dataDir = () => process.env.E2E_DATA_DIR!;

/** The link the server printed at start for the first owner (it also writes it to a file in DATA_DIR). */
export const ownerSetupLink = () => fs.readFileSync(path.join(dataDir(), 'owner-setup-link.txt'), 'utf8').trim();

const ownerFile = () => path.join(dataDir(), 'first-owner.json');

/** The first owner, made once per run by `first-owner.setup.ts`. */
export function firstOwner(): StaffCredentials {
  return JSON.parse(fs.readFileSync(ownerFile(), 'utf8')) as StaffCredentials;
}

const ownerStateFile = () => path.join(dataDir(), 'first-owner-state.json');

/** Keeps the first owner's account and their signed-in browser state (the staff session's cookie). */
export async function saveFirstOwner(owner: StaffCredentials, page: Page): Promise<void> {
  fs.writeFileSync(ownerFile(), JSON.stringify(owner));
  await keepOwnerState(page);
}

/** The owner's browser state, without the language last chosen (each journey opens the language it tests). */
async function keepOwnerState(page: Page) {
  const state = await page.context().storageState();
  const cookies = state.cookies.filter((cookie) => cookie.name !== 'NEXT_LOCALE');
  fs.writeFileSync(ownerStateFile(), JSON.stringify({ ...state, cookies }));
}

/**
 * A page of the first owner's signed-in browser at `path`. Journeys running side by side share that one session
 * rather than each signing in (one code a 30-second step, and wrong tries pause the member); when it has ended
 * (30 minutes unused), the owner signs in again.
 */
export async function openAsOwner(browser: Browser, pagePath: string): Promise<Page> {
  const page = await (await browser.newContext({ storageState: ownerStateFile() })).newPage();
  await page.goto(pagePath);
  if (new URL(page.url()).pathname.endsWith('/staff/login')) {
    await signInStaff(page, firstOwner());
    await keepOwnerState(page);
  }
  return page;
}

/** The code the authenticator app shows now, as a person would type it. */
export const codeNow = (secret: string) => generate({ secret });

/** The key shown as text beside the QR code, without the spaces that group it. */
export async function secretShown(page: Page): Promise<string> {
  const key = page.getByLabel(/Can’t scan|Δεν μπορείτε να σαρώσετε/);
  return ((await key.textContent()) ?? '').replace(/\s/g, '');
}

/** Confirms the authenticator's set-up with its first code and returns the recovery codes it shows once. */
export async function confirmSetUp(page: Page, secret: string): Promise<string[]> {
  await page.getByLabel(/Code from the app|Κωδικός από την εφαρμογή/).fill(await codeNow(secret));
  await page.getByRole('button', { name: /^(Confirm|Επιβεβαίωση)$/ }).click();
  const list = page.getByRole('list', { name: /Recovery codes|Κωδικοί ανάκτησης/ });
  await expect(list.getByRole('listitem')).toHaveCount(8);
  return list.getByRole('listitem').allTextContents();
}

/**
 * Signs in at /staff/login (or the page it was sent to): password, then the code of the moment. Tests running side
 * by side may sign the same member in within one 30-second step; the shop refuses a code twice, so the second one
 * waits for the next code, as a person would.
 */
export async function signInStaff(page: Page, member: StaffCredentials, loginPath = '/staff/login'): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.endsWith('/staff/login')) await page.goto(loginPath);
  await page.getByLabel(/^(E-mail)$/).fill(member.email);
  await page.getByLabel(/^(Password|Κωδικός πρόσβασης)$/).fill(member.password);
  await page.getByRole('button', { name: /^(Continue|Συνέχεια)$/ }).click();
  const codeField = page.getByLabel(/^(Code|Κωδικός)$/);
  for (let attempt = 0; attempt < 3; attempt++) {
    await codeField.fill(await codeNow(member.secret));
    await page.getByRole('button', { name: /^(Sign in|Σύνδεση)$/ }).click();
    const signedIn = await page
      .waitForURL((url) => !url.pathname.endsWith('/staff/login'), { timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (signedIn) return;
    // Refused (this code was used a moment ago): the next one comes with the next 30-second step.
    await page.waitForTimeout((30 - (Math.floor(Date.now() / 1000) % 30) + 1) * 1000);
  }
  throw new Error(`${member.email} could not sign in`);
}

/**
 * A new member with a role, as an owner makes one: the owner invites them from the team page, and they accept the
 * e-mailed link in their own browser with a new account and set up their authenticator. Their page is signed in.
 */
export async function invitedStaff(
  browser: Browser,
  role: 'owner' | 'manager' | 'warehouse' | 'accountant',
  email: string,
): Promise<{ page: Page; member: StaffCredentials }> {
  const owner = await openAsOwner(browser, '/en/staff/team');
  await owner.getByLabel('E-mail').fill(email);
  await owner.getByLabel('Role', { exact: true }).selectOption(role);
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText('The invitation is on its way.')).toBeVisible();
  await owner.context().close();

  const page = await (await browser.newContext()).newPage();
  await page.goto(linkPath(await lastMailTo(email, '/staff/join')));
  const member = { email, password: 'staff password 2026', secret: '', recoveryCodes: [] as string[] };
  await page.getByLabel(/Create a new account|Δημιουργία νέου λογαριασμού/).check();
  await page.getByLabel(/^(Password|Κωδικός πρόσβασης)$/).fill(member.password);
  await page.getByRole('button', { name: /^(Join|Συμμετοχή)$/ }).click();
  member.secret = await secretShown(page);
  member.recoveryCodes = await confirmSetUp(page, member.secret);
  await page.getByRole('link', { name: /continue|συνέχεια/ }).click();
  return { page, member };
}

const settingsWords = {
  el: { save: 'Αποθήκευση ρυθμίσεων', saved: 'Οι ρυθμίσεις αποθηκεύτηκαν. Το ταμείο τις χρησιμοποιεί από τώρα.' },
  en: { save: 'Save settings', saved: 'Settings saved. The checkout uses them from now on.' },
};

/**
 * Saves the owner's settings form and waits until the server has answered and the page shows the saved form. The
 * form is drawn again from the saved settings when the answer arrives, so a field typed into before then would be
 * reset (and a second save would store the first one's values again).
 */
export async function saveSettings(owner: Page, locale: 'el' | 'en'): Promise<void> {
  const words = settingsWords[locale];
  const answered = owner.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/staff/settings'),
  );
  await owner.getByRole('button', { name: words.save }).click();
  await answered;
  await expect(owner.getByText(words.saved)).toBeVisible();
  await expect(owner.getByRole('button', { name: words.save })).toBeEnabled();
}
