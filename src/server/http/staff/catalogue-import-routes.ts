import 'server-only';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { config } from '@/server/config';
import { sharedDatabase } from '@/server/db';
import { exportCatalogue, exportedFiles, type ExportedFile } from '@/server/domains/catalog';
import { catalogueImportStatus } from '@/server/domains/import-desk';
import { requireStaff } from '@/server/http/staff/require-staff';
import { sharedStorage } from '@/server/storage';
import { isLocale } from '@/shared/locales';

const privateAnswer = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

/** GET /staff/import/{id}/status: an upload's state, report and live progress, polled by its page. */
export async function catalogueImportStatusAnswer(params: Promise<{ locale: string; importId: string }>) {
  const { locale, importId } = await params;
  if (!isLocale(locale) || !/^\d{1,9}$/.test(importId)) return new Response(null, { status: 404 });
  await requireStaff(locale, 'catalog.import');
  const status = await catalogueImportStatus({ db: (await sharedDatabase()).db }, Number(importId));
  if (!status) return new Response(null, { status: 404 });
  return Response.json(status, { headers: privateAnswer });
}

/** GET /staff/import/export/{file without .csv}: one file of the whole catalogue in the import format, as a download. */
export async function catalogueExportAnswer(params: Promise<{ locale: string; file: string }>) {
  // Addressed without ".csv": paths with an extension skip the language handling, so a Greek link would 404.
  const { locale, file: name } = await params;
  const file = `${name}.csv`;
  if (!isLocale(locale) || !(exportedFiles as readonly string[]).includes(file))
    return new Response(null, { status: 404 });
  await requireStaff(locale, 'catalog.export');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'catalogue-export-'));
  try {
    const storage = sharedStorage(config());
    await exportCatalogue((await sharedDatabase()).db, storage.public, dir, [file as ExportedFile]);
    const text = await fs.readFile(path.join(dir, file));
    return new Response(text, {
      headers: {
        ...privateAnswer,
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${file}"`,
      },
    });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
