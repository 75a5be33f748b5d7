'use server';

import { refreshStorefront } from '@/server/cache/refresh-storefront';
import { cacheTags } from '@/server/cache/cache-tags';
import {
  createDiagram,
  deleteDiagram,
  replaceDiagramDrawing,
  saveDiagram,
  type DiagramDeskResult,
} from '@/server/domains/catalog';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { sharedStorage } from '@/server/storage';
import { isLocale, type Locale } from '@/shared/locales';

/**
 * The diagram editor's mutations: the staff gate for `diagrams.edit` (the domain checks the role again), one
 * domain call, and on success every cached storefront read of the catalogue refreshed. The parts catalogue's
 * published files follow through the job the domain queued.
 */
async function gate(locale: unknown) {
  const checked: Locale = isLocale(locale) ? locale : 'el';
  const actor = await requireStaff(checked, 'diagrams.edit');
  const ctx = await pageContext(checked);
  return { actor, ctx: { ...ctx, files: sharedStorage(ctx.config).public } };
}

async function refreshed(result: DiagramDeskResult): Promise<DiagramDeskResult> {
  if (result.ok) await refreshStorefront(cacheTags.catalogue);
  return result;
}

const fileBytes = async (value: FormDataEntryValue | null) =>
  value instanceof Blob ? new Uint8Array(await value.arrayBuffer()) : new Uint8Array();

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** The new diagram's form: model, section (code and both titles) and the drawing's file. */
export async function createDiagramAction(locale: string, form: FormData): Promise<DiagramDeskResult> {
  const { actor, ctx } = await gate(locale);
  const input = {
    modelTaxonId: text(form, 'modelTaxonId'),
    code: text(form, 'code'),
    el: { title: text(form, 'titleEl') },
    en: { title: text(form, 'titleEn') },
  };
  return refreshed(await createDiagram(ctx, actor, input, await fileBytes(form.get('drawing'))));
}

export async function saveDiagramAction(locale: string, id: number, input: unknown): Promise<DiagramDeskResult> {
  const { actor, ctx } = await gate(locale);
  return refreshed(await saveDiagram(ctx, actor, Number(id), input));
}

export async function replaceDrawingAction(locale: string, id: number, form: FormData): Promise<DiagramDeskResult> {
  const { actor, ctx } = await gate(locale);
  const version = Number(form.get('version'));
  return refreshed(await replaceDiagramDrawing(ctx, actor, Number(id), version, await fileBytes(form.get('drawing'))));
}

export async function deleteDiagramAction(locale: string, id: number, version: number): Promise<DiagramDeskResult> {
  const { actor, ctx } = await gate(locale);
  return refreshed(await deleteDiagram(ctx, actor, Number(id), Number(version)));
}
