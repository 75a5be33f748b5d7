import 'server-only';
import { sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { rowsOf } from '@/server/db';
import type { TaxonomyKind } from '../taxonomy.tables';

export type TaxonChoice = { id: number; name: string; key: string; parent: string | null; hint: string | null };
export type EditorChoices = Record<TaxonomyKind, TaxonChoice[]> & {
  properties: { id: number; name: string }[];
  warranties: { id: number; name: string; months: number }[];
};

/**
 * What the editor's selects and pickers offer, in the staff member's language: every taxon of each kind (a
 * model's aliases and years as its hint, so that the picker finds "L1-185" under "Kubota L1-185"), the text
 * properties and the warranty options.
 */
export async function editorChoices(ctx: Pick<DomainContext, 'db' | 'locale'>): Promise<EditorChoices> {
  const [taxons, properties, warranties] = await Promise.all([
    ctx.db.execute(sql`
      select x.id, k.kind, x.key, t.name, pt.name as parent,
        nullif(concat_ws(' ', x.attributes->>'model', x.attributes->>'code', x.attributes->>'years',
          (select string_agg(a, ' ') from jsonb_array_elements_text(case when jsonb_typeof(x.attributes->'aliases') = 'array' then x.attributes->'aliases' else '[]'::jsonb end) a)), '') as hint
      from taxons x join taxonomies k on k.id = x.taxonomy_id
      left join taxon_translations t on t.taxon_id = x.id and t.locale = ${ctx.locale}
      left join taxon_translations pt on pt.taxon_id = x.parent_id and pt.locale = ${ctx.locale}
      order by k.kind, x.sort_order, t.name`),
    ctx.db.execute(sql`
      select p.id, coalesce(t.name, p.key) as name from properties p
      left join property_translations t on t.property_id = p.id and t.locale = ${ctx.locale}
      where p.kind = 'text' order by p.position, p.id`),
    ctx.db.execute(sql`
      select w.id, w.duration_months as months, coalesce(t.name, w.key) as name from warranty_options w
      left join warranty_option_translations t on t.warranty_option_id = w.id and t.locale = ${ctx.locale}
      order by w.duration_months`),
  ]);
  const choices: EditorChoices = {
    brand: [],
    category: [],
    condition: [],
    model: [],
    engine: [],
    rotovator: [],
    properties: rowsOf<{ id: number; name: string }>(properties).map((row) => ({ id: Number(row.id), name: row.name })),
    warranties: rowsOf<{ id: number; name: string; months: number }>(warranties).map((row) => ({
      id: Number(row.id),
      name: row.name,
      months: Number(row.months),
    })),
  };
  for (const row of rowsOf<Record<string, unknown>>(taxons))
    choices[row.kind as TaxonomyKind].push({
      id: Number(row.id),
      key: String(row.key),
      name: String(row.name ?? row.key),
      parent: (row.parent as string | null) ?? null,
      hint: (row.hint as string | null) ?? null,
    });
  return choices;
}
