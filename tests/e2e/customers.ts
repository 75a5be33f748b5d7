import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** The guest whose address the journeys type at checkout, in each language's form labels. */
export const guestAddress = {
  el: {
    Όνομα: 'Νίκος',
    Επώνυμο: 'Γεωργίου',
    'Οδός και αριθμός': 'Ηρώων Πολυτεχνείου 5',
    Τηλέφωνο: '+30 690 111 2222',
    Πόλη: 'Λάρισα',
    'Ταχυδρομικός κώδικας': '412 22',
  },
  en: {
    'First name': 'Helen',
    'Last name': 'Smith',
    'Street and number': 'Egnatia 100',
    Phone: '+30 231 012 3456',
    City: 'Thessaloniki',
    'Postal code': '546 22',
  },
} as const;

/**
 * How long a journey waits for registration to leave the auth page: a deliberately slow password hash, a token and
 * the next page's first render, which on two busy cores can outlast the default 5 s.
 */
export const registrationWait = { timeout: 15_000 };

/** The password the journeys' members register with. */
export const memberPassword = 'tractor parts 2026';

/** A new address nobody has registered with, named after what the journey does with it. */
export const newEmail = (who = 'member') => `${who}-${randomBytes(4).toString('hex')}@example.com`;

/**
 * Registers a new member through the storefront's form in the given language, which signs them in and brings them
 * to that language's home page; returns their address.
 */
export async function registerMember(
  page: Page,
  {
    locale = 'el',
    email = newEmail(),
    password = memberPassword,
  }: { locale?: 'el' | 'en'; email?: string; password?: string } = {},
) {
  await page.goto(locale === 'el' ? '/auth/register' : '/en/auth/register');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(locale === 'el' ? 'Κωδικός πρόσβασης' : 'Password').fill(password);
  await page.getByRole('button', { name: locale === 'el' ? 'Δημιουργία λογαριασμού' : 'Create account' }).click();
  await expect(page).toHaveURL(locale === 'el' ? /\/$/ : /\/en$/, registrationWait);
  return email;
}
