import { type Kysely, sql } from 'kysely';

// What the seller says about the device besides the condition questions (issue 14): its purchase
// date and its overall condition, kept in the buyout's `device` object next to IMEI and serial
// number. Buyouts sold before the form asked for them have neither; a new one has both, and the
// database refuses anything but an ISO day and the two known conditions.
const statements = [
  `alter table buyouts add constraint buyouts_device_purchase_date_check check (
    device->'purchase_date' is null or jsonb_typeof(device->'purchase_date') = 'null'
    or (device->>'purchase_date') ~ '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'
  )`,
  `alter table buyouts add constraint buyouts_device_condition_check check (
    device->'condition' is null or jsonb_typeof(device->'condition') = 'null'
    or (device->>'condition') in ('like_new', 'used')
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
