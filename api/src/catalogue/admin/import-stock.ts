import { type CellProblem, type ImportRules, integerCell, requiredText } from './import-rules.ts';
import {
  findProductIdsOfCodes,
  findStockLevels,
  findStoresOfShop,
  writeStockLevels,
} from './import-stock-repository.ts';

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
      findProductIdsOfCodes(
        db,
        values.map((v) => v.code),
      ),
      findStoresOfShop(db, shop),
    ]);
    const productIds = new Map(products.map((p) => [p.code, p.id]));
    const storeIds = new Map(stores.map((s) => [s.code, s.id]));
    const held = products.length
      ? await findStockLevels(
          db,
          products.map((p) => p.id),
          stores.map((s) => s.id),
        )
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
  write: (trx, _shop, changes) => writeStockLevels(trx, changes),
};
