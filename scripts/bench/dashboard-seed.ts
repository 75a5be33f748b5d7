import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db';

/**
 * What the dashboard reads besides the orders (seeded by the order desk's benchmark seed): the 20 000 parts those
 * orders' lines name, catalogued in 60 categories (a tenth of them out of stock) and linked from the lines;
 * `requests` contact requests over the last year naming parts, half answered; `searches` searches over three years
 * (a third naming a tractor model, a tenth finding nothing); a few failed background jobs.
 */
export async function seedDashboardExtras(db: Db, { requests, searches }: { requests: number; searches: number }) {
  await db.execute(
    sql.raw(`
    insert into taxonomies (kind) values ('category'), ('model') on conflict do nothing;
    insert into taxons (taxonomy_id, key)
    select (select id from taxonomies where kind = 'category'), 'category-' || g from generate_series(1, 60) g;
    insert into taxons (taxonomy_id, key)
    select (select id from taxonomies where kind = 'model'), 'model-' || g from generate_series(1, 300) g;
    insert into taxon_translations (taxon_id, locale, name, slug)
    select t.id, l::locale, initcap(replace(t.key, '-', ' ')), t.key from taxons t cross join unnest(array['el', 'en']) l;

    insert into products (id, status) overriding system value select g, 'active' from generate_series(1, 20000) g;
    select setval(pg_get_serial_sequence('products', 'id'), 20000);
    insert into product_translations (product_id, locale, name, slug)
    select p.id, l::locale, 'Ανταλλακτικό ' || (p.id - 1), 'part-' || p.id || '-' || l from products p
    cross join unnest(array['el', 'en']) l;
    insert into variants (product_id, is_master, sku, mpn, price_cents, stock_on_hand)
    select g + 1, true, 'TP-' || lpad(g::text, 6, '0'), 'AL' || (100000 + g * 7), 1000, case when g % 10 = 0 then 0 else 5 end
    from generate_series(0, 19999) g;
    insert into product_taxons (product_id, taxon_id)
    select p.id, c.id from products p
    join (select id, row_number() over (order by id) - 1 as n from taxons
      where taxonomy_id = (select id from taxonomies where kind = 'category')) c on c.n = p.id % 60;
    update order_items i set variant_id = v.id from variants v where v.sku = i.sku;

    insert into requests (public_id, name, email, message, part_number, status, locale, created_at, updated_at)
    select 'bench-request-' || g, 'Πελάτης ' || g, 'customer' || g || '@example.gr', 'Έχετε;',
      case when g % 2 = 0 then 'AL' || (100000 + (g % 20000) * 7) else 'TP-' || lpad((g % 20000)::text, 6, '0') end,
      (case when g % 3 = 0 then 'resolved' else 'pending' end)::request_status, 'el',
      now() - (g::float8 / ${requests}) * interval '365 days', now() - (g::float8 / ${requests}) * interval '365 days'
    from generate_series(1, ${requests}) g;
    insert into request_events (request_id, kind, created_at)
    select id, 'created', created_at from requests;
    insert into request_events (request_id, kind, created_at)
    select id, 'staff_reply', created_at + interval '2 hours' from requests where id % 2 = 0;

    insert into search_log (term, locale, results, model, searched_at)
    select case when g % 10 = 0 then 'άγνωστο ' || (g % 500) else 'φίλτρο ' || (g % 2000) end, 'el',
      case when g % 10 = 0 then 0 else 1 + g % 40 end,
      case when g % 3 = 0 then 'model-' || (1 + abs(hashtext(g::text)) % 300) end,
      now() - interval '3 years' + (g::float8 / ${searches}) * interval '3 years'
    from generate_series(1, ${searches}) g;

    insert into jobs (kind, payload, state, attempts, last_error, finished_at)
    select 'send-email', '{}'::jsonb, 'failed', 8, 'SMTP refused', now() from generate_series(1, 12);
  `),
  );
  for (const table of [
    'order_items',
    'products',
    'product_translations',
    'variants',
    'product_taxons',
    'taxonomies',
    'taxons',
    'taxon_translations',
    'requests',
    'request_events',
    'search_log',
    'jobs',
  ])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
}
