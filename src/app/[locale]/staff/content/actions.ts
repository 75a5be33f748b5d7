'use server';

import { refreshStorefront } from '@/server/cache/refresh-storefront';
import { cacheTags } from '@/server/cache/cache-tags';
import {
  renderedPage,
  saveContentPage,
  saveFeatures,
  type SaveContentPageResult,
  type SaveFeaturesResult,
} from '@/server/domains/content';
import { requireStaff } from '@/server/http/staff/require-staff';
import { pageContext } from '@/server/request-context';
import { isLocale, type Locale } from '@/shared/locales';

/**
 * The content desk's mutations: the staff gate for `content.edit` (the domain checks the role again), one domain
 * call, and on a save the storefront's content cache revalidated, so that the page shows the new text at once.
 */
async function gate(locale: unknown) {
  const checked: Locale = isLocale(locale) ? locale : 'el';
  const actor = await requireStaff(checked, 'content.edit');
  return { actor, ctx: await pageContext(checked) };
}

export async function saveContentPageAction(
  locale: string,
  page: string,
  form: unknown,
): Promise<SaveContentPageResult> {
  const { actor, ctx } = await gate(locale);
  const result = await saveContentPage(ctx, actor, String(page), form);
  if (result.ok) await refreshStorefront(cacheTags.content);
  return result;
}

/** A text as the storefront would render it, for the editor's preview (the Markdown reader runs on the server). */
export async function previewContentPageAction(locale: string, text: { title: unknown; body: unknown }) {
  await gate(locale);
  const title = String(text?.title ?? '').slice(0, 200);
  const body = String(text?.body ?? '').slice(0, 100_000);
  return renderedPage({ page: '', title, body });
}

export async function saveFeaturesAction(locale: string, form: unknown): Promise<SaveFeaturesResult> {
  const { actor, ctx } = await gate(locale);
  const result = await saveFeatures(ctx, actor, form);
  if (result.ok) await refreshStorefront(cacheTags.content);
  return result;
}
