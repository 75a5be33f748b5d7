import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { openAsOwner } from './staff';

/**
 * Parts diagrams in the back office (issue #16), in both languages: staff upload an SVG drawing for a new section of
 * the Kubota L1-185, click on it to place a callout, link it to a part number of the demo catalogue and save; the
 * storefront's /katalogos page of the model then shows the callout. Each journey deletes its diagram at the end.
 */
const words = {
  el: {
    model: 'Μοντέλο τρακτέρ',
    section: 'Ενότητα',
    newSection: 'Νέα ενότητα…',
    code: 'Κωδικός ενότητας',
    titleEl: 'Τίτλος (ελληνικά)',
    titleEn: 'Τίτλος (αγγλικά)',
    drawing: 'Σχέδιο',
    create: 'Δημιουργία και τοποθέτηση ενδείξεων',
    callout: 'Ένδειξη 1: επιλογή ή μεταφορά',
    partNumber: 'Κωδικός ανταλλακτικού (MPN)',
    linksTo: 'Συνδέεται με',
    save: 'Αποθήκευση',
    saved: 'Αποθηκεύτηκε.',
    delete: 'Διαγραφή σχεδίου',
    list: 'Σχέδια ανά μοντέλο',
  },
  en: {
    model: 'Tractor model',
    section: 'Section',
    newSection: 'New section…',
    code: 'Section code',
    titleEl: 'Title (Greek)',
    titleEn: 'Title (English)',
    drawing: 'Drawing',
    create: 'Create and place callouts',
    callout: 'Callout 1: select or drag',
    partNumber: 'Part number (MPN)',
    linksTo: 'Links to',
    save: 'Save',
    saved: 'Saved.',
    delete: 'Delete diagram',
    list: 'Diagrams by model',
  },
} as const;

const drawing = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" onload="alert(1)">' +
    '<rect x="100" y="100" width="600" height="400" fill="#fff" stroke="#333" stroke-width="4"/>' +
    '<circle cx="200" cy="150" r="40" fill="none" stroke="#333"/><script>alert(2)</script></svg>',
);

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A part number of the demo catalogue that the shop sells: read from the model's fuel section on the storefront. */
async function soldPartNumber(page: Page, prefix: string): Promise<string> {
  await page.goto(`${prefix}/katalogos/kubota/l1-185?section=F10`);
  const sold = page
    .getByRole('list')
    .locator('li[id^="ref-"]')
    .filter({ has: page.getByRole('button', { name: /^(Προσθήκη στο καλάθι|Add to cart)$/ }) })
    .first();
  return (await sold.locator('.font-mono').first().textContent())!.trim();
}

for (const locale of ['el', 'en'] as const) {
  test(`staff place a callout on an uploaded drawing, and the parts catalogue shows it (${locale})`, async ({
    browser,
  }) => {
    // A long journey (or an axe scan of a whole page): on two busy cores it outlasts the default 30 s.
    test.slow();
    const w = words[locale];
    const prefix = locale === 'el' ? '' : '/en';
    const code = `E2E-${randomBytes(3).toString('hex').toUpperCase()}`;
    const staff = await openAsOwner(browser, `${prefix}/staff`);
    // The Greek journey on a phone's width, the English one on a desktop's.
    if (locale === 'el') await staff.setViewportSize({ width: 320, height: 800 });
    const mpn = await soldPartNumber(staff, prefix);
    expect(mpn).not.toBe('');

    if (locale === 'en') {
      // Reached from the back office's navigation on a desktop.
      await staff.goto('/en/staff');
      await staff
        .getByRole('navigation', { name: 'Back office' })
        .getByRole('link', { name: 'Parts diagrams' })
        .click();
    } else await staff.goto('/staff/diagrams');
    await expect(staff.getByRole('heading', { level: 2, name: w.list })).toBeVisible();
    const option = staff
      .getByLabel(w.model)
      .locator('option')
      .filter({ hasText: /L1-185/ })
      .first();
    await staff.getByLabel(w.model).selectOption((await option.getAttribute('value'))!);
    await staff.getByLabel(w.section).selectOption({ label: w.newSection });
    await staff.getByLabel(w.code).fill(code);
    await staff.getByLabel(w.titleEl).fill(`Δοκιμή ${code}`);
    await staff.getByLabel(w.titleEn).fill(`Test ${code}`);
    await staff
      .getByLabel(w.drawing, { exact: true })
      .setInputFiles({ name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: drawing });
    await staff.getByRole('button', { name: w.create }).click();
    await expect(staff).toHaveURL(/\/staff\/diagrams\/\d+$/);

    const image = staff.getByTestId('diagram-drawing');
    await expect(image).toBeVisible();
    const box = (await image.boundingBox())!;
    await image.click({ position: { x: box.width * 0.25, y: box.height * 0.25 } });
    const callout = staff.getByRole('button', { name: w.callout });
    await expect(callout).toBeVisible();
    const partNumber = staff.getByLabel(w.partNumber);
    await partNumber.fill(mpn);
    await partNumber.blur();
    await expect(staff.getByText(w.linksTo)).toBeVisible();
    expect(await overflow(staff)).toBeLessThanOrEqual(0);
    await staff.getByRole('button', { name: w.save, exact: true }).click();
    await expect(staff.getByRole('status')).toContainText(w.saved);

    // The parts catalogue is republished by the job queue a moment later: the model page shows the new section.
    const shop = await (await browser.newContext()).newPage();
    // Until then the page opens its first section, which has a callout 1 too: this section's heading tells them apart.
    const heading = shop.getByRole('heading', { level: 2, name: new RegExp(code) });
    await expect
      .poll(
        async () => {
          await shop.goto(`${prefix}/katalogos/kubota/l1-185?section=${code}`);
          // Drawn in the browser once the model's file has arrived; the section is published before its callout.
          return heading.waitFor({ timeout: 3_000 }).then(
            () => shop.locator('button[data-ref="1"]').count(),
            () => 0,
          );
        },
        { timeout: 60_000, intervals: [1_000, 2_000, 3_000] },
      )
      .toBe(1);
    await expect(heading).toBeVisible();
    await expect(shop.locator('button[data-ref="1"]')).toHaveAccessibleName(new RegExp(mpn));
    await expect(shop.locator('#ref-1')).toContainText(mpn);
    const drawn = await shop.locator('img[src*="/uploads/catalogs/staff/"]').getAttribute('src');
    const served = await (await shop.request.get(drawn!)).text();
    expect(served).toContain('<rect');
    expect(served).not.toContain('alert');
    await shop.context().close();

    staff.on('dialog', (dialog) => dialog.accept());
    await staff.getByRole('button', { name: w.delete }).click();
    await expect(staff).toHaveURL(/\/staff\/diagrams$/);
    await staff.context().close();
  });
}
