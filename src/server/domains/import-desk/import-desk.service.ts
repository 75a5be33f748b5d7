import 'server-only';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { appendAudit } from '@/server/domains/audit';
import { staffMay, type StaffActor } from '@/server/domains/staff';
import { enqueue } from '@/server/jobs/queue';
import type { StorageContext } from '@/server/storage';
import type { ErrorCodes } from '@/shared/error-codes';
import {
  exportCatalogue,
  exportedFiles,
  importCatalogue,
  type ExportedFile,
  type ImportResult,
} from '@/server/domains/catalog';
import { catalogueImports, type CatalogueImportState } from './catalogue-imports.tables';
import { forgetImportProgress, importProgressOf, reportImportProgress, type ImportProgress } from './import-progress';

type DeskContext = Pick<DomainContext, 'db' | 'now'> & StorageContext;
export type UploadedFile = { name: string; bytes: Uint8Array };
export type ImportDeskResult =
  | { ok: true; importId: number }
  | { ok: false; code: ErrorCodes<'NOT_PERMITTED' | 'NOT_FOUND' | 'IMPORT_RUNNING' | 'IMPORT_FILES_INVALID'> };

const storedKey = (importId: number, file: string) => `imports/${importId}/${file}`;
const busyStates: CatalogueImportState[] = ['applying'];

/**
 * Keeps an upload of catalogue files (any of the format's CSV files; at least one) in private storage and queues its
 * dry run. Files left out are taken as the shop has them now (from an export), so one products.csv is enough.
 */
export async function uploadCatalogueImport(
  ctx: DeskContext,
  actor: StaffActor,
  uploaded: UploadedFile[],
): Promise<ImportDeskResult> {
  if (!staffMay(actor.role, 'catalog.import')) return { ok: false, code: 'NOT_PERMITTED' };
  const files = uploaded.filter((file) => file.bytes.byteLength > 0);
  const names = files.map((file) => file.name);
  const known = (name: string): name is ExportedFile => (exportedFiles as readonly string[]).includes(name);
  if (files.length === 0 || !names.every(known) || new Set(names).size !== names.length)
    return { ok: false, code: 'IMPORT_FILES_INVALID' };
  const now = ctx.now();
  const importId = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(catalogueImports)
      .values({ files: names, actorUserId: actor.userId, createdAt: now, updatedAt: now })
      .returning({ id: catalogueImports.id });
    await appendAudit(
      tx,
      actor,
      { entity: 'catalogue-import', entityId: row!.id, action: 'upload', after: { files: names } },
      now,
    );
    return row!.id;
  });
  for (const file of files) await ctx.storage.private.put(storedKey(importId, file.name), file.bytes, 'text/csv');
  await enqueue(
    ctx,
    'catalogue-import',
    { importId, apply: false },
    { uniqueKey: `catalogue-import:${importId}:check`, maxAttempts: 1 },
  );
  return { ok: true, importId };
}

/** Queues the import of a checked upload; one import applies at a time. */
export async function applyCatalogueImport(
  ctx: DeskContext,
  actor: StaffActor,
  importId: number,
): Promise<ImportDeskResult> {
  if (!staffMay(actor.role, 'catalog.import')) return { ok: false, code: 'NOT_PERMITTED' };
  const now = ctx.now();
  return ctx.db.transaction(async (tx): Promise<ImportDeskResult> => {
    const running = await tx
      .select({ id: catalogueImports.id })
      .from(catalogueImports)
      .where(inArray(catalogueImports.state, busyStates))
      .for('update');
    if (running.length > 0) return { ok: false, code: 'IMPORT_RUNNING' };
    const [moved] = await tx
      .update(catalogueImports)
      .set({ state: 'applying', updatedAt: now })
      .where(and(eq(catalogueImports.id, importId), eq(catalogueImports.state, 'checked')))
      .returning({ files: catalogueImports.files });
    if (!moved) return { ok: false, code: 'NOT_FOUND' };
    await enqueue(
      { db: tx, now: ctx.now },
      'catalogue-import',
      { importId, apply: true },
      { uniqueKey: `catalogue-import:${importId}:apply`, maxAttempts: 1 },
    );
    await appendAudit(
      tx,
      actor,
      { entity: 'catalogue-import', entityId: importId, action: 'apply', after: { files: moved.files } },
      now,
    );
    return { ok: true, importId };
  });
}

/**
 * The job: gathers the upload and the shop's own files for what was left out in a folder, then runs the importer,
 * as a dry run (undone, counted) or for real, in one transaction either way: a failed import changes nothing.
 */
export async function runCatalogueImport(
  ctx: DeskContext,
  { importId, apply }: { importId: number; apply: boolean },
): Promise<void> {
  const [row] = await ctx.db.select().from(catalogueImports).where(eq(catalogueImports.id, importId));
  if (!row || row.state !== (apply ? 'applying' : 'checking')) return;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `catalogue-import-${importId}-`));
  const started = performance.now();
  const finish = async (state: CatalogueImportState, report: unknown, error: string | null = null) =>
    ctx.db
      .update(catalogueImports)
      .set({ state, report, error, seconds: Math.round((performance.now() - started) / 1000), updatedAt: ctx.now() })
      .where(eq(catalogueImports.id, importId));
  try {
    const uploaded = new Set(row.files);
    await exportCatalogue(
      ctx.db,
      ctx.storage.public,
      dir,
      exportedFiles.filter((file) => !uploaded.has(file)),
    );
    for (const file of row.files) {
      const stored = await ctx.storage.private.get(storedKey(importId, file));
      if (!stored) throw new Error(`the uploaded ${file} is gone from storage`);
      await fs.writeFile(path.join(dir, file), stored.bytes);
    }
    const result: ImportResult = await importCatalogue({ ...ctx, actorUserId: row.actorUserId }, dir, {
      dryRun: !apply,
      onProgress: (done, total) => reportImportProgress(importId, done, total),
    });
    const total = importProgressOf(importId)?.total ?? null;
    if (total !== null)
      await ctx.db.update(catalogueImports).set({ rowsTotal: total }).where(eq(catalogueImports.id, importId));
    if (!result.ok) await finish('invalid', { problems: result.problems });
    else await finish(apply ? 'applied' : 'checked', { summary: result.summary, stockMoved: result.stockMoved });
  } catch (error) {
    await finish('failed', null, error instanceof Error ? error.message : String(error));
  } finally {
    forgetImportProgress(importId);
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export type CatalogueImportStatus = {
  id: number;
  state: CatalogueImportState;
  files: string[];
  report: unknown;
  seconds: number | null;
  progress: ImportProgress | null;
  createdAt: Date;
};

/** An upload's state and report, with the live count while this process runs it. */
export async function catalogueImportStatus(
  ctx: Pick<DomainContext, 'db'>,
  importId: number,
): Promise<CatalogueImportStatus | null> {
  const [row] = await ctx.db.select().from(catalogueImports).where(eq(catalogueImports.id, importId));
  if (!row) return null;
  const live = importProgressOf(importId);
  return {
    id: row.id,
    state: row.state,
    files: row.files,
    report: row.report,
    seconds: row.seconds,
    progress: live ?? (row.rowsTotal === null ? null : { done: row.rowsTotal, total: row.rowsTotal }),
    createdAt: row.createdAt,
  };
}

/** The latest uploads, newest first, for the import page. */
export async function recentCatalogueImports(ctx: Pick<DomainContext, 'db'>, limit = 10) {
  return ctx.db
    .select({
      id: catalogueImports.id,
      state: catalogueImports.state,
      files: catalogueImports.files,
      createdAt: catalogueImports.createdAt,
    })
    .from(catalogueImports)
    .orderBy(desc(catalogueImports.id))
    .limit(limit);
}
