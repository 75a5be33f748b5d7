import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db';

/**
 * Fills a scratch database with `count` orders over three years, in bulk (generate_series), spread like a shop's
 * history: older orders mostly completed, some cancelled or returned; the newest ones still unpaid, to pack, to
 * ship or on their way. Greek and Latin names, e-mails, mobile phones written three ways, one to four lines per
 * order from a pool of 20 000 part numbers, a payment per order (and a declined card before some card payments).
 * Values come from hashes of the order's number, so every run builds the same data.
 */
export async function seedDeskOrders(db: Db, count: number): Promise<void> {
  await db.execute(
    sql.raw(`
    create table bench_names (n int primary key, first_el text, last_el text, first_en text, last_en text);
    insert into bench_names
    select row_number() over () - 1, f.el, l.el, f.en, l.en
    from unnest(
        array['Νίκος','Γιώργος','Κώστας','Δημήτρης','Γιάννης','Μαρία','Ελένη','Αικατερίνη','Βασίλης','Παναγιώτης',
              'Χρήστος','Σοφία','Αθανάσιος','Ευάγγελος','Ιωάννα','Σπύρος','Θεόδωρος','Αναστασία','Μιχάλης','Στέλιος'],
        array['Nikos','Giorgos','Kostas','Dimitris','Giannis','Maria','Eleni','Aikaterini','Vasilis','Panagiotis',
              'Christos','Sofia','Athanasios','Evangelos','Ioanna','Spyros','Theodoros','Anastasia','Michalis','Stelios']
      ) as f(el, en),
      unnest(
        array['Παπαδόπουλος','Γεωργίου','Οικονόμου','Νικολάου','Παπαγεωργίου','Βασιλείου','Κωνσταντίνου','Δημητρίου',
              'Ιωάννου','Αθανασίου','Μαυρίδης','Καραγιάννης','Χατζής','Αλεξίου','Σταματόπουλος','Λαμπράκης',
              'Τσιρίγος','Ζαφειρίου','Μπακάλης','Φραγκίσκος','Papadopoulos','Müller','Rossi','Smith','Novak'],
        array['Papadopoulos','Georgiou','Oikonomou','Nikolaou','Papageorgiou','Vasileiou','Konstantinou','Dimitriou',
              'Ioannou','Athanasiou','Mavridis','Karagiannis','Chatzis','Alexiou','Stamatopoulos','Lamprakis',
              'Tsirigos','Zafeiriou','Bakalis','Fragkiskos','Papadopoulos','Mueller','Rossi','Smith','Novak']
      ) as l(el, en);

    create table bench_orders as
    select g,
      abs(hashtext(g || 'name')) % 500 as name_no,
      abs(hashtext(g || 'state')) % 1000 as state_roll,
      abs(hashtext(g || 'pay')) % 100 as pay_roll,
      abs(hashtext(g || 'ship')) % 100 as ship_roll,
      abs(hashtext(g || 'phone')) % 100000000 as phone_no,
      1000 + abs(hashtext(g || 'items')) % 60000 as items_cents,
      now() - interval '3 years' + (g::float8 / ${count}) * interval '3 years' as created_at,
      g > ${count} - 2000 as recent
    from generate_series(1, ${count}) g;
  `),
  );
  await db.execute(
    sql.raw(`
    insert into orders (id, receipt_id, idempotency_key, email, locale, state, items_cents, shipping_cents,
      payment_fee_cents, tax_cents, total_cents, vat_rate_basis_points, billing_address, shipping_address,
      shipping_method, payment_method, created_at, updated_at)
    overriding system value
    select b.g, 'bench-receipt-' || b.g, 'bench-key-' || b.g,
      lower(n.first_en) || '.' || lower(n.last_en) || (b.g % 97) || '@' ||
        (array['example.gr','mail.example.com','agro.example.gr','farm.example.eu'])[1 + b.g % 4],
      case when m.shipping = 'international' then 'en' else 'el' end::locale,
      s.state::order_state, b.items_cents, m.shipping_cents, m.fee_cents,
      round((b.items_cents + m.shipping_cents + m.fee_cents) * 0.24)::int,
      b.items_cents + m.shipping_cents + m.fee_cents + round((b.items_cents + m.shipping_cents + m.fee_cents) * 0.24)::int,
      2400, a.address, a.address, m.shipping, m.payment, b.created_at, b.created_at
    from bench_orders b
    join bench_names n on n.n = b.name_no % 500
    cross join lateral (select
      case when b.pay_roll < 40 then 'cash-on-delivery' when b.pay_roll < 75 then 'card' else 'bank-transfer' end as payment,
      case when b.ship_roll < 70 then 'courier' when b.ship_roll < 90 then 'pickup' else 'international' end as shipping,
      case when b.ship_roll < 70 then 500 when b.ship_roll < 90 then 0 else 2500 end as shipping_cents,
      case when b.pay_roll < 40 then 200 else 0 end as fee_cents) m
    cross join lateral (select case
      when b.recent then (array['pending','processing','processing','ready','shipped'])[1 + b.state_roll % 5]
      when b.state_roll < 850 then 'completed'
      when b.state_roll < 930 then 'canceled'
      when b.state_roll < 950 then 'returned'
      when b.state_roll < 990 then 'shipped'
      else 'pending' end as state) s
    cross join lateral (select jsonb_build_object(
      'firstName', case when b.g % 5 = 0 then n.first_en else n.first_el end,
      'lastName', case when b.g % 5 = 0 then n.last_en else n.last_el end,
      'company', case when b.g % 11 = 0 then 'Αγροτική ' || n.last_el || ' Ο.Ε.' end,
      'address1', 'Οδός ' || (b.g % 300), 'city', 'Λάρισα', 'postalCode', '412 ' || lpad((b.g % 100)::text, 2, '0'),
      'country', case when m.shipping = 'international' then 'DE' else 'GR' end,
      'phone', case b.g % 3
        when 0 then '+30 69' || substr(lpad(b.phone_no::text, 8, '0'), 1, 1) || ' ' || substr(lpad(b.phone_no::text, 8, '0'), 2, 3) || ' ' || substr(lpad(b.phone_no::text, 8, '0'), 5, 4)
        when 1 then '69' || lpad(b.phone_no::text, 8, '0')
        else '69' || substr(lpad(b.phone_no::text, 8, '0'), 1, 1) || '-' || substr(lpad(b.phone_no::text, 8, '0'), 2, 3) || '-' || substr(lpad(b.phone_no::text, 8, '0'), 5, 4) end
      ) as address) a;
  `),
  );
  await db.execute(
    sql.raw(`
    select setval(pg_get_serial_sequence('orders', 'id'), ${count});
    insert into order_items (order_id, sku, mpn, name, brand, quantity, unit_cents, line_cents)
    select o.id, 'TP-' || lpad(part::text, 6, '0'), 'AL' || (100000 + part * 7), 'Ανταλλακτικό ' || part, 'John Deere',
      1 + (o.id + line) % 3, 1000, 1000 * (1 + (o.id + line) % 3)
    from orders o
    cross join lateral generate_series(1, 1 + abs(hashtext(o.id || 'lines')) % 4) line
    cross join lateral (select abs(hashtext(o.id || 'part' || line)) % 20000 as part) p;

    -- A declined card before a tenth of the card payments: the order's payment state is its latest payment's.
    insert into payments (order_id, method, state, amount_cents, failure_code, created_at, updated_at)
    select id, 'card', 'failed', total_cents, 'DECLINED', created_at, created_at
    from orders where payment_method = 'card' and id % 10 = 0;
    insert into payments (order_id, method, state, amount_cents, received_cents, created_at, updated_at)
    select id, payment_method,
      (case
        when state = 'pending' and payment_method = 'card' then (array['created','pending','failed'])[1 + id % 3]
        when state = 'pending' then 'pending'
        when state in ('processing','ready','shipped') and payment_method = 'cash-on-delivery' then 'pending'
        when state = 'canceled' then 'canceled'
        when state = 'returned' then 'refunded'
        else 'approved' end)::payment_state,
      total_cents, 0, created_at, created_at
    from orders;
    drop table bench_orders;
    drop table bench_names;
  `),
  );
  await db.execute(sql`vacuum analyze orders`);
  await db.execute(sql`vacuum analyze order_items`);
  await db.execute(sql`vacuum analyze payments`);
}
