import type { PickingList, PickingOrder, PickingWalkStop, ShopCode } from 'shared-domain';
import { pickingProblemStatuses } from 'shared-domain/contracts/staff.ts';
import { deliveryRuleOf } from '../../checkout/delivery-methods.ts';
import type { Db } from '../../platform/db/schema.ts';
import { CodedError } from '../../platform/errors.ts';
import {
  type PickableOrderRow,
  type SalesStore,
  salesStoresOf,
  selectPickableOrders,
  storesWithOrdersToPick,
} from './pickable-orders-repository.ts';
import { type ProductAtStore, selectPiecesAtStore, selectProductsAtStore } from './picking-lines.ts';

export interface PickingStore {
  store: SalesStore;
  /** Where the pieces of orders placed before stock takes were kept lie. */
  firstStoreId: number;
}

/**
 * The store a picking list is for: the one asked for (a sales store of the shop), else the first
 * sales store with orders waiting to be picked, else the first sales store.
 */
export async function pickingStoreOf(db: Db, shop: ShopCode, storeId?: number): Promise<PickingStore> {
  const stores = await salesStoresOf(db, shop);
  const first = stores[0];
  if (!first) throw new CodedError('not_found', 'store_not_found', 404);
  if (storeId !== undefined) {
    const store = stores.find((candidate) => candidate.id === storeId);
    if (!store) throw new CodedError('not_found', 'store_not_found', 404);
    return { store, firstStoreId: first.id };
  }
  const busy = new Set(await storesWithOrdersToPick(db, shop, first.id));
  return { store: stores.find((store) => busy.has(store.id)) ?? first, firstStoreId: first.id };
}

/** The store's picking list: its orders with their lines, and one walk over the shelves for those to pick. */
export async function pickingListOf(db: Db, shop: ShopCode, storeId?: number): Promise<PickingList> {
  const { store, firstStoreId } = await pickingStoreOf(db, shop, storeId);
  const rows = await selectPickableOrders(db, shop, store.id, firstStoreId);
  const orders = await withLines(db, shop, rows, store.id);
  return { storeId: store.id, storeName: store.name, orders, walk: walkOf(orders) };
}

/** The picking orders of the rows, each with its lines at the store. */
export async function withLines(
  db: Db,
  shop: ShopCode,
  rows: readonly PickableOrderRow[],
  storeId: number,
): Promise<PickingOrder[]> {
  const pieces = await selectPiecesAtStore(
    db,
    rows.map((row) => row.id),
    storeId,
  );
  const products = await selectProductsAtStore(
    db,
    shop,
    pieces.map((piece) => piece.productId),
    storeId,
  );
  return rows.map((row) => {
    const lines = pieces
      .filter((piece) => piece.orderId === row.id)
      .flatMap((piece) => {
        const product = products.get(piece.productId);
        return product ? [{ ...product, quantity: piece.quantity }] : [];
      })
      .sort(byShelf);
    return pickingOrderOf(shop, row, lines);
  });
}

function pickingOrderOf(shop: ShopCode, row: PickableOrderRow, lines: PickingOrder['lines']): PickingOrder {
  const status = row.status ?? 'waiting';
  const deliveryType = row.deliveryType ?? 'courier';
  return {
    orderNumber: row.number,
    status,
    deliveryType,
    carrier: deliveryRuleOf(shop, deliveryType)?.carrier ?? '',
    createdAt: row.createdAt.toISOString(),
    crate: row.crateCode && row.crateName ? { code: row.crateCode, name: row.crateName } : null,
    reason: row.reason,
    blocked: (pickingProblemStatuses as readonly string[]).includes(status),
    picker: row.pickerFirstName === null ? null : `${row.pickerFirstName} ${row.pickerLastName ?? ''}`.trim(),
    lines,
  };
}

/**
 * One walk for all orders waiting or being picked: their lines merged per product, in shelf
 * order (lines without a shelf last), each stop naming the orders that need it.
 */
export function walkOf(orders: readonly PickingOrder[]): PickingWalkStop[] {
  const stops = new Map<number, PickingWalkStop>();
  for (const order of orders) {
    if (order.status !== 'waiting' && order.status !== 'in_progress') continue;
    for (const line of order.lines) {
      const stop = stops.get(line.productId) ?? { ...line, quantity: 0, orders: [] };
      stop.quantity += line.quantity;
      stop.orders.push({ orderNumber: order.orderNumber, quantity: line.quantity });
      stops.set(line.productId, stop);
    }
  }
  return [...stops.values()].sort(byShelf);
}

function byShelf(a: ProductAtStore, b: ProductAtStore): number {
  if (a.location !== b.location) {
    if (a.location === null) return 1;
    if (b.location === null) return -1;
    return a.location < b.location ? -1 : 1;
  }
  return a.name.localeCompare(b.name) || a.productId - b.productId;
}
