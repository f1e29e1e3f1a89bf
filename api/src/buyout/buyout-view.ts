import type { BuyoutData, ShopCode } from 'shared-domain';
import type { Db, StoredDevice } from '../platform/db/schema.ts';
import { type BuyoutRow, selectHistory, type TimelineRow } from './buyout-repository.ts';
import { type Device, findDevice } from './device-repository.ts';

/** A saved buyout as review mode, tracking and staff read it. */
export async function buyoutDataOf(db: Db, shop: ShopCode, row: BuyoutRow): Promise<BuyoutData> {
  const device = await deviceOf(db, shop, row);
  const timeline = await selectHistory(db, row.id);
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    created_at: row.created_at.toISOString(),
    product_type_choice: device.productType,
    manufacturer_choice: device.manufacturer,
    product_model_choice: device.model,
    product_color_choice: device.colour,
    appraisal_result: row.appraisal_result,
    device_conditions: row.questions,
    conditions_appraisal_result: row.answers,
    version: row.price_list_version,
    minimal_buyout_price: row.minimal_price,
    price: row.price,
    currency: row.currency,
    customer_data: row.customer_data,
    pickup_address: row.pickup_address,
    buyout_device: deviceFactsOf(row.device),
    timeline: timelineOf(timeline),
  };
}

/** The device as the seller described it; buyouts sold before the form asked have no date or condition. */
export function deviceFactsOf(device: StoredDevice): BuyoutData['buyout_device'] {
  return {
    imei: device.imei,
    serial_number: device.serial_number,
    purchase_date: device.purchase_date ?? null,
    condition: device.condition ?? null,
    note: device.note,
  };
}

export async function deviceOf(db: Db, shop: ShopCode, row: BuyoutRow): Promise<Device> {
  const device = await findDevice(db, shop, row.model_colour_id);
  // The foreign key keeps the colour; its texts of the shop exist for every seeded or created colour.
  if (!device) throw new Error(`Buyout ${row.id} names colour ${row.model_colour_id} without texts`);
  return device;
}

export function timelineOf(rows: TimelineRow[]) {
  return rows.map((entry) => ({ status: entry.status, at: entry.at.toISOString(), note: entry.note }));
}
