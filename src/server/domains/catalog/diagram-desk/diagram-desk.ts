import 'server-only';
import { sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { rowsOf, type Queryable } from '@/server/db';
import { appendAudit } from '@/server/domains/audit';
import { staffMay, type StaffActor } from '@/server/domains/staff';
import { enqueue } from '@/server/jobs/queue';
import type { FileStorage } from '@/server/storage';
import {
  diagramProblems,
  diagramSaveSchema,
  newDiagramSchema,
  type DiagramFieldProblem,
} from '@/shared/diagram-desk-rules';
import type { ErrorCodes } from '@/shared/error-codes';
import { locales } from '@/shared/locales';
import { diagramHotspots, diagramRefs, diagrams, diagramTranslations } from '../diagram.tables';
import { loadDiagram } from './diagram-reads';
import { prepareDrawing, removeStaffDrawing, storeDrawing, type DrawingRefusal } from './drawing-files';

type Ctx = Pick<DomainContext, 'db' | 'now'> & { files: FileStorage };

export type DiagramDeskError =
  | { code: ErrorCodes<'NOT_PERMITTED' | 'NOT_FOUND' | 'VERSION_CONFLICT'> | DrawingRefusal }
  | { code: ErrorCodes<'INVALID_INPUT'>; problems: DiagramFieldProblem[] };

export type DiagramDeskResult = { ok: true; id: number; version: number } | { ok: false; error: DiagramDeskError };

class Refusal extends Error {
  constructor(readonly error: DiagramDeskError) {
    super(error.code);
  }
}

const refused = (error: DiagramDeskError): DiagramDeskResult => ({ ok: false, error });

/**
 * Creates a model's diagram for a section from the editor's first form and its uploaded drawing. The drawing is
 * checked and stored first (outside the transaction, as product photos are); then the model and the section's
 * code are checked, the row and its titles written, audited and the parts catalogue's republication queued, in
 * one transaction. When the row is not written the stored drawing is removed again.
 */
export async function createDiagram(
  ctx: Ctx,
  actor: StaffActor,
  input: unknown,
  drawing: Uint8Array,
): Promise<DiagramDeskResult> {
  if (!staffMay(actor.role, 'diagrams.edit')) return refused({ code: 'NOT_PERMITTED' });
  const parsed = newDiagramSchema.safeParse(input);
  if (!parsed.success) return refused({ code: 'INVALID_INPUT', problems: diagramProblems(parsed.error) });
  const values = parsed.data;
  const prepared = await prepareDrawing(drawing);
  if (typeof prepared === 'string') return refused({ code: prepared });
  await storeDrawing(ctx.files, prepared);
  const result = await inTransaction(ctx, async (tx, now) => {
    const [model] = rowsOf(
      await tx.execute(sql`
        select 1 from taxons x join taxonomies k on k.id = x.taxonomy_id and k.kind = 'model'
        where x.id = ${values.modelTaxonId} for share of x`),
    );
    if (!model) throw new Refusal({ code: 'INVALID_INPUT', problems: [{ field: 'modelTaxonId', reason: 'required' }] });
    const [taken] = rowsOf(
      await tx.execute(
        sql`select 1 from diagrams where model_taxon_id = ${values.modelTaxonId} and code = ${values.code}`,
      ),
    );
    if (taken) throw new Refusal({ code: 'INVALID_INPUT', problems: [{ field: 'code', reason: 'sectionTaken' }] });
    const [row] = await tx
      .insert(diagrams)
      .values({
        modelTaxonId: values.modelTaxonId,
        code: values.code,
        imagePath: prepared.key,
        sortOrder: sql`(select coalesce(max(sort_order) + 1, 0) from diagrams where model_taxon_id = ${values.modelTaxonId})`,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: diagrams.id, version: diagrams.version });
    await tx
      .insert(diagramTranslations)
      .values(locales.map((locale) => ({ diagramId: row!.id, locale, title: values[locale].title })));
    await audited(tx, actor, now, row!.id, 'diagram.create', null);
    return { ok: true as const, id: row!.id, version: row!.version };
  });
  if (!result.ok) await removeStaffDrawing(ctx.files, prepared.key);
  return result;
}

/**
 * Saves the editor's titles and callouts, in one transaction: the role checked, the form parsed with the browser's
 * schema, the diagram's row locked and its version compared with the form's (VERSION_CONFLICT when someone saved
 * since), the references and callouts replaced, the version raised, audited, and the parts catalogue's
 * republication queued.
 */
export async function saveDiagram(ctx: Ctx, actor: StaffActor, id: number, input: unknown) {
  if (!staffMay(actor.role, 'diagrams.edit')) return refused({ code: 'NOT_PERMITTED' });
  const parsed = diagramSaveSchema.safeParse(input);
  if (!parsed.success) return refused({ code: 'INVALID_INPUT', problems: diagramProblems(parsed.error) });
  const values = parsed.data;
  return inTransaction(ctx, async (tx, now) => {
    await lockVersion(tx, id, values.version);
    const before = await loadDiagram(tx, id);
    for (const locale of locales)
      await tx.execute(sql`
        insert into diagram_translations (diagram_id, locale, title) values (${id}, ${locale}, ${values[locale].title})
        on conflict (diagram_id, locale) do update set title = excluded.title`);
    await tx.execute(sql`delete from diagram_refs where diagram_id = ${id}`);
    await tx.execute(sql`delete from diagram_hotspots where diagram_id = ${id}`);
    const lines = values.callouts.flatMap((callout) =>
      callout.lines.map((line) => ({ diagramId: id, refNo: callout.ref, mpn: line.mpn, quantity: line.qty })),
    );
    if (lines.length) await tx.insert(diagramRefs).values(lines);
    if (values.callouts.length)
      await tx
        .insert(diagramHotspots)
        .values(values.callouts.map((callout) => ({ diagramId: id, refNo: callout.ref, x: callout.x, y: callout.y })));
    const version = await raiseVersion(tx, id, now);
    await audited(tx, actor, now, id, 'diagram.update', before);
    return { ok: true as const, id, version };
  });
}

/** Puts a new drawing in place of the diagram's (callouts stay where they were, in percent); the old file removed. */
export async function replaceDiagramDrawing(
  ctx: Ctx,
  actor: StaffActor,
  id: number,
  version: number,
  drawing: Uint8Array,
): Promise<DiagramDeskResult> {
  if (!staffMay(actor.role, 'diagrams.edit')) return refused({ code: 'NOT_PERMITTED' });
  const prepared = await prepareDrawing(drawing);
  if (typeof prepared === 'string') return refused({ code: prepared });
  await storeDrawing(ctx.files, prepared);
  let previous = '';
  const result = await inTransaction(ctx, async (tx, now) => {
    previous = await lockVersion(tx, id, version);
    const before = await loadDiagram(tx, id);
    await tx.execute(sql`update diagrams set image_path = ${prepared.key} where id = ${id}`);
    const raised = await raiseVersion(tx, id, now);
    await audited(tx, actor, now, id, 'diagram.drawing', before);
    return { ok: true as const, id, version: raised };
  });
  await removeStaffDrawing(ctx.files, result.ok ? previous : prepared.key);
  return result;
}

/** Deletes a diagram with its callouts (same checks, one transaction); its drawing once that is committed. */
export async function deleteDiagram(ctx: Ctx, actor: StaffActor, id: number, version: number) {
  if (!staffMay(actor.role, 'diagrams.edit')) return refused({ code: 'NOT_PERMITTED' });
  let previous = '';
  const result = await inTransaction(ctx, async (tx, now) => {
    previous = await lockVersion(tx, id, version);
    const before = await loadDiagram(tx, id);
    await tx.execute(sql`delete from diagrams where id = ${id}`);
    await appendAudit(
      tx,
      actor,
      { entity: 'diagram', entityId: id, action: 'diagram.delete', before, after: null },
      now,
    );
    await republish(tx, now, id);
    return { ok: true as const, id, version };
  });
  if (result.ok) await removeStaffDrawing(ctx.files, previous);
  return result;
}

/** Locks the diagram's row; refused when there is none or the form's version is not its. Answers its drawing. */
async function lockVersion(tx: Queryable, id: number, version: number): Promise<string> {
  const [row] = rowsOf<{ version: number; image_path: string }>(
    await tx.execute(sql`select version, image_path from diagrams where id = ${id} for update`),
  );
  if (!row) throw new Refusal({ code: 'NOT_FOUND' });
  if (Number(row.version) !== Number(version)) throw new Refusal({ code: 'VERSION_CONFLICT' });
  return row.image_path;
}

async function raiseVersion(tx: Queryable, id: number, now: Date): Promise<number> {
  const [row] = rowsOf<{ version: number }>(
    await tx.execute(
      sql`update diagrams set version = version + 1, updated_at = ${now} where id = ${id} returning version`,
    ),
  );
  return Number(row!.version);
}

/** The audit entry with the diagram as it was and as it is now; and the parts catalogue's republication queued. */
async function audited(
  tx: Queryable,
  actor: StaffActor,
  now: Date,
  id: number,
  action: string,
  before: Awaited<ReturnType<typeof loadDiagram>>,
) {
  const after = await loadDiagram(tx, id);
  await appendAudit(tx, actor, { entity: 'diagram', entityId: id, action, before, after }, now);
  await republish(tx, now, id);
}

/** The storefront's parts catalogue is a published file set (catalogue-db): the job rebuilds it after the commit. */
const republish = (tx: Queryable, now: Date, id: number) =>
  enqueue({ db: tx, now: () => now }, 'publish-catalogue-db', { reason: `diagram ${id}` });

async function inTransaction(
  ctx: Ctx,
  work: (tx: Queryable, now: Date) => Promise<DiagramDeskResult>,
): Promise<DiagramDeskResult> {
  try {
    return await ctx.db.transaction((tx) => work(tx, ctx.now()));
  } catch (error) {
    if (error instanceof Refusal) return refused(error.error);
    throw error;
  }
}
