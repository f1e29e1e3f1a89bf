import type { ShopCode } from 'shared-domain';
import type { ServiceCentres } from 'shared-domain/contracts';
import { timeslotsOf } from '../checkout/timeslots.ts';
import type { Db } from '../platform/db/schema.ts';
import { selectActiveServiceCentres } from './service-centre-repository.ts';

/**
 * The shop's active service centres with their opening hours and the hand-over windows of the
 * next days: the same two-hour windows as a store pickup (timeslotsOf with its default lead time),
 * which is also how the booking checks the window it is sent.
 */
export async function listServiceCentres(db: Db, shop: ShopCode, now: Date): Promise<ServiceCentres> {
  const centres = await selectActiveServiceCentres(db, shop);
  return {
    centres: centres.map((centre) => ({
      id: centre.id,
      name: centre.name,
      street: centre.street,
      city: centre.city,
      postcode: centre.postcode,
      openingHours: centre.opening_hours,
      timeslots: timeslotsOf(shop, centre.opening_hours, now),
    })),
  };
}
