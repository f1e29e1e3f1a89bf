import type { ShopCode } from 'shared-domain';
import type { ServiceOperationKind, Timeslot } from 'shared-domain/contracts';
import { timeslotsOf } from '../checkout/timeslots.ts';
import type { Db } from '../platform/db/schema.ts';
import { SERVICE_API } from './selector-routes.ts';

// Fixtures of the service order tests. They bring their own operations when the seed has none for
// the model, so the booking is tested on rows it knows (prices included) whatever the catalogue holds.

export const ORDERS_URL = `${SERVICE_API}/orders/`;
export const VALID_IMEI = '352099111234569';
export const VALID_SERIAL = 'F2LXK3ABC123';

export interface TestDevice {
  modelId: number;
  colourId: number;
  operations: { id: number; priceCzk: number; priceRon: number }[];
}

const fixtureOperations: { kind: ServiceOperationKind; czk: number; ron: number }[] = [
  { kind: 'display', czk: 349_000, ron: 69_900 },
  { kind: 'battery', czk: 149_000, ron: 29_900 },
];

/** A model with at least two active operations (the seeded ones, else inserted here) and a colour. */
export async function serviceDevice(db: Db, modelSeoName: string): Promise<TestDevice> {
  const model = await db
    .selectFrom('models')
    .select('id')
    .where('seo_name', '=', modelSeoName)
    .executeTakeFirstOrThrow();
  const colour = await db
    .selectFrom('model_colours')
    .select('id')
    .where('model_id', '=', model.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  for (const operation of fixtureOperations) {
    for (const shop of ['cz', 'ro'] as const)
      await db
        .insertInto('service_operation_texts')
        .values({ kind: operation.kind, shop, name: `${operation.kind} ${shop}`, description: '' })
        .onConflict((oc) => oc.columns(['kind', 'shop']).doNothing())
        .execute();
    await db
      .insertInto('service_operations')
      .values({
        code: `test-${modelSeoName}-${operation.kind}`.replace(/[^a-z0-9-]/g, ''),
        model_id: model.id,
        kind: operation.kind,
        price_czk: operation.czk,
        price_ron: operation.ron,
        duration_minutes: 60,
        parts_availability: 'in_stock',
        parts_days: null,
        position: 100,
      })
      .onConflict((oc) => oc.columns(['model_id', 'kind']).doNothing())
      .execute();
  }
  const operations = await db
    .selectFrom('service_operations')
    .select(['id', 'price_czk', 'price_ron'])
    .where('model_id', '=', model.id)
    .where('is_active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .limit(2)
    .execute();
  return {
    modelId: model.id,
    colourId: colour.id,
    operations: operations.map((row) => ({ id: row.id, priceCzk: row.price_czk, priceRon: row.price_ron })),
  };
}

/**
 * The shop's first service centre, opened every day from 08:00 to 20:00 in this test database, so
 * it has hand-over windows whatever day and hour the tests run; and its last offered window (the
 * first ones may fall inside the lead time while a test runs).
 */
export async function serviceCentre(db: Db, shop: ShopCode): Promise<{ id: number; timeslot: Timeslot }> {
  const centre = await db
    .selectFrom('stores')
    .select('id')
    .where('shop', '=', shop)
    .where('kind', '=', 'service_centre')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const openingHours = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({
    day,
    opens: '08:00',
    closes: '20:00',
  }));
  await db
    .updateTable('stores')
    .set({ opening_hours: JSON.stringify(openingHours) })
    .where('id', '=', centre.id)
    .execute();
  const slots = timeslotsOf(shop, openingHours, new Date());
  return { id: centre.id, timeslot: slots.at(-1)! };
}

export const customerOf: Record<ShopCode, { phone: string; postcode: string }> = {
  cz: { phone: '777 123 456', postcode: '12000' },
  ro: { phone: '0722 123 456', postcode: '020451' },
};

/** A valid booking at the centre with both operations; `overrides` replace top-level fields. */
export function bookingBody(
  shop: ShopCode,
  device: TestDevice,
  centre: { id: number; timeslot: Timeslot },
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    model_id: device.modelId,
    colour_id: device.colourId,
    operation_ids: device.operations.map((operation) => operation.id),
    handover: 'centre',
    centre_id: centre.id,
    timeslot: centre.timeslot,
    first_name: 'Eva',
    last_name: 'Malá',
    email: `eva.mala.${shop}@example.com`,
    phone: customerOf[shop].phone,
    identifier_kind: 'imei',
    imei: VALID_IMEI,
    fault_description: 'Displej po pádu nereaguje na dotyk.',
    consent_terms: true,
    ...overrides,
  };
}

export function priceOf(device: TestDevice, shop: ShopCode): number {
  return device.operations.reduce(
    (sum, operation) => sum + (shop === 'cz' ? operation.priceCzk : operation.priceRon),
    0,
  );
}
