import { expect, test, type Page } from '@playwright/test';
import { openAsOwner } from './staff';

/**
 * The content desk (issue #17): the owner edits the cookie policy's text in one language, previews it as the shop
 * renders it, saves, and the storefront's /cookie-policy shows it at once. Other journeys read this page, so each
 * test only adds a paragraph, and puts the text back even when it fails midway.
 */
const languages = [
  {
    locale: 'el',
    editor: '/staff/content/cookie-policy',
    storefront: '/cookie-policy',
    body: 'Κείμενο (Ελληνικά)',
    preview: 'Προεπισκόπηση (Ελληνικά)',
    previewOf: 'Προεπισκόπηση του κειμένου (Ελληνικά)',
    save: 'Αποθήκευση και των δύο γλωσσών',
    saved: 'Αποθηκεύτηκε. Το κατάστημα δείχνει το νέο κείμενο.',
    words: 'Δοκιμαστικό κείμενο του γραφείου',
  },
  {
    locale: 'en',
    editor: '/en/staff/content/cookie-policy',
    storefront: '/en/cookie-policy',
    body: 'Text (English)',
    preview: 'Preview (English)',
    previewOf: 'Preview of the English text',
    save: 'Save both languages',
    saved: 'Saved. The shop shows the new text.',
    words: 'A test text from the back office',
  },
] as const;

test.describe('the content desk', () => {
  // Both tests save the same page (both languages at once, with its versions): one after the other.
  test.describe.configure({ mode: 'serial' });

  for (const language of languages)
    test(`the owner edits the cookie policy in ${language.locale} and the storefront shows it`, async ({ browser }) => {
      const staff = await openAsOwner(browser, language.editor);
      const body = staff.getByLabel(language.body, { exact: true });
      const original = await body.inputValue();
      expect(original).not.toBe('');
      const words = `${language.words} ${Date.now()}.`;
      try {
        await body.fill(`${original}\n\n${words}\n`);
        await staff.getByRole('button', { name: language.preview }).click();
        await expect(staff.getByRole('region', { name: language.previewOf }).getByText(words)).toBeVisible();
        await save(staff, language);

        const shop = await browser.newPage();
        await shop.goto(language.storefront);
        await expect(shop.getByRole('main').getByText(words)).toBeVisible();
        await shop.close();
      } finally {
        // Back to the stored text, from a fresh editor (its versions are the ones just saved).
        await staff.goto(language.editor);
        await staff.getByLabel(language.body, { exact: true }).fill(original);
        await save(staff, language);
        await staff.context().close();
      }
    });
});

async function save(page: Page, language: (typeof languages)[number]) {
  await page.getByRole('button', { name: language.save }).click();
  await expect(page.getByRole('status').filter({ hasText: language.saved })).toBeVisible();
}
