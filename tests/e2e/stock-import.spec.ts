import { parse } from 'csv-parse/sync';
import { expect, test, type Page } from '@playwright/test';
import { openAsOwner } from './staff';

type Row = Record<string, string>;
const text = {
  el: {
    prefix: '',
    files: 'Αρχεία καταλόγου (CSV)',
    check: 'Έλεγχος αρχείων (δοκιμή)',
    problems: /1 πρόβλημα: δεν εισήχθη τίποτα/,
    dryRun: 'Τα αρχεία είναι σωστά',
    apply: 'Εφαρμογή εισαγωγής',
    progress: /Εισαγωγή: \d+ από \d+ γραμμές|Αναμονή για εκκίνηση/,
    done: /Η εισαγωγή ολοκληρώθηκε/,
    products: 'Προϊόντα',
    find: 'Εύρεση ανταλλακτικού με κωδικό (SKU)',
    open: 'Άνοιγμα',
    delta: 'Τεμάχια προς προσθήκη (+) ή αφαίρεση (−)',
    reason: 'Αιτία',
    save: 'Αποθήκευση διόρθωσης',
    adjusted: /Το απόθεμα διορθώθηκε/,
    manual: 'Χειροκίνητη διόρθωση',
  },
  en: {
    prefix: '/en',
    files: 'Catalogue files (CSV)',
    check: 'Check the files (dry run)',
    problems: /1 problem: nothing was imported/,
    dryRun: 'The files are valid',
    apply: 'Apply the import',
    progress: /Importing: \d+ of \d+ rows|Waiting to start/,
    done: /Import finished/,
    products: 'Products',
    find: 'Find a part by SKU',
    open: 'Open',
    delta: 'Units to add (+) or take off (−)',
    reason: 'Reason',
    save: 'Save adjustment',
    adjusted: /Stock adjusted/,
    manual: 'Manual adjustment',
  },
} as const;

/** Two rows of the shop's own catalogue, from its export (so the journey fits whatever demo data the shop has). */
async function exportedRows(page: Page, offset: number): Promise<{ columns: string[]; rows: Row[] }> {
  const response = await page.request.get('/staff/import/export/products');
  expect(response.ok()).toBe(true);
  const body = await response.text();
  const rows = parse(body, { columns: true }) as Row[];
  return { columns: Object.keys(rows[0]!), rows: rows.slice(offset, offset + 2) };
}

/** A products.csv of these rows, as the export writes it (the same columns, CRLF lines). */
function productsCsv(columns: string[], rows: Row[]) {
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  const lines = [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column] ?? '')).join(','))];
  return { name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\r\n')}\r\n`) };
}

/** The part's row in the shop's products export now. */
async function exportedRow(page: Page, sku: string): Promise<Row> {
  const response = await page.request.get('/staff/import/export/products');
  const rows = parse(await response.text(), { columns: true }) as Row[];
  return rows.find((row) => row.sku === sku)!;
}

// One import applies at a time in the shop: the two languages' journeys take turns.
test.describe.serial('the import desk', () => {
  // Two dry runs and an import of the whole catalogue (the files left out are the shop's own) on the embedded database.
  test.setTimeout(300_000);
  for (const locale of ['el', 'en'] as const) {
    const t = text[locale];

    test(`an import with one bad row shows the row and changes nothing, then a good import shows progress and its report (${locale})`, async ({
      browser,
    }) => {
      const page = await openAsOwner(browser, `${t.prefix}/staff/import`);
      const { columns, rows } = await exportedRows(page, locale === 'el' ? 60 : 70);
      const [first, second] = rows as [Row, Row];
      // A price typed as 0.00 on a part with a sale price: one bad value, one problem (not also its sale price).
      const bad = productsCsv(columns, [{ ...first, price: '0.00', sale_price: '5.00' }, second]);
      await page.getByLabel(t.files).setInputFiles(bad);
      await page.getByRole('button', { name: t.check }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.problems })).toBeVisible({ timeout: 60_000 });
      const problem = page.getByRole('row').filter({ hasText: 'products.csv' });
      await expect(problem).toHaveCount(1);
      await expect(problem).toContainText('price');
      await expect(problem.getByRole('cell').nth(1)).toHaveText('2');
      expect((await exportedRow(page, first.sku!)).price).toBe(first.price);

      await page.goto(`${t.prefix}/staff/import`);
      const price = (Number(first.price) + 1).toFixed(2);
      const good = productsCsv(columns, [{ ...first, price, sale_price: '' }, second]);
      await page.getByLabel(t.files).setInputFiles(good);
      await page.getByRole('button', { name: t.check }).click();
      await expect(page.getByText(t.dryRun)).toBeVisible({ timeout: 60_000 });
      expect((await exportedRow(page, first.sku!)).price).toBe(first.price);
      await page.getByRole('button', { name: t.apply }).click();
      await expect(page.getByText(t.progress).or(page.getByText(t.done))).toBeVisible();
      await expect(page.getByText(t.done)).toBeVisible({ timeout: 120_000 });
      const products = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: t.products }) });
      await expect(products.getByRole('cell').nth(1)).toHaveText('1');
      expect((await exportedRow(page, first.sku!)).price).toBe(price);
    });
  }
});

for (const locale of ['el', 'en'] as const) {
  const t = text[locale];

  test(`a manual stock adjustment with a reason shows in the movements (${locale})`, async ({ browser }) => {
    const page = await openAsOwner(browser, `${t.prefix}/staff/stock`);
    const { rows } = await exportedRows(page, locale === 'el' ? 30 : 40);
    await page.getByLabel(t.find).fill(rows[0]!.sku!);
    await page.getByRole('button', { name: t.open }).click();
    const reason = `e2e count ${locale} ${Date.now()}`;
    await page.getByLabel(t.delta).fill('2');
    await page.getByLabel(t.reason, { exact: true }).fill(reason);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('status')).toHaveText(t.adjusted);
    const movement = page.getByRole('row').filter({ hasText: reason });
    await expect(movement).toContainText('+2');
    await expect(movement).toContainText(t.manual);
  });
}
