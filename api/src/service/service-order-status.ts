import { type ShopCode, shops } from 'shared-domain';
import { type ServiceOrderStatus, serviceStatuses } from 'shared-domain/contracts';
import { isoWithOffset } from 'shared-domain/shop-clock.ts';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import {
  centreNameOf,
  colourNameOf,
  findServiceOrderByNumber,
  type ServiceOrderRow,
  selectServiceHistory,
  selectServiceOrderOperations,
} from './service-order-repository.ts';
import { serviceTexts } from './service-texts.ts';

/** Longest number the lookups consider; anything longer cannot be one (SV-2026-000123). */
const NUMBER_MAX_LENGTH = 20;

/**
 * The order a customer names by its number and e-mail. A wrong number and a wrong e-mail answer
 * the same 404, so the status page cannot be used to learn which numbers exist.
 */
export async function findCustomersServiceOrder(
  db: Db,
  shop: ShopCode,
  query: { number: string; email: string },
  options: { lock?: boolean } = {},
): Promise<ServiceOrderRow> {
  const number = query.number.trim().toUpperCase();
  const row =
    number.length > 0 && number.length <= NUMBER_MAX_LENGTH
      ? await findServiceOrderByNumber(db, shop, number, options)
      : undefined;
  if (!row || row.email.toLowerCase() !== query.email.trim().toLowerCase())
    throw notFound('service_order_not_found', serviceTexts[shop].orderNotFound);
  return row;
}

export async function getServiceOrderStatus(
  db: Db,
  shop: ShopCode,
  query: { number: string; email: string },
): Promise<ServiceOrderStatus> {
  return serviceOrderStatusOf(db, shop, await findCustomersServiceOrder(db, shop, query));
}

/** A changed price after the diagnosis; a quote equal to the booked price needs no approval. */
export function pendingOrApprovedQuote(row: ServiceOrderRow): number | null {
  return row.quote_price !== null && row.quote_price !== row.booked_price ? row.quote_price : null;
}

export function currentPriceOf(row: ServiceOrderRow): number {
  return pendingOrApprovedQuote(row) ?? row.booked_price;
}

/** Whether the customer has a changed quote to approve. */
export function isQuotePending(row: ServiceOrderRow): boolean {
  return row.status === 'diagnosed' && pendingOrApprovedQuote(row) !== null && row.quote_approved_at === null;
}

/** All characters but the last 4 masked: enough for the customer to recognise their device. */
export function maskIdentifier(identifier: string): string {
  const shown = Math.min(4, identifier.length);
  return '•'.repeat(identifier.length - shown) + identifier.slice(identifier.length - shown);
}

export async function serviceOrderStatusOf(
  db: Db,
  shop: ShopCode,
  row: ServiceOrderRow,
): Promise<ServiceOrderStatus> {
  const [operations, history, colour, centre] = await Promise.all([
    selectServiceOrderOperations(db, row.id),
    selectServiceHistory(db, row.id),
    colourNameOf(db, shop, row.model_colour_id),
    centreNameOf(db, row.centre_id),
  ]);
  const currency = row.currency as ServiceOrderStatus['bookedPrice']['currency'];
  const { timeZone } = shops[shop];
  // The first time each step was reached; a step still ahead (or skipped by a cancellation) has none.
  const reached = new Map<string, Date>();
  for (const entry of history) if (!reached.has(entry.status)) reached.set(entry.status, entry.created_at);
  const quotePrice = pendingOrApprovedQuote(row);
  return {
    number: row.number,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    device: { model_id: row.model_id, colour_id: row.model_colour_id, name: row.device_name, colour },
    identifier: maskIdentifier(row.identifier),
    operations: operations.map((operation) => ({
      name: operation.name,
      price: { amount: operation.price, currency },
    })),
    handover: row.handover,
    centre,
    timeslot:
      row.timeslot_from && row.timeslot_to
        ? { from: isoWithOffset(row.timeslot_from, timeZone), to: isoWithOffset(row.timeslot_to, timeZone) }
        : null,
    bookedPrice: { amount: row.booked_price, currency },
    currentPrice: { amount: currentPriceOf(row), currency },
    quote:
      quotePrice === null
        ? null
        : {
            price: { amount: quotePrice, currency },
            note: row.quote_note,
            approved: row.quote_approved_at !== null,
          },
    timeline: serviceStatuses.map((status) => ({ status, at: reached.get(status)?.toISOString() ?? null })),
  };
}
