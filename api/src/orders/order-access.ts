import type { Selectable } from 'kysely';
import type { ShopCode } from 'shared-domain';
import { orderNumberPattern } from 'shared-domain/contracts';
import type { Db, OrdersTable } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { findOrderByNumber } from './order-repository.ts';
import { orderTexts } from './order-texts.ts';
import { orderTokenMatches } from './order-tokens.ts';

// Who may open an order: the holder of its access token (links in e-mails and the thank-you
// page), whoever knows its number and e-mail (the status form), or the signed-in customer it
// belongs to. One answer (404) for "no such order" and "not yours", so numbers cannot be probed.

export type OrderRow = Selectable<OrdersTable>;

export type OrderProof = { token: string } | { email: string } | { userId: number };

export function invalidOrder(shop: ShopCode): AppError {
  return new AppError('validation', 'invalid_order', 400, orderTexts[shop].invalidOrder);
}

export function orderNotFound(shop: ShopCode): AppError {
  return new AppError('not_found', 'order_not_found', 404, orderTexts[shop].orderNotFound);
}

/** The order the proof opens; 400 `invalid_order` for a malformed number, else 404 `order_not_found`. */
export async function openOrder(
  db: Db,
  shop: ShopCode,
  number: string,
  proof: OrderProof,
): Promise<OrderRow> {
  if (!orderNumberPattern.test(number)) throw invalidOrder(shop);
  const order = await findOrderByNumber(db, shop, number);
  if (!order || !proves(order, proof)) throw orderNotFound(shop);
  return order;
}

function proves(order: OrderRow, proof: OrderProof): boolean {
  if ('token' in proof) return orderTokenMatches(proof.token, order.access_token_hash);
  if ('email' in proof)
    return !!order.email && order.email.toLowerCase() === proof.email.trim().toLowerCase();
  return order.user_id === proof.userId;
}

/** A token from the query string, when there is one. */
export function tokenProof(value: unknown): { token: string } {
  return { token: typeof value === 'string' ? value : '' };
}
