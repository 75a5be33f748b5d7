'use server';

import { refreshStorefront } from '@/server/cache/refresh-storefront';
import { redirect } from 'next/navigation';
import type { StockFormState } from '@/components/staff/stock/stock-form-state';
import { cacheTags } from '@/server/cache/cache-tags';
import { adjustStock, setLowStockThreshold, variantIdOfSku } from '@/server/domains/stock';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { isLocale, type Locale } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';

const valuesOf = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

async function runStockForm(
  form: FormData,
  perform: typeof adjustStock | typeof setLowStockThreshold,
  done: string,
): Promise<StockFormState> {
  const locale = form.get('locale');
  const variantId = Number(form.get('variantId'));
  if (!isLocale(locale) || !Number.isInteger(variantId))
    return { status: 'error', code: 'INVALID_INPUT', problems: [], values: {} };
  const actor = await requireStaff(locale, 'stock.adjust');
  const input = { delta: form.get('delta'), reason: form.get('reason'), lowStockAt: form.get('lowStockAt') };
  const result = await perform(await pageContext(locale), actor, variantId, input);
  if (!result.ok)
    return {
      status: 'error',
      code: result.code,
      problems: result.code === 'INVALID_INPUT' ? result.problems : [],
      values: valuesOf(form),
    };
  // Stock decides what the storefront shows as available: its cached pages are refreshed.
  if (done === 'adjust') await refreshStorefront(cacheTags.catalogue);
  redirect(`${localizedPath(locale, `/staff/stock/${variantId}`)}?done=${done}`);
}

/** A manual adjustment with its reason (stock.adjust), through the ledger; the page reloads with the new movement. */
export async function runStockAdjustment(_: StockFormState, form: FormData): Promise<StockFormState> {
  return runStockForm(form, adjustStock, 'adjust');
}

export async function runLowStockThreshold(_: StockFormState, form: FormData): Promise<StockFormState> {
  return runStockForm(form, setLowStockThreshold, 'threshold');
}

/** The "find by SKU" box: opens the variant's page, or the lists again saying that no part has it. */
export async function findStockBySku(form: FormData): Promise<void> {
  const locale: Locale = isLocale(form.get('locale')) ? (form.get('locale') as Locale) : 'el';
  await requireStaff(locale, 'stock.view');
  const sku = String(form.get('sku') ?? '').slice(0, 100);
  const variantId = sku.trim() ? await variantIdOfSku((await pageContext(locale)).db, sku) : null;
  redirect(
    variantId === null
      ? `${localizedPath(locale, '/staff/stock')}?missing=${encodeURIComponent(sku)}`
      : localizedPath(locale, `/staff/stock/${variantId}`),
  );
}
