import { findPricesOfCodes, writePrices } from './import-product-repository.ts';
import { type CellProblem, type ImportRules, priceCell, requiredText } from './import-rules.ts';

// A price import: product code → its regular price in this shop. The storefront reads prices
// live (the sale_prices view), so an applied import shows at once.

interface PriceValue {
  code: string;
  amount: number;
}
interface KnownPrice {
  productId: number;
  amount: number | null;
}
export interface PriceChange {
  productId: number;
  code: string;
  before: number | null;
  amount: number;
}

/** The audit row's account of price changes: how many, and the first few as before → after. */
export function priceChangesSummary(changes: readonly PriceChange[]): unknown {
  return {
    priceChanges: changes.length,
    sample: changes.slice(0, 20).map((c) => ({ code: c.code, before: c.before, after: c.amount })),
  };
}

export const priceImport: ImportRules<PriceValue, Map<string, KnownPrice>, PriceChange> = {
  parse(cells) {
    const problems: CellProblem[] = [];
    const code = requiredText(cells, 'code', problems);
    const amount = priceCell(cells, 'price', problems);
    return problems.length ? { problems } : { value: { code, amount } };
  },
  uniqueKeys: (value) => [{ column: 'code', key: value.code }],
  async lookup(db, shop, values) {
    const rows = await findPricesOfCodes(
      db,
      shop,
      values.map((v) => v.code),
    );
    return new Map(rows.map((row) => [row.code, { productId: row.id, amount: row.amount }]));
  },
  classify(value, known) {
    const product = known.get(value.code);
    if (!product) return { outcome: 'error', problems: [{ column: 'code', problem: 'unknownCode' }] };
    if (product.amount === value.amount) return { outcome: 'unchanged' };
    const change = {
      productId: product.productId,
      code: value.code,
      before: product.amount,
      amount: value.amount,
    };
    return { outcome: product.amount === null ? 'create' : 'change', change };
  },
  write: (trx, shop, changes) => writePrices(trx, shop, changes),
  auditOf: priceChangesSummary,
};
