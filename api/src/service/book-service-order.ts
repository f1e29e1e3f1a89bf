import { type CurrencyCode, type ShopCode, servicePagePath, serviceStatusPath, shops } from 'shared-domain';
import type { ServiceBooked, serviceBookingSchemaFor } from 'shared-domain/contracts';
import type { z } from 'zod';
import { yearIn } from '../buyout/formatting.ts';
import type { Db } from '../platform/db/schema.ts';
import { type IdempotentOutcome, runIdempotent } from '../platform/idempotency.ts';
import { bookedOperations, checkCentre, checkColour, deviceNameOf } from './booking-checks.ts';
import { bookedEmail, formatWindow } from './service-emails.ts';
import type { ServiceOrderDeps } from './service-order-deps.ts';
import { queueServiceEmail } from './service-order-emails.ts';
import { insertServiceHistory, insertServiceOrder, nextServiceNumber } from './service-order-repository.ts';
import { serviceTexts } from './service-texts.ts';

export const BOOKING_SCOPE = 'service.booking';

export type BookingInput = z.output<ReturnType<typeof serviceBookingSchemaFor>>;

export interface BookingCaller {
  userId: number | null;
  sessionId: string | null;
  idempotencyKey: string | undefined;
  fingerprint: string;
}

interface Booked {
  number: string;
  email: string;
  device: string;
  identifier: string;
  operations: { name: string; price: number }[];
  total: number;
  currency: CurrencyCode;
  handover: string;
}

/**
 * Books a repair: checks the operations, colour, centre and window against the database, prices
 * the operations on the server (a price in the body is never read), stores the order with its
 * operations as booked and its first history row, queues the confirmation e-mail with them and
 * answers 201. Once per Idempotency-Key.
 */
export async function bookServiceOrder(
  deps: ServiceOrderDeps,
  input: BookingInput,
  caller: BookingCaller,
  now: Date,
): Promise<IdempotentOutcome<Booked>> {
  const outcome = await runIdempotent(
    deps.db,
    {
      shop: deps.shop,
      scope: BOOKING_SCOPE,
      key: caller.idempotencyKey,
      fingerprint: caller.fingerprint,
      sessionId: caller.sessionId,
      userId: caller.userId,
    },
    async (trx) => {
      const created = await createOrder(trx, deps.shop, input, caller, now);
      await queueConfirmation(trx, deps, created.value);
      return created;
    },
  );
  return outcome;
}

async function createOrder(trx: Db, shop: ShopCode, input: BookingInput, caller: BookingCaller, now: Date) {
  const operations = await bookedOperations(trx, shop, input.model_id, input.operation_ids);
  if (input.colour_id !== undefined) await checkColour(trx, shop, input.model_id, input.colour_id);
  // The schema made sure the hand-over has what it needs; the other hand-over's fields are dropped.
  const centre =
    input.handover === 'centre' ? await checkCentre(trx, shop, input.centre_id!, input.timeslot!, now) : null;
  const pickupAddress = input.handover === 'courier' ? input.pickup_address! : null;
  const identifier = input.identifier_kind === 'imei' ? input.imei! : input.serial_number!;
  const currency = shops[shop].currency;
  const total = operations.reduce((sum, operation) => sum + operation.price, 0);
  const device = await deviceNameOf(trx, input.model_id);
  const number = await nextServiceNumber(trx, shop, yearIn(shop, now));

  const id = await insertServiceOrder(
    trx,
    {
      number,
      shop,
      user_id: caller.userId,
      model_id: input.model_id,
      model_colour_id: input.colour_id ?? null,
      device_name: device,
      identifier_kind: input.identifier_kind,
      identifier,
      fault_description: input.fault_description,
      handover: input.handover,
      centre_id: centre?.id ?? null,
      timeslot_from: centre ? input.timeslot!.from : null,
      timeslot_to: centre ? input.timeslot!.to : null,
      pickup_address: pickupAddress ? JSON.stringify(pickupAddress) : null,
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      phone: input.phone,
      currency,
      booked_price: total,
      idempotency_key: caller.idempotencyKey ?? null,
      created_at: now,
    },
    operations,
  );
  await insertServiceHistory(trx, [{ orderId: id, status: 'booked', at: now, note: null, changedBy: null }]);

  const texts = serviceTexts[shop].mail;
  const thankYouUrl = servicePagePath(shop, 'thankYou', number);
  const body: ServiceBooked = { number, total: { amount: total, currency }, thankYouUrl };
  return {
    response: { status: 201, headers: { Location: thankYouUrl }, body },
    value: {
      number,
      email: input.email,
      device,
      identifier,
      operations: operations.map(({ name, price }) => ({ name, price })),
      total,
      currency,
      handover: centre
        ? texts.atCentre(
            `${centre.name} (${centre.street}, ${centre.postcode} ${centre.city})`,
            formatWindow(shop, new Date(input.timeslot!.from), new Date(input.timeslot!.to)),
          )
        : texts.byCourier(`${pickupAddress!.street}, ${pickupAddress!.postcode} ${pickupAddress!.city}`),
    },
  };
}

function queueConfirmation(trx: Db, deps: ServiceOrderDeps, booked: Booked): Promise<void> {
  return queueServiceEmail(
    trx,
    deps.jobs,
    deps.shop,
    booked.number,
    'booked',
    bookedEmail(deps.shop, {
      to: booked.email,
      ...booked,
      link: `${deps.publicUrl}${serviceStatusPath(deps.shop, { number: booked.number, email: booked.email })}`,
    }),
  );
}
