import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { lastMailTo, linkPath } from './outbox';

const newEmail = () => `newsletter-${randomBytes(4).toString('hex')}@example.com`;

async function signUpInFooter(page: Page, email: string, submit: string) {
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox').fill(email);
  await footer.getByRole('button', { name: submit }).click();
  return footer;
}

async function expectNoSeriousAxeProblem(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(bad.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`)).toEqual([]);
}

test('a Greek visitor subscribes in the footer and confirms by the e-mailed link, which works once', async ({
  page,
}) => {
  const email = newEmail();
  await page.goto('/');
  const footer = await signUpInFooter(page, email, 'Εγγραφή');
  await expect(footer.getByRole('status')).toHaveText(
    `Σχεδόν έτοιμο! Σας στείλαμε e-mail στο ${email}: ανοίξτε τον σύνδεσμο που περιέχει για να επιβεβαιώσετε την εγγραφή σας.`,
  );

  const link = linkPath(await lastMailTo(email));
  expect(link).toMatch(/^\/newsletter\/confirm\?token=[\w-]{43}$/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Επιβεβαίωση εγγραφής στο ενημερωτικό δελτίο');
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Η εγγραφή σας στο ενημερωτικό δελτίο επιβεβαιώθηκε.',
  );
  await expectNoSeriousAxeProblem(page);

  await page.reload();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Η εγγραφή σας έχει ήδη επιβεβαιωθεί: δεν χρειάζεται να κάνετε τίποτα άλλο.',
  );
});

test('an English subscriber who signs up again is told by e-mail, and unsubscribes with the link in it', async ({
  page,
}) => {
  const email = newEmail();
  await page.goto('/en');
  await signUpInFooter(page, email, 'Subscribe');
  await expect(page.getByRole('contentinfo').getByRole('status')).toContainText('Almost done!');
  await page.goto(linkPath(await lastMailTo(email)));
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your newsletter subscription is confirmed.');

  await page.goto('/en');
  const footer = await signUpInFooter(page, email, 'Subscribe');
  // The same answer as for a new address: the page never says who subscribes.
  await expect(footer.getByRole('status')).toHaveText(
    `Almost done! We have sent an e-mail to ${email}: open the link in it to confirm your subscription.`,
  );
  // The worker sends it just after the answer (queued with the sign-up): wait for it, not for the newest e-mail.
  const mail = await lastMailTo(email, 'You are already subscribed');
  const unsubscribe = linkPath(mail);
  expect(unsubscribe).toMatch(/^\/en\/newsletter\/unsubscribe\?token=[\w-]{43}$/);

  await page.goto(unsubscribe);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from the newsletter');
  await expectNoSeriousAxeProblem(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'You have been unsubscribed. We will send you no more newsletters.',
  );
});

test('a link that does not work says so and offers the sign-up again, on a 320px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/en/newsletter/confirm?token=${'a'.repeat(43)}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText(
    'This link is not valid. It may have been copied incompletely or replaced by a newer e-mail.',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoSeriousAxeProblem(page);

  const email = newEmail();
  await main.getByLabel('Your e-mail address').fill(email);
  await main.getByRole('button', { name: 'Subscribe' }).click();
  await expect(main.getByRole('status')).toContainText(`We have sent an e-mail to ${email}`);
  expect(linkPath(await lastMailTo(email))).toMatch(/^\/en\/newsletter\/confirm\?token=/);
});
