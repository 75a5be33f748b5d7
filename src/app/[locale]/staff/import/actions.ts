'use server';

import { refreshStorefront } from '@/server/cache/refresh-storefront';
import { redirect } from 'next/navigation';
import { cacheTags } from '@/server/cache/cache-tags';
import { applyCatalogueImport, uploadCatalogueImport } from '@/server/domains/import-desk';
import { shopJobRunner } from '@/server/jobs/shop-worker';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { sharedStorage } from '@/server/storage';
import type { ErrorCode } from '@/shared/error-codes';
import { isLocale, type Locale } from '@/shared/locales';
import { localizedPath } from '@/shared/paths';

export type ImportFormState = { status: 'idle' } | { status: 'error'; code: ErrorCode };

const localeOf = (form: FormData): Locale => (isLocale(form.get('locale')) ? (form.get('locale') as Locale) : 'el');

/** The upload form: the files are kept and their dry run queued; the page of the upload follows it. */
export async function uploadImportFiles(_: ImportFormState, form: FormData): Promise<ImportFormState> {
  const locale = localeOf(form);
  const actor = await requireStaff(locale, 'catalog.import');
  const files = await Promise.all(
    form
      .getAll('files')
      .filter((entry): entry is File => typeof entry !== 'string')
      .map(async (file) => ({ name: path(file.name), bytes: new Uint8Array(await file.arrayBuffer()) })),
  );
  const ctx = await pageContext(locale);
  const result = await uploadCatalogueImport({ ...ctx, storage: sharedStorage(ctx.config) }, actor, files);
  if (!result.ok) return { status: 'error', code: result.code };
  await shopJobRunner.kick();
  redirect(localizedPath(locale, `/staff/import/${result.importId}`));
}

/** A browser may send a folder's relative path: only the file's own name counts. */
const path = (name: string) => name.split(/[\\/]/).at(-1) ?? name;

/** "Apply the import": queues the import of a checked upload. */
export async function applyImport(_: ImportFormState, form: FormData): Promise<ImportFormState> {
  const locale = localeOf(form);
  const actor = await requireStaff(locale, 'catalog.import');
  const importId = Number(form.get('importId'));
  if (!Number.isInteger(importId)) return { status: 'error', code: 'INVALID_INPUT' };
  const ctx = await pageContext(locale);
  const result = await applyCatalogueImport({ ...ctx, storage: sharedStorage(ctx.config) }, actor, importId);
  if (!result.ok) return { status: 'error', code: result.code };
  await shopJobRunner.kick();
  // The storefront's cached catalogue pages are refreshed once the import has written (the page asks when done).
  redirect(localizedPath(locale, `/staff/import/${importId}`));
}

/** Called by the page when it sees an import applied: the storefront drops its cached catalogue pages. */
export async function refreshCatalogueAfterImport(locale: Locale): Promise<void> {
  await requireStaff(locale, 'catalog.import');
  await refreshStorefront(cacheTags.catalogue, cacheTags.content);
}
