import { type ApiErrorCode, type ShopCode, shops } from 'shared-domain';
import type { Timeslot } from 'shared-domain/contracts';
import { offersTimeslot, timeslotsOf } from '../checkout/timeslots.ts';
import type { Db } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { selectActiveOperationsOf } from './operation-repository.ts';
import { findActiveServiceCentre } from './service-centre-repository.ts';
import { findModelColour, findModelNames } from './service-model-repository.ts';
import { serviceTexts } from './service-texts.ts';

// What the booking form names must exist and fit together; the schema only checks its shape. Each
// refusal is a 400 at the field the customer has to change, in the shop's language.

function fieldError(code: ApiErrorCode, field: string, message: string): AppError {
  return new AppError('validation', code, 400, message, { form: { [field]: [message] } });
}

export interface BookedOperation {
  id: number;
  name: string;
  /** In the shop's currency, as booked. */
  price: number;
}

/** The active operations of the model, named in the shop's language and priced in its currency. */
export async function bookedOperations(
  db: Db,
  shop: ShopCode,
  modelId: number,
  operationIds: readonly number[],
): Promise<BookedOperation[]> {
  const ids = [...new Set(operationIds)];
  const rows = await selectActiveOperationsOf(db, shop, modelId, ids);
  if (rows.length !== ids.length)
    throw fieldError('operations_invalid', 'operation_ids', serviceTexts[shop].operationsInvalid);
  const currency = shops[shop].currency;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    price: currency === 'CZK' ? row.price_czk : row.price_ron,
  }));
}

/** "Apple iPhone 16": how the order, its e-mails and the staff list name the device. */
export async function deviceNameOf(db: Db, modelId: number): Promise<string> {
  const row = await findModelNames(db, modelId);
  return `${row.manufacturer} ${row.model}`;
}

export async function checkColour(db: Db, shop: ShopCode, modelId: number, colourId: number): Promise<void> {
  const row = await findModelColour(db, modelId, colourId);
  if (!row) throw fieldError('colour_invalid', 'colour_id', serviceTexts[shop].colourInvalid);
}

export interface CheckedCentre {
  id: number;
  name: string;
  street: string;
  city: string;
  postcode: string;
}

/**
 * An active service centre of the shop that offers the window. Its windows are computed as the
 * centres endpoint lists them: timeslotsOf over its opening hours with the default lead time.
 */
export async function checkCentre(
  db: Db,
  shop: ShopCode,
  centreId: number,
  timeslot: Timeslot,
  now: Date,
): Promise<CheckedCentre> {
  const texts = serviceTexts[shop];
  const centre = await findActiveServiceCentre(db, shop, centreId);
  if (!centre) throw fieldError('centre_not_found', 'centre_id', texts.centreNotFound);
  if (!offersTimeslot(timeslotsOf(shop, centre.opening_hours, now), timeslot))
    throw fieldError('timeslot_not_offered', 'timeslot', texts.timeslotNotOffered);
  const { opening_hours: _hours, ...rest } = centre;
  return rest;
}
