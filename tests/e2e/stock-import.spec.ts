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
