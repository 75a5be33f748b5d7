import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { lastMailTo } from './outbox';
import { firstOwner, openAsOwner } from './staff';

/** What the journey reads and types, in each language (the request is sent in the same language). */
const languages = [
  {
    name: 'Greek',
    prefix: '',
    form: { name: 'Ονοματεπώνυμο', message: 'Μήνυμα', send: 'Αποστολή' },
    desk: {
      title: 'Αιτήματα πελατών',
      search: 'Αναζήτηση',
      assignee: 'Ανάθεση σε',
      unassignedOption: 'Κανέναν (χωρίς ανάθεση)',
      meOption: 'Εμένα',
      apply: 'Εφαρμογή',
      open: 'Άνοιγμα αιτήματος του/της',
      waiting: /Αναμονή \d+ λεπτ/,
      unassigned: 'Χωρίς ανάθεση',
      assignToMe: 'Ανάθεση σε εμένα',
      assignedToMe: (email: string) => `Ανατέθηκε σε ${email} (εγώ).`,
      noOtherRequests: 'Κανένα άλλο αίτημα.',
      noOrders: 'Καμία παραγγελία με αυτό το e-mail.',
      canned: 'Έτοιμη απάντηση',
      cannedOption: 'Το αναζητούμε',
      reply: 'Απάντηση',
      cannedText: 'Αναζητούμε το ανταλλακτικό στους προμηθευτές μας',
      send: 'Αποστολή απάντησης',
      sent: 'Η απάντηση στάλθηκε στον πελάτη.',
    },
  },
  {
    name: 'English',
    prefix: '/en',
    form: { name: 'Full name', message: 'Message', send: 'Send' },
    desk: {
      title: 'Customer requests',
      search: 'Search',
      assignee: 'Assigned to',
      unassignedOption: 'Nobody (unassigned)',
      meOption: 'Me',
      apply: 'Apply',
      open: 'Open the request of',
      waiting: /Waiting \d+ minute/,
      unassigned: 'Unassigned',
      assignToMe: 'Assign to me',
      assignedToMe: (email: string) => `Assigned to ${email} (me).`,
      noOtherRequests: 'No other requests.',
      noOrders: 'No orders with this e-mail.',
      canned: 'Ready reply',
      cannedOption: 'We are looking for it',
      reply: 'Reply',
      cannedText: 'We are looking for the part with our suppliers',
      send: 'Send reply',
      sent: 'The reply was sent to the customer.',
    },
  },
] as const;

/** Sends a request through the storefront's contact form, as the customer would. */
async function sendRequest(page: Page, language: (typeof languages)[number], name: string, email: string) {
  await page.goto(`${language.prefix}/epikoinonia?model=L1-185&part=15321-73030`);
  const shownAt = Date.now();
  const main = page.getByRole('main');
  await main.getByLabel(language.form.name).fill(name);
  await main.getByLabel('E-mail').fill(email);
  await main.getByLabel(language.form.message, { exact: true }).fill('Water pump / αντλία νερού, please.');
  // A person takes a few seconds to write; the server refuses forms sent faster.
  await page.waitForTimeout(Math.max(0, 3500 - (Date.now() - shownAt)));
  await main.getByRole('button', { name: language.form.send, exact: true }).click();
  await expect(page).toHaveURL(/\/request\/[A-Za-z0-9_-]{43}$/);
}

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`);

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const language of languages) {
  test(`the owner filters the request desk, takes a request, and sends a ready reply, in ${language.name}`, async ({
    page,
    browser,
  }) => {
    // A customer's form, then the staff's desk in another browser: about 15 s alone, more on a busy machine.
    test.slow();
    const { desk } = language;
    const tag = randomBytes(4).toString('hex');
    const customer = `desk-${tag}@example.com`;
    const name = `Desk ${tag}`;
    await sendRequest(page, language, name, customer);

    // The owner on a phone: the desk's unassigned requests, searched by the customer's e-mail.
    const staff = await openAsOwner(browser, `${language.prefix}/staff/requests`);
    await staff.setViewportSize({ width: 320, height: 700 });
    const main = staff.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: desk.title })).toBeVisible();
    await main.getByLabel(desk.search).fill(customer);
    await main.getByLabel(desk.assignee).selectOption({ label: desk.unassignedOption });
    await main.getByRole('button', { name: desk.apply }).click();
    await expect(staff).toHaveURL(/assignee=unassigned/);
    // The row's link, looked for inside the row (a `has` locator is relative to the element it filters).
    const rowLink = staff.getByRole('link', { name: `${desk.open} ${name}` });
    const link = main.getByRole('link', { name: `${desk.open} ${name}` });
    await expect(link).toHaveCount(1);
    const row = main.getByRole('listitem').filter({ has: rowLink });
    await expect(row).toContainText(desk.waiting);
    await expect(row).toContainText(desk.unassigned);
    expect(await scrollsSideways(staff)).toBe(false);
    expect(await seriousViolations(staff)).toEqual([]);
    await link.click();

    // The request: the customer has nothing else yet; the owner takes it.
    await expect(main.getByText(desk.noOtherRequests)).toBeVisible();
    await expect(main.getByText(desk.noOrders)).toBeVisible();
    await main.getByRole('button', { name: desk.assignToMe }).click();
    await expect(main.getByText(desk.assignedToMe(firstOwner().email))).toBeVisible();
    expect(await scrollsSideways(staff)).toBe(false);
    expect(await seriousViolations(staff)).toEqual([]);

    // A ready reply fills the box in the request's language; the owner sends it.
    await main.getByLabel(desk.canned).selectOption({ label: desk.cannedOption });
    const replyBox = main.getByLabel(desk.reply, { exact: true });
    await expect(replyBox).toHaveValue(new RegExp(`${name}[\\s\\S]*${desk.cannedText}`));
    await main.getByRole('button', { name: desk.send }).click();
    await expect(main.getByText(desk.sent)).toBeVisible();
    expect(await lastMailTo(customer, desk.cannedText)).toContain(desk.cannedText);

    // The desk now lists it under the owner's own requests, no longer among the unassigned.
    await staff.goto(`${language.prefix}/staff/requests?assignee=unassigned&q=${encodeURIComponent(customer)}`);
    await expect(main.getByRole('link', { name: `${desk.open} ${name}` })).toHaveCount(0);
    await main.getByLabel(desk.assignee).selectOption({ label: desk.meOption });
    await main.getByRole('button', { name: desk.apply }).click();
    await expect(main.getByRole('listitem').filter({ has: rowLink })).toContainText(firstOwner().email);
    await staff.context().close();
  });
}
