import type { DataSource, EntityManager } from 'typeorm';
import { DEMO_ORDERS, DEMO_PRODUCTS, type DemoOrder } from '@petcora/demo-data';

export interface StoreSeedResult {
  productsInserted: number;
  ordersInserted: number;
}

/**
 * Seeds the demo catalogue and orders by their fixed ids. Idempotent: rows that exist are left as they are
 * (ON CONFLICT DO NOTHING), and an order's lines are written only together with the order, in one transaction.
 */
export async function seedStoreDemoData(dataSource: DataSource): Promise<StoreSeedResult> {
  return dataSource.transaction(async (manager) => {
    const productsInserted = await insertDemoProducts(manager);
    let ordersInserted = 0;
    for (const order of DEMO_ORDERS) {
      if (await insertDemoOrder(manager, order)) ordersInserted += 1;
    }
    return { productsInserted, ordersInserted };
  });
}

async function insertDemoProducts(manager: EntityManager): Promise<number> {
  const columns = 11;
  const values: unknown[] = [];
  const rows = DEMO_PRODUCTS.map((p, i) => {
    values.push(
      p.id,
      p.name,
      p.description,
      p.price,
      p.imageUrl,
      p.category,
      p.petType,
      p.featured,
      p.isNew,
      p.isBestseller,
      JSON.stringify({ features: p.features }),
    );
    const params = Array.from({ length: columns }, (_, k) => `$${i * columns + k + 1}`);
    params[columns - 1] += '::jsonb';
    return `(${params.join(', ')})`;
  });
  const inserted: { id: string }[] = await manager.query(
    `INSERT INTO products (id, name, description, price, image_url, category, pet_type, featured, is_new, is_bestseller, attributes)
     VALUES ${rows.join(', ')}
     ON CONFLICT (id) DO NOTHING
     RETURNING id`,
    values,
  );
  return inserted.length;
}

/** Returns false when the order already existed (its lines are then left alone too). */
async function insertDemoOrder(manager: EntityManager, order: DemoOrder): Promise<boolean> {
  const inserted: { id: string }[] = await manager.query(
    `INSERT INTO orders (id, user_id, order_date, status, shipping_address, shipping_city, shipping_state, shipping_zip, shipping_country, created_at, updated_at)
     VALUES ($1, $2, now() - make_interval(days => $3), $4, $5, $6, $7, $8, $9, now() - make_interval(days => $3), now() - make_interval(days => $3))
     ON CONFLICT (id) DO NOTHING
     RETURNING id`,
    [
      order.id,
      order.userId,
      order.daysAgo,
      order.status,
      order.shippingAddress,
      order.shippingCity,
      order.shippingState,
      order.shippingZip,
      order.shippingCountry,
    ],
  );
  if (inserted.length === 0) return false;

  // Line prices come from the product as stored; the order total is their sum. Lines are a millisecond apart so
  // they list in the order written.
  await manager.query(
    `INSERT INTO order_items (order_id, product_id, quantity, price, created_at)
     SELECT $1, p.id, line.quantity, p.price, now() - make_interval(days => $4) + line.position * interval '1 millisecond'
     FROM unnest($2::uuid[], $3::int[]) WITH ORDINALITY AS line(product_id, quantity, position)
     JOIN products p ON p.id = line.product_id
     ORDER BY line.position`,
    [order.id, order.items.map((i) => i.productId), order.items.map((i) => i.quantity), order.daysAgo],
  );
  await manager.query(
    `UPDATE orders SET total = (SELECT COALESCE(SUM(price * quantity - discount), 0) FROM order_items WHERE order_id = $1) WHERE id = $1`,
    [order.id],
  );
  return true;
}
