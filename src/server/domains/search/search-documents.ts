import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '@/server/db';
import { foldText, greekKey, isGreekWord, isLatinWord } from './normalise';
import { facetKey } from './search-facets';

/** Products per statement: keeps each statement's memory and parameter list small on PGlite. */
const batchSize = 5000;

/** A code folded in SQL exactly as `foldCode` does for codes typed in Latin letters. */
const fold = (expression: string) => `lower(regexp_replace(${expression}, '[^a-zA-Z0-9]', '', 'g'))`;

/**
 * The part type at the head of a name, before the maker, model, sizes or fitment list. Greek names put the part
 * first and everything else in Latin letters or digits ("Φίλτρο λαδιού Kubota D850 για …" → "Φίλτρο λαδιού");
 * English ones keep lower-case words after the first ("Starter motor Shibaura E673 …" → "Starter motor").
 */
const greekHead = sql.raw(
  words(`regexp_replace(substring(coalesce(el.name, '') from '^[^A-Za-z0-9(,–]*'), '\\sγια(\\s.*)?$', '')`),
);
const englishHead = sql.raw(
  words(`substring(coalesce(en.name, '') from '^\\S+(?:\\s+(?!for\\s)(?:&|[a-z][^\\s0-9]*))*')`),
);
/**
 * A head's words as a question's tokens are read, so that both count the same number of words: a hyphen parts
 * words ("Κορώνα-πινιόν", "V-belt") and the Greek stemmer's missing stop words are dropped.
 */
function words(expression: string): string {
  return `regexp_replace(regexp_replace(${expression}, '-', ' ', 'g'), '\\s(με|και|&)\\s', ' ', 'g')`;
}

/** Availability as a number that orders in-stock first (catalog.rules): 0 available, 1 on backorder, 2 unavailable. */
const stockRankSql = sql`(case when mv.stock_on_hand > 0 then 0 when mv.backorderable then 1 else 2 end)`;

/**
 * Rebuilds the search documents of the given products (and adds their words to the vocabulary).
 * Call it in the transaction that changed them (their texts, status, taxons, or their master variant's price or
 * stock); products that no longer exist are simply skipped.
 */
export async function refreshSearchDocuments(db: Queryable, productIds: number[]): Promise<void> {
  let ids = [...new Set(productIds)];
  if (ids.length >= 1000) {
    // Right after a large import the planner knows nothing of the new rows and would pick nested loops.
    await db.execute(sql`analyze products, product_taxons, taxons, product_translations, variants, superseded_numbers`);
    // With the tables now known large, each batch's statement is costed high enough for PostgreSQL to compile it
    // (JIT), which took seconds per batch, more than running it; and a batch's rows are read by their keys, in
    // cache, rather than by scanning whole tables once per batch. Both for the rest of the transaction only.
    await db.execute(sql`set local jit = off`);
    await db.execute(sql`set local random_page_cost = 1.1`);
    // A batch's documents are sorted in memory rather than on disk.
    await db.execute(sql`set local work_mem = '32MB'`);
    ids = await inCategoryOrder(db, ids);
  }
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = ids.slice(start, start + batchSize);
    await db.execute(documentsUpsert(batch));
    await addWords(db, batch);
  }
  if (ids.length >= 1000) await flushPendingIndexEntries(db);
  // Committed with the documents: remembered answers of other processes turn stale exactly when these do.
  if (ids.length > 0) await db.execute(sql`update search_version set version = version + 1`);
}

/**
 * Brings the availability of the given variants' products up to date in their search documents after a stock change
 * (a sale, a return, an adjustment), without rebuilding their texts: the stock rank and its facet key. Only master
 * variants count, as in `refreshSearchDocuments`.
 */
export async function refreshStockRanks(db: Queryable, variantIds: readonly number[]): Promise<void> {
  if (variantIds.length === 0) return;
  const changed = rowsOf<{ product_id: number }>(
    await db.execute(sql`
      with fresh as (
        select mv.product_id, ${stockRankSql} as stock_rank from variants mv
        where mv.id = any(${`{${variantIds.join(',')}}`}::int[]) and mv.is_master
      )
      update search_documents d set stock_rank = fresh.stock_rank,
        facet_ids = array_replace(d.facet_ids, ${sql.raw(facetKey.availability('d.stock_rank'))}, ${sql.raw(facetKey.availability('fresh.stock_rank'))})
      from fresh where d.product_id = fresh.product_id and d.stock_rank <> fresh.stock_rank
      returning d.product_id`),
  );
  if (changed.length > 0) await db.execute(sql`update search_version set version = version + 1`);
}

/**
 * GIN indexes collect new entries in an unsorted pending list that every search then scans in full; after a large
 * refresh (an import) that list holds thousands of documents, so it is merged into the index at once instead of
 * waiting for autovacuum, which PGlite never runs.
 */
async function flushPendingIndexEntries(db: Queryable): Promise<void> {
  await db.execute(sql`
    select gin_clean_pending_list(i.indexrelid) from pg_index i
    join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
    where i.indrelid = 'search_documents'::regclass and a.amname = 'gin'`);
}

/**
 * Many products are written category by category: new documents then lie next to the others of their part type,
 * and a search for one reads a few neighbouring pages instead of one page per product.
 */
async function inCategoryOrder(db: Queryable, ids: number[]): Promise<number[]> {
  return rowsOf<{ id: number }>(
    await db.execute(sql`
      with p as (select id from unnest(${`{${ids.join(',')}}`}::int[]) p(id)),
      c as (
        select pt.product_id, min(pt.taxon_id) as category from p
        join product_taxons pt on pt.product_id = p.id
        join taxons x on x.id = pt.taxon_id join taxonomies k on k.id = x.taxonomy_id and k.kind = 'category'
        group by pt.product_id
      )
      select p.id from p left join c on c.product_id = p.id
      order by c.category nulls last, p.id`),
  ).map((row) => Number(row.id));
}

/**
 * The shape of the documents this code writes. Raise it when a document gains or changes a column: shops whose
 * documents are older rebuild them all at start (`upgradeSearchDocuments`).
 */
const documentsFormat = 1;

/** Every product's document, for a full rebuild (after a change of the configurations or a taxon rename). */
export async function refreshAllSearchDocuments(db: Queryable): Promise<void> {
  const ids = rowsOf<{ id: number }>(await db.execute(sql`select id from products order by id`)).map((row) =>
    Number(row.id),
  );
  await refreshSearchDocuments(db, ids);
  await db.execute(sql`update search_version set documents_format = ${documentsFormat}`);
}

/**
 * Rebuilds every document when they were written in an older shape; answers whether it did. Run it in a
 * transaction: the row lock makes instances that start together wait for the first one's rebuild, then skip theirs.
 */
export async function upgradeSearchDocuments(db: Queryable): Promise<boolean> {
  const [row] = rowsOf<{ format: number }>(
    await db.execute(sql`select documents_format as format from search_version for update`),
  );
  if (!row || Number(row.format) >= documentsFormat) return false;
  const [documents] = rowsOf<{ any: boolean }>(
    await db.execute(sql`select exists (select 1 from search_documents) as any`),
  );
  await refreshAllSearchDocuments(db);
  // An empty shop only learns the current shape: there was nothing to rebuild.
  return Boolean(documents?.any);
}

/** Set-based (hash joins over the batch), so it stays fast on tables that were just written and never analysed. */
function documentsUpsert(ids: number[]) {
  const idList = sql`${`{${ids.join(',')}}`}::int[]`;
  return sql`
    with batch as (select b.id, b.ord from unnest(${idList}) with ordinality as b(id, ord)),
    taxon_info as (
      select x.id, k.kind::text as kind,
        tsvector_to_array(
          to_tsvector('shop_greek', concat_ws(' ', el.name, x.attributes->>'model', x.attributes->>'code', aliases.list))
          || to_tsvector('shop_english', concat_ws(' ', en.name, x.attributes->>'model', x.attributes->>'code', aliases.list))
        ) as words,
        case when k.kind in ('model', 'engine', 'rotovator') then
          array(select distinct ${sql.raw(fold('c'))} from unnest(array[x.attributes->>'model', x.attributes->>'code'] || aliases.arr) c where ${sql.raw(fold('c'))} <> '')
        else '{}'::text[] end as codes
      from taxons x
      join taxonomies k on k.id = x.taxonomy_id
      left join taxon_translations el on el.taxon_id = x.id and el.locale = 'el'
      left join taxon_translations en on en.taxon_id = x.id and en.locale = 'en'
      cross join lateral (
        select coalesce(array(select jsonb_array_elements_text(case when jsonb_typeof(x.attributes->'aliases') = 'array' then x.attributes->'aliases' else '[]'::jsonb end)), '{}') as arr
      ) alias_array
      cross join lateral (select alias_array.arr, array_to_string(alias_array.arr, ' ') as list) aliases
    ),
    links as (
      select pt.product_id, pt.taxon_id from product_taxons pt join batch on batch.id = pt.product_id
      union
      select pt.product_id, x.parent_id from product_taxons pt join batch on batch.id = pt.product_id join taxons x on x.id = pt.taxon_id where x.parent_id is not null
    ),
    tx as (
      select l.product_id,
        array_agg(t.id) filter (where t.kind = 'brand') as brand_ids,
        array_agg(t.id) filter (where t.kind = 'category') as category_ids,
        array_agg(t.id) filter (where t.kind = 'condition') as condition_ids,
        array_agg(t.id) filter (where t.kind = 'model') as model_ids,
        array_agg(t.id) filter (where t.kind = 'engine') as engine_ids,
        array_agg(t.id) filter (where t.kind = 'rotovator') as rotovator_ids
      from links l join taxon_info t on t.id = l.taxon_id group by l.product_id
    ),
    -- The words of a product's taxons, each taxon's read once per batch rather than once per product: the document
    -- keeps words only (strip), so their union is what reading the taxons' names one after the other would give.
    taxon_words as (select l.product_id, array_agg(distinct w) as words from links l join taxon_info t on t.id = l.taxon_id, unnest(t.words) w group by l.product_id),
    fit as (select l.product_id, array_agg(distinct c) as codes from links l join taxon_info t on t.id = l.taxon_id, unnest(t.codes) c group by l.product_id),
    old as (select s.product_id, array_agg(distinct ${sql.raw(fold('s.mpn'))}) as codes from superseded_numbers s join batch on batch.id = s.product_id group by s.product_id),
    own as (
      select v.product_id, array_remove(array[${sql.raw(fold('v.sku'))}, ${sql.raw(fold("coalesce(v.mpn, '')"))}], '') as codes
      from variants v join batch on batch.id = v.product_id where v.is_master
    ),
    documents as (
      select batch.id, batch.ord,
        setweight(to_tsvector('shop_greek', coalesce(el.name, '')), 'A') || setweight(to_tsvector('shop_english', coalesce(en.name, '')), 'A') as name_document,
        array_to_tsvector(coalesce(taxon_words.words, '{}'))
          || setweight(to_tsvector('shop_greek', coalesce(el.description, '')), 'C') || setweight(to_tsvector('shop_english', coalesce(en.description, '')), 'C') as rest,
        to_tsvector('shop_greek', ${greekHead}) as head_el, to_tsvector('shop_english', ${englishHead}) as head_en,
        coalesce(own.codes, '{}') as part_codes, coalesce(old.codes, '{}') as old_codes,
        coalesce(own.codes, '{}') || coalesce(old.codes, '{}') || coalesce(fit.codes, '{}') as codes,
        tx.brand_ids, tx.category_ids, tx.condition_ids, tx.model_ids, tx.engine_ids, tx.rotovator_ids,
        p.status = 'active' as active, coalesce(mv.sale_price_cents, mv.price_cents, 0) as price_cents,
        coalesce(mv.sale_price_cents is not null, false) as on_sale, coalesce(${stockRankSql}, 2) as stock_rank, p.featured, p.created_at
      from batch
      join products p on p.id = batch.id
      left join variants mv on mv.product_id = batch.id and mv.is_master
      left join product_translations el on el.product_id = batch.id and el.locale = 'el'
      left join product_translations en on en.product_id = batch.id and en.locale = 'en'
      left join tx on tx.product_id = batch.id
      left join taxon_words on taxon_words.product_id = batch.id
      left join fit on fit.product_id = batch.id
      left join old on old.product_id = batch.id
      left join own on own.product_id = batch.id
    )
    insert into search_documents (product_id, document, name_document, head_el, head_en, codes, part_codes, old_codes, codes_text,
      brand_ids, category_ids, condition_ids, model_ids, engine_ids, rotovator_ids, facet_ids, active, price_cents, on_sale, stock_rank, featured, created_at)
    select id, strip(name_document || rest), name_document, head_el, head_en, codes, part_codes, old_codes, array_to_string(codes, ' '),
      coalesce(brand_ids, '{}'), coalesce(category_ids, '{}'), coalesce(condition_ids, '{}'),
      coalesce(model_ids, '{}'), coalesce(engine_ids, '{}'), coalesce(rotovator_ids, '{}'),
      coalesce(brand_ids, '{}') || coalesce(category_ids, '{}') || coalesce(condition_ids, '{}') || coalesce(model_ids, '{}')
        || array[${sql.raw(facetKey.availability('stock_rank'))}, ${sql.raw(facetKey.price('price_cents'))}],
      active, price_cents, on_sale, stock_rank, featured, created_at
    from documents
    -- In the order asked: a full rebuild writes the documents of one category next to each other.
    order by ord
    on conflict (product_id) do update set
      document = excluded.document, name_document = excluded.name_document, head_el = excluded.head_el,
      head_en = excluded.head_en, codes = excluded.codes, part_codes = excluded.part_codes,
      old_codes = excluded.old_codes, codes_text = excluded.codes_text, brand_ids = excluded.brand_ids, category_ids = excluded.category_ids,
      condition_ids = excluded.condition_ids, model_ids = excluded.model_ids, engine_ids = excluded.engine_ids, rotovator_ids = excluded.rotovator_ids,
      facet_ids = excluded.facet_ids,
      active = excluded.active, price_cents = excluded.price_cents, on_sale = excluded.on_sale, stock_rank = excluded.stock_rank,
      featured = excluded.featured, created_at = excluded.created_at`;
}

/** Adds the words of the products' names and taxon names to the vocabulary, with their sound keys. */
async function addWords(db: Queryable, ids: number[]) {
  const idList = sql`${`{${ids.join(',')}}`}::int[]`;
  const rows = rowsOf<{ word: string; uses: number }>(
    await db.execute(sql`
      select word, count(*)::int as uses from (
        select distinct t.product_id, w as word
        from product_translations t, regexp_split_to_table(lower(t.name), '[\\s,.;:!?()«»"''/|+&×*\\[\\]-]+') w
        where t.product_id = any(${idList})
      ) words where length(word) >= 3 group by word`),
  );
  const terms = new Map<string, { term: string; soundKey: string | null; frequency: number }>();
  for (const { word, uses } of rows) {
    const term = foldText(word);
    if (!isGreekWord(term) && !isLatinWord(term)) continue;
    const entry = terms.get(term) ?? { term, soundKey: isGreekWord(term) ? greekKey(word) : null, frequency: 0 };
    entry.frequency += Number(uses);
    terms.set(term, entry);
  }
  const values = [...terms.values()];
  for (let start = 0; start < values.length; start += 5000) {
    const chunk = values.slice(start, start + 5000);
    await db.execute(sql`
      insert into search_terms (term, sound_key, frequency)
      select * from unnest(${`{${chunk.map((v) => quote(v.term)).join(',')}}`}::text[], ${`{${chunk.map((v) => (v.soundKey === null ? 'NULL' : quote(v.soundKey))).join(',')}}`}::text[], ${`{${chunk.map((v) => v.frequency).join(',')}}`}::int[])
      on conflict (term) do update set frequency = greatest(search_terms.frequency, excluded.frequency), sound_key = excluded.sound_key`);
  }
}

/** An element of a PostgreSQL array literal. */
function quote(value: string): string {
  return `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`;
}
