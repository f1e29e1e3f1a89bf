import type { ShopCode } from 'shared-domain';
import { shops } from 'shared-domain';
import type { Handover } from 'shared-domain/contracts/staff.ts';
import type { Db } from '../../platform/db/schema.ts';
import { selectHandovers, upsertHandover } from './handover-repository.ts';

// A carrier's hand-over of a day: every package given to that carrier that day in one protocol
// the driver signs. Numbered PP-CZ-20261126-PPL: shop, the shop's calendar day, the carrier.

/** The calendar day of a moment in the shop's time zone, as YYYY-MM-DD. */
export function shopDay(shop: ShopCode, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: shops[shop].timeZone }).format(at);
}

/** "Zásilkovna" → "ZASILKOVNA", "FAN Courier" → "FAN-COURIER": letters a label printer knows. */
export function carrierCode(carrier: string): string {
  return carrier
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function handoverNumber(shop: ShopCode, carrier: string, day: string): string {
  return `PP-${shop.toUpperCase()}-${day.replaceAll('-', '')}-${carrierCode(carrier)}`;
}

/** The carrier's hand-over of today, made by the first package handed over to it (one statement). */
export async function joinHandover(
  trx: Db,
  shop: ShopCode,
  carrier: string,
  userId: number,
  now: Date,
): Promise<{ id: number; number: string }> {
  const day = shopDay(shop, now);
  return upsertHandover(trx, { shop, carrier, number: handoverNumber(shop, carrier, day), day, userId });
}

export const HANDOVERS_API = '/api/new/warehouse/handovers';

/** The shop's hand-overs, newest first, with how many packages each holds. */
export async function listHandovers(db: Db, shop: ShopCode, limit = 200): Promise<Handover[]> {
  const rows = await selectHandovers(db, shop, limit);
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    carrier: row.carrier,
    date: row.day,
    packages: Number(row.packages),
    protocolUrl: `${HANDOVERS_API}/${row.id}/protocol.pdf`,
  }));
}
