import {
  type CellProblem,
  chunks,
  IMPORT_BATCH_ROWS,
  type ImportRules,
  integerCell,
  requiredText,
} from './import-rules.ts';

// A stock import: product code × store code → the pieces there (the store must be this shop's).

interface StockValue {
  code: string;
  store: string;
  quantity: number;
}
interface StockLookup {
  productIds: Map<string, number>;
  storeIds: Map<string, number>;
  /** `productId:storeId` → quantity held now. */
  quantities: Map<string, number>;
}
interface StockChange {
  productId: number;
  storeId: number;
  quantity: number;
}

const MAX_QUANTITY = 1_000_000;

export const stockImport: ImportRules<StockValue, StockLookup, StockChange> = {
  parse(cells) {
    const problems: CellProblem[] = [];
    const code = requiredText(cells, 'code', problems);
    const store = requiredText(cells, 'store', problems);
    const quantity = integerCell(
      cells,
      'quantity',
      { min: 0, max: MAX_QUANTITY, problem: 'notQuantity', required: true },
      problems,
    );
    return problems.length ? { problems } : { value: { code, store, quantity: quantity ?? 0 } };
  },
  uniqueKeys: (value) => [{ column: 'store', key: `${value.code}\u0000${value.store}` }],
  async lookup(db, shop, values) {
    const [products, stores] = await Promise.all([
      db
        .selectFrom('products')
        .where(
          'code',
          'in',
          values.map((v) => v.code),
        )
        .select(['id', 'code'])
        .execute(),
      db.selectFrom('stores').where('shop', '=', shop).select(['id', 'code']).execute(),
    ]);
    const productIds = new Map(products.map((p) => [p.code, p.id]));
    const storeIds = new Map(stores.map((s) => [s.code, s.id]));
    const held = products.length
      ? await db
          .selectFrom('stock')
          .where(
            'product_id',
            'in',
            products.map((p) => p.id),
          )
          .where(
            'store_id',
            'in',
            stores.map((s) => s.id),
          )
          .select(['product_id', 'store_id', 'quantity'])
          .execute()
      : [];
    const quantities = new Map(held.map((s) => [`${s.product_id}:${s.store_id}`, s.quantity]));
    return { productIds, storeIds, quantities };
  },
  classify(value, lookup) {
    const problems: CellProblem[] = [];
    const productId = lookup.productIds.get(value.code);
    const storeId = lookup.storeIds.get(value.store);
    if (productId === undefined) problems.push({ column: 'code', problem: 'unknownCode' });
    if (storeId === undefined) problems.push({ column: 'store', problem: 'unknownStore' });
    if (productId === undefined || storeId === undefined) return { outcome: 'error', problems };
    const now = lookup.quantities.get(`${productId}:${storeId}`);
    if (now === value.quantity) return { outcome: 'unchanged' };
    return {
      outcome: now === undefined ? 'create' : 'change',
      change: { productId, storeId, quantity: value.quantity },
    };
  },
  async write(trx, _shop, changes) {
    for (const run of chunks(changes, IMPORT_BATCH_ROWS))
      await trx
        .insertInto('stock')
        .values(run.map((c) => ({ product_id: c.productId, store_id: c.storeId, quantity: c.quantity })))
        .onConflict((conflict) =>
          conflict
            .columns(['product_id', 'store_id'])
            .doUpdateSet((eb) => ({ quantity: eb.ref('excluded.quantity') })),
        )
        .execute();
  },
};
