import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { lastMailTo, linkPath } from './outbox';
import { firstOwner, openAsOwner } from './staff';

const journeys = [
  {
    locale: 'el',
    prefix: '',
    subscribe: 'Εγγραφή',
    confirmed: 'Η εγγραφή σας στο ενημερωτικό δελτίο επιβεβαιώθηκε.',
    save: 'Αποθήκευση πρόχειρου',
    saved: 'Το πρόχειρο αποθηκεύτηκε.',
    testButton: 'Δοκιμή στο',
    testSent: 'Η δοκιμή στάλθηκε στο',
    sendAll: /^Αποστολή σε \d+ επιβεβαιωμέν/,
    progress: /^Στάλθηκαν (\d+) · Απέτυχαν 0 · Σύνολο \1$/,
    finished: 'Η αποστολή ολοκληρώθηκε',
    copy: 'Αντιγραφή σε νέο πρόχειρο',
    copied: /^Φτιάχτηκε νέο πρόχειρο/,
    greek: 'Ελληνικά',
    english: 'Αγγλικά',
  },
  {
    locale: 'en',
    prefix: '/en',
    subscribe: 'Subscribe',
    confirmed: 'Your newsletter subscription is confirmed.',
    save: 'Save draft',
    saved: 'The draft was saved.',
    testButton: 'Test to',
    testSent: 'The test was sent to',
    sendAll: /^Send to \d+ confirmed subscribers?$/,
    progress: /^Sent (\d+) · Failed 0 · Total \1$/,
    finished: 'Sending finished',
    copy: 'Copy to a new draft',
    copied: /^A new draft was made/,
    greek: 'Greek',
    english: 'English',
  },
] as const;

/** A reader who signed up in the footer and confirmed by the e-mailed link: someone the newsletter must reach. */
async function confirmedSubscriber(page: Page, prefix: string, subscribe: string, confirmed: string) {
  const email = `desk-reader-${randomBytes(4).toString('hex')}@example.com`;
  await page.goto(prefix || '/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox').fill(email);
  await footer.getByRole('button', { name: subscribe }).click();
  await page.goto(linkPath(await lastMailTo(email)));
  await expect(page.getByRole('main').getByRole('status')).toContainText(confirmed);
  return email;
}

for (const journey of journeys) {
  test(`the owner writes a newsletter, tests it on themself and sends it to every confirmed subscriber (${journey.locale}, 320px)`, async ({
    browser,
    page,
  }) => {
    const reader = await confirmedSubscriber(page, journey.prefix, journey.subscribe, journey.confirmed);
    const mark = randomBytes(3).toString('hex');
    const subject = { el: `Χειμερινές προσφορές ${mark}`, en: `Winter offers ${mark}` };

    const owner = await openAsOwner(browser, `${journey.prefix}/staff/newsletter`);
    await owner.setViewportSize({ width: 320, height: 800 });
    const greek = owner.getByRole('group', { name: journey.greek });
    const english = owner.getByRole('group', { name: journey.english });
    await greek.getByRole('textbox').first().fill(subject.el);
    await greek.getByRole('textbox').nth(1).fill('Φίλτρα λαδιού -20% ως τα Χριστούγεννα.');
    await english.getByRole('textbox').first().fill(subject.en);
    await english.getByRole('textbox').nth(1).fill('Oil filters -20% until Christmas.');
    await owner.getByRole('button', { name: journey.save }).click();
    await expect(owner.getByRole('status')).toHaveText(journey.saved);
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText(subject[journey.locale]);
    // The preview is the e-mail's own HTML, with its unsubscribe link.
    await expect(owner.frameLocator('iframe').first().getByText('Φίλτρα λαδιού -20%')).toBeVisible();

    await owner.getByRole('button', { name: journey.testButton }).click();
    await expect(owner.getByRole('status')).toContainText(journey.testSent);
    const me = firstOwner().email;
    expect(await lastMailTo(me, 'Oil filters -20% until Christmas.')).toContain('Oil filters');
    expect(await lastMailTo(me, 'Φίλτρα λαδιού -20%')).toContain('Φίλτρα λαδιού');

    await owner.getByRole('button', { name: journey.sendAll }).click();
    await expect(owner.getByTestId('newsletter-progress')).toHaveText(journey.progress, { timeout: 30_000 });
    await expect(owner.getByRole('heading', { name: journey.finished })).toBeVisible();
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const copy = await lastMailTo(reader, journey.locale === 'el' ? 'Φίλτρα λαδιού' : 'Oil filters');
    expect(copy).toContain('/newsletter/unsubscribe?token=');

    // The sent text is frozen; the next newsletter starts from a copy of it.
    const sentAddress = owner.url();
    await owner.getByRole('button', { name: journey.copy }).click();
    await expect(owner.getByRole('status')).toHaveText(journey.copied);
    expect(owner.url()).not.toBe(sentAddress);
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText(subject[journey.locale]);
    await expect(greek.getByRole('textbox').first()).toHaveValue(subject.el);
  });
}
