import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import { appendAudit } from '@/server/domains/audit';
import { scheduleFeedRebuild } from '@/server/domains/feeds';
import { refreshSearchDocuments } from '@/server/domains/search';
import { staffMay, type StaffActor } from '@/server/domains/staff';
import { enqueue } from '@/server/jobs/queue';
import { locales } from '@/shared/locales';
import { slugOf } from '@/shared/product-slug';
import {
  isFitmentKind,
  taxonFormSchema,
  taxonProblems,
  type EditableTaxonomyKind,
  type TaxonFieldProblem,
  type TaxonFormValues,
} from '@/shared/taxon-desk-rules';
import type { TaxonAttributes } from '../taxonomy.tables';
import type { FileStorage } from '@/server/storage';
import { inTransaction, Refusal, refused, type Ctx } from './desk-result';
import { removeFiles } from './taxon-picture';
import { taxonRowOf } from './taxon-list';
import { checkedParent } from './taxon-parent';
import { rememberOldTaxonSlugs } from './taxon-slugs';

/**
 * Creates (`taxonId` null) or renames a taxon from the page's form, in one transaction: the role checked, the form
 * parsed with the browser's schema, the row locked and its version compared with the form's (VERSION_CONFLICT when
 * someone saved since), each language's slug checked unique within the kind, then written and audited. A changed
 * slug is kept to redirect the old address. A rename rebuilds the search documents of the products that use it
 * (search matches brand, category and model names) and schedules the marketplace feeds' rebuild; a change to a
 * model, engine or rotovator republishes the parts catalogue's database.
 */
export async function saveTaxon(ctx: Ctx, actor: StaffActor, taxonId: number | null, input: unknown) {
  if (!staffMay(actor.role, 'taxonomies.edit')) return refused({ code: 'NOT_PERMITTED' });
  const parsed = taxonFormSchema.safeParse(input);
  if (!parsed.success) return refused({ code: 'INVALID_INPUT', problems: taxonProblems(parsed.error) });
  const values = withSlugs(parsed.data);
  return inTransaction(ctx, async (tx, now) => {
    const taxonomyId = await taxonomyOf(tx, values.kind);
    const before = taxonId === null ? null : await lockTaxon(tx, taxonId, taxonomyId, values.version);
    const parentId = await checkedParent(tx, taxonomyId, taxonId, values.parentId);
    const moved = before !== null && parentId !== undefined && parentId !== before.row?.parentId;
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
    // A new entry, or one moved under another parent, comes last among its new siblings.
    const lastPlace = sql`(select coalesce(max(sort_order) + 1, 0) from taxons where taxonomy_id = ${taxonomyId})`;
    const id =
      before?.id ??
      Number(
        rowsOf<{ id: number }>(
          await tx.execute(sql`
            insert into taxons (taxonomy_id, key, parent_id, sort_order, attributes, created_at, updated_at)
            values (${taxonomyId}, ${await freeKey(tx, taxonomyId, values.en.slug)}, ${parentId ?? null}, ${lastPlace},
              ${JSON.stringify(attributes)}::jsonb, ${now}, ${now})
            returning id`),
        )[0]!.id,
      );
    if (before)
      await tx.execute(sql`
        update taxons set attributes = ${JSON.stringify(attributes)}::jsonb, version = version + 1, updated_at = ${now},
          parent_id = ${moved ? parentId : sql`parent_id`}, sort_order = ${moved ? lastPlace : sql`sort_order`}
        where id = ${id}`);
    await rememberOldTaxonSlugs(tx, taxonomyId, id, values);
    for (const locale of locales) {
      const { name, slug, excerpt } = values[locale];
      await tx.execute(sql`
        insert into taxon_translations (taxon_id, locale, name, slug, excerpt)
        values (${id}, ${locale}, ${name}, ${slug}, ${excerpt || null})
        on conflict (taxon_id, locale) do update set name = excluded.name, slug = excluded.slug,
          excerpt = ${excerpt === undefined ? sql`taxon_translations.excerpt` : sql`excluded.excerpt`}`);
    }
    const after = await taxonRowOf(tx, values.kind, id);
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
    if (isFitmentKind(values.kind))
      await enqueue({ db: tx, now: ctx.now }, 'publish-catalogue-db', { reason: `taxon ${id}` });
    return { ok: true as const, id };
  });
}

/** Moves a taxon one place up or down among its kind (and parent), renumbering the list so that ties cannot stick. */
export async function moveTaxon(ctx: Ctx, actor: StaffActor, taxonId: number, direction: 'up' | 'down') {
  if (!staffMay(actor.role, 'taxonomies.edit')) return refused({ code: 'NOT_PERMITTED' });
  return inTransaction(ctx, async (tx, now) => {
    const [taxon] = rowsOf<{ taxonomy_id: number; parent_id: number | null; kind: EditableTaxonomyKind }>(
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
    if (isFitmentKind(taxon.kind))
      await enqueue({ db: tx, now: ctx.now }, 'publish-catalogue-db', { reason: `taxon ${taxonId}` });
    return { ok: true as const, id: taxonId };
  });
}

/**
 * Deletes a taxon no product (and no narrower taxon) uses; otherwise refused with the counts. `version` is the one
 * the page showed: a taxon renamed since is VERSION_CONFLICT (the page is reloaded before it is deleted).
 */
export async function deleteTaxon(
  ctx: Ctx & { files?: FileStorage },
  actor: StaffActor,
  taxonId: number,
  version: number,
) {
  if (!staffMay(actor.role, 'taxonomies.edit')) return refused({ code: 'NOT_PERMITTED' });
  let picture: string | null = null;
  const result = await inTransaction(ctx, async (tx, now) => {
    const [taxon] = rowsOf<{ kind: EditableTaxonomyKind; taxonomy_id: number; version: number }>(
      await tx.execute(sql`
        select k.kind::text as kind, x.taxonomy_id, x.version from taxons x
        join taxonomies k on k.id = x.taxonomy_id where x.id = ${taxonId} for update of x`),
    );
    if (!taxon) throw new Refusal({ code: 'NOT_FOUND' });
    if (Number(taxon.version) !== version) throw new Refusal({ code: 'VERSION_CONFLICT' });
    const [use] = rowsOf<{ products: number; children: number }>(
      await tx.execute(sql`
        select (select count(*)::int from product_taxons where taxon_id = ${taxonId}) as products,
               (select count(*)::int from taxons where parent_id = ${taxonId}) as children`),
    );
    const products = Number(use!.products);
    const children = Number(use!.children);
    if (products || children) throw new Refusal({ code: 'TAXON_IN_USE', products, children });
    const before = await taxonRowOf(tx, taxon.kind, taxonId);
    picture = before?.imagePath ?? null;
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
    if (isFitmentKind(taxon.kind))
      await enqueue({ db: tx, now: ctx.now }, 'publish-catalogue-db', { reason: `taxon ${taxonId}` });
    return { ok: true as const, id: taxonId };
  });
  // The picture's files go once the row is gone (an imported logo is the import's and stays).
  if (result.ok && ctx.files) await removeFiles(ctx.files, picture);
  return result;
}

/** Empty slugs are made from the names, as the product editor does. */
function withSlugs(values: TaxonFormValues): TaxonFormValues {
  return {
    ...values,
    el: { ...values.el, slug: values.el.slug || slugOf(values.el.name, 'el') },
    en: { ...values.en, slug: values.en.slug || slugOf(values.en.name, 'en') },
  };
}

/** A fitment's facts from the form; the facts the page does not edit (engine, country, ...) are kept as they were. */
function attributesOf(values: TaxonFormValues, before: TaxonAttributes): TaxonAttributes {
  if (!isFitmentKind(values.kind)) return before;
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

/**
 * The taxon as it is, its row locked until the save commits; NOT_FOUND when it is not of the form's kind,
 * VERSION_CONFLICT when the form's version is not its own (someone saved since the form was opened).
 */
async function lockTaxon(tx: Queryable, taxonId: number, taxonomyId: number, version: number | null) {
  const [row] = rowsOf<{ id: number; kind: EditableTaxonomyKind; attributes: TaxonAttributes; version: number }>(
    await tx.execute(sql`
      select x.id, k.kind::text as kind, x.attributes, x.version from taxons x
      join taxonomies k on k.id = x.taxonomy_id
      where x.id = ${taxonId} and x.taxonomy_id = ${taxonomyId} for update of x`),
  );
  if (!row) throw new Refusal({ code: 'NOT_FOUND' });
  if (version === null || Number(row.version) !== version) throw new Refusal({ code: 'VERSION_CONFLICT' });
  return { id: Number(row.id), attributes: row.attributes, row: await taxonRowOf(tx, row.kind, taxonId) };
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
