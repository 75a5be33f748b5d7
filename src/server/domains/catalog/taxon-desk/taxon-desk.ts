import 'server-only';
import { sql } from 'drizzle-orm';
import type { DomainContext } from '@/server/context';
import { rowsOf, type Queryable } from '@/server/db';
import { appendAudit } from '@/server/domains/audit';
import { scheduleFeedRebuild } from '@/server/domains/feeds';
import { refreshSearchDocuments } from '@/server/domains/search';
import { staffMay, type StaffActor } from '@/server/domains/staff';
import { enqueue } from '@/server/jobs/queue';
import type { ErrorCodes } from '@/shared/error-codes';
import { locales } from '@/shared/locales';
import { slugOf } from '@/shared/product-slug';
import {
  taxonFormSchema,
  taxonProblems,
  type EditableTaxonomyKind,
  type TaxonFieldProblem,
  type TaxonFormValues,
} from '@/shared/taxon-desk-rules';
import type { TaxonAttributes } from '../taxonomy.tables';

type Ctx = Pick<DomainContext, 'db' | 'now'>;

export type TaxonRow = {
  id: number;
  key: string;
  parentId: number | null;
  /** 0 for a top entry; a model under its maker's group is 1. */
  depth: number;
  el: { name: string; slug: string; excerpt: string };
  en: { name: string; slug: string; excerpt: string };
  aliases: string[];
  years: string;
  hp: number | null;
  products: number;
};

export type TaxonDeskError =
  | { code: ErrorCodes<'NOT_PERMITTED' | 'NOT_FOUND'> }
  | { code: ErrorCodes<'INVALID_INPUT'>; problems: TaxonFieldProblem[] }
  | { code: ErrorCodes<'TAXON_IN_USE'>; products: number; children: number };

export type TaxonDeskResult = { ok: true; id: number } | { ok: false; error: TaxonDeskError };

class Refusal extends Error {
  constructor(readonly error: TaxonDeskError) {
    super(error.code);
  }
}

/** One kind's taxons as a tree read top down (each under its parent, in order), with both languages and use. */
export async function listTaxons(db: Queryable, kind: EditableTaxonomyKind): Promise<TaxonRow[]> {
  const rows = rowsOf<{
    id: number;
    key: string;
    parent_id: number | null;
    depth: number;
    attributes: TaxonAttributes;
    texts: { locale: 'el' | 'en'; name: string; slug: string; excerpt: string | null }[] | null;
    products: number;
  }>(
    await db.execute(sql`
      with recursive tree as (
        select x.id, 0 as depth, array[x.sort_order, x.id] as path from taxons x
        join taxonomies k on k.id = x.taxonomy_id where k.kind = ${kind} and x.parent_id is null
        union all
        select x.id, tree.depth + 1, tree.path || array[x.sort_order, x.id] from taxons x
        join tree on x.parent_id = tree.id
      )
      select x.id, x.key, x.parent_id, tree.depth, x.attributes,
        (select json_agg(json_build_object('locale', t.locale, 'name', t.name, 'slug', t.slug, 'excerpt', t.excerpt))
           from taxon_translations t where t.taxon_id = x.id) as texts,
        (select count(*)::int from product_taxons p where p.taxon_id = x.id) as products
      from tree join taxons x on x.id = tree.id
      order by tree.path`),
  );
  return rows.map((row) => {
    const text = (locale: 'el' | 'en') => {
      const found = row.texts?.find((each) => each.locale === locale);
      return { name: found?.name ?? '', slug: found?.slug ?? '', excerpt: found?.excerpt ?? '' };
    };
    return {
      id: Number(row.id),
      key: row.key,
      parentId: row.parent_id === null ? null : Number(row.parent_id),
      depth: Number(row.depth),
      el: text('el'),
      en: text('en'),
      aliases: row.attributes.aliases ?? [],
      years: row.attributes.years ?? '',
      hp: row.attributes.hp ?? null,
      products: Number(row.products),
    };
  });
}

/**
 * Creates (`taxonId` null) or renames a taxon from the page's form, in one transaction: the role checked, the form
 * parsed with the browser's schema, each language's slug checked unique within the kind, then written and audited.
 * A rename rebuilds the search documents of the products that use it (search matches brand, category and model
 * names) and schedules the marketplace feeds' rebuild; a change to a model republishes the parts catalogue's database.
 */
export async function saveTaxon(ctx: Ctx, actor: StaffActor, taxonId: number | null, input: unknown) {
  if (!staffMay(actor.role, 'taxonomies.edit')) return refused({ code: 'NOT_PERMITTED' });
  const parsed = taxonFormSchema.safeParse(input);
  if (!parsed.success) return refused({ code: 'INVALID_INPUT', problems: taxonProblems(parsed.error) });
  const values = withSlugs(parsed.data);
  return inTransaction(ctx, async (tx, now) => {
    const taxonomyId = await taxonomyOf(tx, values.kind);
    const before = taxonId === null ? null : await lockTaxon(tx, taxonId, taxonomyId);
    const problems: TaxonFieldProblem[] = [];
    for (const locale of locales) {
      const [taken] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          select t.taxon_id as id from taxon_translations t join taxons x on x.id = t.taxon_id
          where x.taxonomy_id = ${taxonomyId} and t.locale = ${locale} and t.slug = ${values[locale].slug}
            and t.taxon_id <> ${taxonId ?? 0} limit 1`),
      );
      if (taken) problems.push({ field: `${locale}.slug`, reason: 'slugTaken' });
    }
    if (problems.length) throw new Refusal({ code: 'INVALID_INPUT', problems });
    const attributes = attributesOf(values, before?.attributes ?? {});
    const id =
      before?.id ??
      Number(
        rowsOf<{ id: number }>(
          await tx.execute(sql`
            insert into taxons (taxonomy_id, key, sort_order, attributes, created_at, updated_at)
            values (${taxonomyId}, ${await freeKey(tx, taxonomyId, values.en.slug)},
              (select coalesce(max(sort_order) + 1, 0) from taxons where taxonomy_id = ${taxonomyId}),
              ${JSON.stringify(attributes)}::jsonb, ${now}, ${now})
            returning id`),
        )[0]!.id,
      );
    if (before)
      await tx.execute(sql`
        update taxons set attributes = ${JSON.stringify(attributes)}::jsonb, updated_at = ${now} where id = ${id}`);
    for (const locale of locales) {
      const { name, slug, excerpt } = values[locale];
      await tx.execute(sql`
        insert into taxon_translations (taxon_id, locale, name, slug, excerpt)
        values (${id}, ${locale}, ${name}, ${slug}, ${excerpt || null})
        on conflict (taxon_id, locale) do update set name = excluded.name, slug = excluded.slug,
          excerpt = ${excerpt === undefined ? sql`taxon_translations.excerpt` : sql`excluded.excerpt`}`);
    }
    const after = (await listTaxons(tx, values.kind)).find((row) => row.id === id)!;
    const using = before ? await productsOf(tx, id) : [];
    if (using.length) {
      await refreshSearchDocuments(tx, using);
      // The marketplaces' feeds name brands and categories: one rebuild for the next few minutes' changes.
      await scheduleFeedRebuild({ db: tx, now: () => now });
    }
    await appendAudit(
      tx,
      actor,
      {
        entity: 'taxon',
        entityId: id,
        action: before ? 'taxon.update' : 'taxon.create',
        before: before?.row ?? null,
        after: { kind: values.kind, ...after },
      },
      now,
    );
    if (values.kind === 'model')
      await enqueue({ db: tx, now: ctx.now }, 'publish-catalogue-db', { reason: `taxon ${id}` });
    return { ok: true as const, id };
  });
}

/** Moves a taxon one place up or down among its kind (and parent), renumbering the list so that ties cannot stick. */
export async function moveTaxon(ctx: Ctx, actor: StaffActor, taxonId: number, direction: 'up' | 'down') {
  if (!staffMay(actor.role, 'taxonomies.edit')) return refused({ code: 'NOT_PERMITTED' });
  return inTransaction(ctx, async (tx, now) => {
    const [taxon] = rowsOf<{ taxonomy_id: number; parent_id: number | null; kind: string }>(
      await tx.execute(sql`
        select x.taxonomy_id, x.parent_id, k.kind::text as kind from taxons x
        join taxonomies k on k.id = x.taxonomy_id where x.id = ${taxonId} for update of x`),
    );
    if (!taxon) throw new Refusal({ code: 'NOT_FOUND' });
    const siblings = rowsOf<{ id: number }>(
      await tx.execute(sql`
        select id from taxons where taxonomy_id = ${taxon.taxonomy_id}
          and parent_id is not distinct from ${taxon.parent_id}
        order by sort_order, id`),
    ).map((row) => Number(row.id));
    const at = siblings.indexOf(taxonId);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= siblings.length) return { ok: true as const, id: taxonId };
    [siblings[at], siblings[to]] = [siblings[to]!, siblings[at]!];
    await tx.execute(sql`
      update taxons set sort_order = o.position - 1, updated_at = ${now}
      from unnest(${`{${siblings.join(',')}}`}::int[]) with ordinality as o(id, position)
      where taxons.id = o.id`);
    await appendAudit(
      tx,
      actor,
      { entity: 'taxon', entityId: taxonId, action: 'taxon.move', before: { position: at }, after: { position: to } },
      now,
    );
    if (taxon.kind === 'model')
      await enqueue({ db: tx, now: ctx.now }, 'publish-catalogue-db', { reason: `taxon ${taxonId}` });
    return { ok: true as const, id: taxonId };
  });
}

/** Deletes a taxon no product (and no narrower taxon) uses; otherwise refused with the counts. */
export async function deleteTaxon(ctx: Ctx, actor: StaffActor, taxonId: number) {
  if (!staffMay(actor.role, 'taxonomies.edit')) return refused({ code: 'NOT_PERMITTED' });
  return inTransaction(ctx, async (tx, now) => {
    const [taxon] = rowsOf<{ kind: EditableTaxonomyKind; taxonomy_id: number }>(
      await tx.execute(sql`
        select k.kind::text as kind, x.taxonomy_id from taxons x
        join taxonomies k on k.id = x.taxonomy_id where x.id = ${taxonId} for update of x`),
    );
    if (!taxon) throw new Refusal({ code: 'NOT_FOUND' });
    const [use] = rowsOf<{ products: number; children: number }>(
      await tx.execute(sql`
        select (select count(*)::int from product_taxons where taxon_id = ${taxonId}) as products,
               (select count(*)::int from taxons where parent_id = ${taxonId}) as children`),
    );
    const products = Number(use!.products);
    const children = Number(use!.children);
    if (products || children) throw new Refusal({ code: 'TAXON_IN_USE', products, children });
    const before = (await listTaxons(tx, taxon.kind)).find((row) => row.id === taxonId);
    await tx.execute(sql`delete from taxons where id = ${taxonId}`);
    await appendAudit(
      tx,
      actor,
      {
        entity: 'taxon',
        entityId: taxonId,
        action: 'taxon.delete',
        before: { kind: taxon.kind, ...before },
        after: null,
      },
      now,
    );
    if (taxon.kind === 'model')
      await enqueue({ db: tx, now: ctx.now }, 'publish-catalogue-db', { reason: `taxon ${taxonId}` });
    return { ok: true as const, id: taxonId };
  });
}

const refused = (error: TaxonDeskError): TaxonDeskResult => ({ ok: false, error });

async function inTransaction(
  ctx: Ctx,
  work: (tx: Queryable, now: Date) => Promise<TaxonDeskResult>,
): Promise<TaxonDeskResult> {
  try {
    return await ctx.db.transaction((tx) => work(tx, ctx.now()));
  } catch (error) {
    if (error instanceof Refusal) return refused(error.error);
    throw error;
  }
}

/** Empty slugs are made from the names, as the product editor does. */
function withSlugs(values: TaxonFormValues): TaxonFormValues {
  return {
    ...values,
    el: { ...values.el, slug: values.el.slug || slugOf(values.el.name, 'el') },
    en: { ...values.en, slug: values.en.slug || slugOf(values.en.name, 'en') },
  };
}

/** A model's facts from the form; the facts the page does not edit (engine, country, ...) are kept as they were. */
function attributesOf(values: TaxonFormValues, before: TaxonAttributes): TaxonAttributes {
  if (values.kind !== 'model') return before;
  const kept: TaxonAttributes = { ...before };
  delete kept.aliases;
  delete kept.years;
  delete kept.hp;
  return {
    ...kept,
    ...(values.aliases.length ? { aliases: values.aliases } : {}),
    ...(values.years ? { years: values.years } : {}),
    ...(values.hp !== null ? { hp: values.hp } : {}),
  };
}

async function taxonomyOf(tx: Queryable, kind: EditableTaxonomyKind): Promise<number> {
  const [found] = rowsOf<{ id: number }>(await tx.execute(sql`select id from taxonomies where kind = ${kind}`));
  if (found) return Number(found.id);
  return Number(
    rowsOf<{ id: number }>(await tx.execute(sql`insert into taxonomies (kind) values (${kind}) returning id`))[0]!.id,
  );
}

/** The taxon as it is, its row locked until the save commits; NOT_FOUND when it is not of the form's kind. */
async function lockTaxon(tx: Queryable, taxonId: number, taxonomyId: number) {
  const [row] = rowsOf<{ id: number; kind: EditableTaxonomyKind; attributes: TaxonAttributes }>(
    await tx.execute(sql`
      select x.id, k.kind::text as kind, x.attributes from taxons x join taxonomies k on k.id = x.taxonomy_id
      where x.id = ${taxonId} and x.taxonomy_id = ${taxonomyId} for update of x`),
  );
  if (!row) throw new Refusal({ code: 'NOT_FOUND' });
  return {
    id: Number(row.id),
    attributes: row.attributes,
    row: (await listTaxons(tx, row.kind)).find((each) => each.id === taxonId) ?? null,
  };
}

/** A key (the import's stable name) not yet taken in this taxonomy: the slug, or the slug with a number. */
async function freeKey(tx: Queryable, taxonomyId: number, slug: string): Promise<string> {
  const taken = new Set(
    rowsOf<{ key: string }>(
      await tx.execute(sql`select key from taxons where taxonomy_id = ${taxonomyId} and key like ${`${slug}%`}`),
    ).map((row) => row.key),
  );
  let key = slug;
  for (let n = 2; taken.has(key); n++) key = `${slug}-${n}`;
  return key;
}

async function productsOf(tx: Queryable, taxonId: number): Promise<number[]> {
  return rowsOf<{ id: number }>(
    await tx.execute(sql`select product_id as id from product_taxons where taxon_id = ${taxonId}`),
  ).map((row) => Number(row.id));
}
