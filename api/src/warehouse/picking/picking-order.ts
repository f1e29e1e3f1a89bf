import type { PickingOrder, PickingStatus, ShopCode } from 'shared-domain';
import { orderNumberPattern } from 'shared-domain/contracts';
import { sumOrderedPieces } from '../../orders/stock-reservation-repository.ts';
import type { Db } from '../../platform/db/schema.ts';
import { CodedError } from '../../platform/errors.ts';
import { salesStoresOf, selectPickableOrders } from './pickable-orders-repository.ts';
import { withLines } from './picking-list.ts';
import {
  findOrderStore,
  findPickableOrder,
  lockOrderByNumber,
  lockPickingRow,
  selectStockTakesOfOrder,
} from './picking-repository.ts';

/** An order being picked, locked for the change: its picking state and the store it is picked in. */
export interface LockedPickingOrder {
  id: number;
  number: string;
  status: PickingStatus;
  crateId: number | null;
  storeId: number;
  firstStoreId: number;
}

/** Pieces of the order in one store. */
export interface StorePieces {
  productId: number;
  storeId: number;
  quantity: number;
}

export const pickingOrderNotFound = () => new CodedError('not_found', 'picking_order_not_found', 404);
export const pickingNotAllowed = () => new CodedError('conflict', 'picking_not_allowed', 409);

/**
 * The order of the shop by its number, locked, with its picking state. 404 when the shop has no
 * such order; 409 when it is not for picking (cancelled, shipped, packed, or unpaid).
 */
export async function lockPickingOrder(trx: Db, shop: ShopCode, number: string): Promise<LockedPickingOrder> {
  if (!orderNumberPattern.test(number)) throw pickingOrderNotFound();
  const order = await lockOrderByNumber(trx, shop, number);
  if (!order) throw pickingOrderNotFound();
  const pickable = await findPickableOrder(trx, shop, order.id);
  if (!pickable) throw pickingNotAllowed();
  const picking = await lockPickingRow(trx, order.id);
  const stores = await salesStoresOf(trx, shop);
  const firstStoreId = stores[0]?.id;
  if (firstStoreId === undefined) throw pickingNotAllowed();
  const pieces = await piecesOfOrder(trx, order.id, firstStoreId);
  return {
    id: order.id,
    number: order.number,
    status: picking?.status ?? 'waiting',
    crateId: picking?.crate_id ?? null,
    storeId: picking?.store_id ?? mainStoreOf(pieces, firstStoreId),
    firstStoreId,
  };
}

/**
 * Where the order's pieces are, per product and store: its stock takes, else (an order placed
 * before takes were kept) its lines in its pickup store or the shop's first sales store.
 */
export async function piecesOfOrder(trx: Db, orderId: number, firstStoreId: number): Promise<StorePieces[]> {
  const taken = await selectStockTakesOfOrder(trx, orderId);
  if (taken.length > 0) return taken;
  const order = await findOrderStore(trx, orderId);
  const storeId = order?.store_id ?? firstStoreId;
  const items = await sumOrderedPieces(trx, orderId);
  return items.map((item) => ({ ...item, storeId }));
}

/** The store most of the pieces come from (the lower id on a tie): where the order is picked. */
export function mainStoreOf(pieces: readonly StorePieces[], fallback: number): number {
  const perStore = new Map<number, number>();
  for (const piece of pieces)
    perStore.set(piece.storeId, (perStore.get(piece.storeId) ?? 0) + piece.quantity);
  let best: [number, number] | undefined;
  for (const [storeId, quantity] of [...perStore].sort((a, b) => a[0] - b[0]))
    if (!best || quantity > best[1]) best = [storeId, quantity];
  return best?.[0] ?? fallback;
}

/** The order as the picking list shows it in its store. */
export async function pickingOrderView(
  db: Db,
  shop: ShopCode,
  order: Pick<LockedPickingOrder, 'id' | 'storeId' | 'firstStoreId'>,
): Promise<PickingOrder> {
  const rows = await selectPickableOrders(db, shop, order.storeId, order.firstStoreId, { orderId: order.id });
  const [view] = await withLines(db, shop, rows, order.storeId);
  if (!view) throw pickingOrderNotFound();
  return view;
}
