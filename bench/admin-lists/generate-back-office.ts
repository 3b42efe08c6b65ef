import type pg from 'pg'

/**
 * A back office at the scale of the owner: products (× 4 variants, 1 in 20 a draft),
 * customers, orders with 2 lines each over the past 400 days, contact messages, newsletter
 * subscribers, discount codes and an audit log of admin writes, written
 * with set-based SQL (generate_series) in seconds rather than through the app.
 */
export interface BackOfficeSize {
  products: number
  users: number
  orders: number
  messages: number
  subscribers: number
  discounts: number
  auditEntries: number
}

const STATEMENTS = (size: BackOfficeSize): string[] => [
  `insert into products (name, description, price_cents, images, category, brand, collections, material, gender, status, created_at, updated_at)
   select
     (array['Classic','Relaxed','Slim','Vintage','Essential','Heavyweight','Linen','Organic'])[1 + i % 8] || ' ' ||
       (array['Tee','Shirt','Jeans','Hoodie','Jacket','Chinos','Sweater','Shorts'])[1 + (i / 8) % 8] || ' ' || i,
     'A generated product, number ' || i || '.',
     1000 + (i * 37) % 15000,
     '[]'::jsonb,
     (array['Top Wear','Bottom Wear'])[1 + i % 2],
     (array['Northwind','Summit','Riverside','Benchwear','Atlas'])[1 + i % 5],
     (array['Summer Essentials','Denim Edit','Winter Edit',''])[1 + i % 4],
     (array['Cotton','Linen','Denim','Wool'])[1 + i % 4],
     (array['Men','Women','Unisex'])[1 + i % 3],
     case when i % 20 = 0 then 'draft' else 'active' end,
     now() - make_interval(mins => i * 50),
     now() - make_interval(mins => i * 50)
   from generate_series(1, ${String(size.products)}) i`,
  `insert into product_variants (product_id, position, size, color, sku, count_in_stock)
   select p.id, s.n - 1, (array['S','M','L','XL'])[s.n],
     (array['Black','White','Navy','Olive'])[1 + abs(hashtext(p.id::text)) % 4],
     'SKU-' || upper(substr(replace(p.id::text, '-', ''), 1, 12)) || '-' || s.n,
     abs(hashtext(p.id::text || s.n)) % 40
   from products p cross join generate_series(1, 4) s(n)`,
  `insert into users (name, email, password_hash, role, created_at, updated_at)
   select
     (array['Ada','Grace','Alan','Linus','Mia','Leo','Ana','Zoe'])[1 + i % 8] || ' ' ||
       (array['Lovelace','Hopper','Turing','Park','Silva','Wong'])[1 + i % 6] || ' ' || i,
     'customer' || i || '@example.test',
     'not-a-hash',
     case when i % 500 = 0 then 'admin' else 'customer' end,
     now() - make_interval(hours => i * 2),
     now() - make_interval(hours => i * 2)
   from generate_series(1, ${String(size.users)}) i`,
  `insert into orders (user_id, shipping_address, shipping_option, payment_method, payment_provider,
     payment_order_id, payment_capture_id, subtotal_cents, shipping_cents, total_cents, is_paid, paid_at,
     is_delivered, delivered_at, status, created_at, updated_at)
   select u.id,
     jsonb_build_object('firstName', (array['Rosa','Ken','Ines','Omar','Yuki'])[1 + i % 5],
       'lastName', (array['Parks','Thompson','Garcia','Haddad','Sato'])[1 + (i / 5) % 5] || i,
       'address', '1 Main Street', 'city', 'Springfield', 'state', 'IL', 'postalCode', '62701',
       'country', 'USA', 'phone', '+1 555 0100'),
     '{"id":"standard","label":"Standard","costCents":500,"estimatedDays":5}'::jsonb,
     'PayPal', 'demo', 'BENCH-' || i, 'BENCH-CAPTURE-' || i,
     2000 + (i * 53) % 20000, 500, 2500 + (i * 53) % 20000, true, o.created_at,
     o.status = 'Delivered', case when o.status = 'Delivered' then o.created_at end,
     o.status, o.created_at, o.created_at
   from generate_series(1, ${String(size.orders)}) i
   cross join lateral (select
     now() - make_interval(secs => i * (400 * 86400 / ${String(size.orders)})) as created_at,
     (array['Delivered','Delivered','Shipped','Processing','Cancelled','Delivered'])[1 + i % 6] as status) o
   left join (select id, row_number() over (order by created_at) as rn from users) u
     on u.rn = 1 + i % ${String(size.users)} and i % 10 <> 0`,
  `insert into order_items (order_id, product_id, position, name, image, price_cents, size, color, quantity)
   select o.id, p.id, k - 1, p.name, '/uploads/bench.webp', p.price_cents, 'M', 'Black', 1 + k % 2
   from (select id, row_number() over (order by created_at) as rn from orders) o
   cross join generate_series(1, 2) k
   join (select id, name, price_cents, row_number() over (order by created_at) as rn from products) p
     on p.rn = 1 + (o.rn * 7 + k) % ${String(size.products)}`,
  `insert into contact_messages (name, email, message, created_at)
   select 'Writer ' || i, 'writer' || i || '@example.test',
     'Message number ' || i || ' about ' || (array['sizes','a parcel','returns','a colour'])[1 + i % 4] || '.',
     now() - make_interval(hours => i)
   from generate_series(1, ${String(size.messages)}) i`,
  `insert into newsletter_subscribers (email, created_at)
   select 'reader' || i || '@example.test', now() - make_interval(mins => i * 20)
   from generate_series(1, ${String(size.subscribers)}) i`,
  `insert into discount_codes (code, type, value, active, created_at, updated_at)
   select 'CODE' || i, 'percent', 500 + (i % 20) * 100, i % 7 <> 0,
     now() - make_interval(hours => i * 5), now() - make_interval(hours => i * 5)
   from generate_series(1, ${String(size.discounts)}) i`,
  `insert into audit_entries (actor_id, actor_email, action, entity_type, entity_id, entity_label, changes, created_at)
   select a.id, a.email,
     (array['product.update','product.update','order.status','user.role','discount.update'])[1 + i % 5],
     (array['product','product','order','user','discount'])[1 + i % 5],
     p.id::text, p.name,
     jsonb_build_object('price', jsonb_build_object('from', 20 + i % 30, 'to', 25 + i % 30)),
     now() - make_interval(mins => i * 5)
   from generate_series(1, ${String(size.auditEntries)}) i
   join (select id, email, row_number() over (order by created_at) as rn from users where role = 'admin') a
     on a.rn = 1 + i % 10
   join (select id, name, row_number() over (order by created_at) as rn from products) p
     on p.rn = 1 + (i * 13) % ${String(size.products)}`,
  'analyze',
]

/** Fills an empty, migrated database; answers how long it took. */
export async function generateBackOffice(client: pg.Client, size: BackOfficeSize): Promise<number> {
  const started = performance.now()
  for (const statement of STATEMENTS(size)) await client.query(statement)
  return performance.now() - started
}
