import { type Kysely, sql } from 'kysely';

// The staff orders grid over a million orders (issue 17): its counts stop at a cap, and these
// indexes let each count and each sorted page read an index instead of the table.
// - The filter columns together, so a count by status, payment status, delivery type or store is
//   an index-only scan (the low-cardinality columns first: staff filter by status most).
// - Stores apart, for orders picked up in a store: without a status the index above would be
//   read whole to find one store's orders.
// - The total, for the grid's sort by price: the first page is the index's end, not a sort.
const statements = [
  `create index orders_grid_filters_idx on orders (shop, status, payment_status, delivery_type, store_id, created_at)`,
  `create index orders_grid_store_idx on orders (shop, store_id, delivery_type, created_at)
    where store_id is not null`,
  'create index orders_grid_total_idx on orders (shop, total_amount)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
