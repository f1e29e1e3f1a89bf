import type { ProductGridRow } from 'shared-domain';

// A grid row is a product (variant), but categories belong to its master product: the row's key
// carries both, so a selection spanning several pages still names its master products.

export function productRowKey(row: Pick<ProductGridRow, 'id' | 'masterProductId'>): string {
  return `${row.masterProductId}/${row.id}`;
}

/** The distinct master products of selected row keys. */
export function masterProductIdsOf(keys: readonly string[]): number[] {
  const ids = keys.map((key) => Number(key.split('/')[0])).filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}
