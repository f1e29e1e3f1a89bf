import type { AppraisalForm, ShopCode } from 'shared-domain';
import type { DeviceCondition } from 'shared-domain/buyout';
import type { Db } from '../platform/db/schema.ts';
import { request } from './http.ts';

// Test data of the buyout: valid sell-online bodies per shop (each identifier checked by the
// shared-domain validators in buyout tests) and helpers to answer an appraisal.

export const BUYOUT = '/api/new/buyout';

/** A valid Czech seller: birth number, bank account 19-2000145399 / 0800, identity card. */
export function czCustomer(overrides: Record<string, unknown> = {}) {
  return {
    personal_identification_number: '855212/0104',
    identity_card_number: '204518736',
    identity_released_by: 'Magistrát hl. m. Prahy',
    identity_valid_to: '14.06.2031',
    first_name: 'Jana',
    last_name: 'Nováková',
    gender: 'female',
    street: 'Korunní 1208/74',
    city: 'Praha',
    country: 1,
    postcode: '12000',
    phone_number: '777 123 456',
    nationality: 'česká',
    place_of_birth: 'Praha',
    e_mail: 'prodejce@example.cz',
    bank_account_full_number: '19-2000145399',
    bank_code: '0800',
    ...overrides,
  };
}

/** A valid Romanian seller: CNP, IBAN RO49AAAA1B31007593840000, identity card RX123456. */
export function roCustomer(overrides: Record<string, unknown> = {}) {
  return {
    personal_identification_number: '2900315401239',
    identity_card_number: 'RX 123456',
    identity_released_by: 'SPCLEP Sector 2',
    identity_valid_to: '20.05.2030',
    first_name: 'Ana',
    last_name: 'Popescu',
    gender: 'female',
    street: 'Strada Icoanei 12',
    city: 'București',
    country: 2,
    postcode: '020451',
    phone_number: '0722 123 456',
    nationality: 'română',
    place_of_birth: 'București',
    e_mail: 'vanzator@example.ro',
    bank_account_full_number: 'RO49AAAA1B31007593840000',
    ...overrides,
  };
}

export const customerOf: Record<ShopCode, (overrides?: Record<string, unknown>) => Record<string, unknown>> =
  {
    cz: czCustomer,
    ro: roCustomer,
  };

/** IMEI with a valid Luhn check digit. */
export const VALID_IMEI = '352099111234569';

/** The model colour id of a device, by model seo name and colour code. */
export async function colourId(db: Db, modelSeoName: string, colourCode: string): Promise<number> {
  const row = await db
    .selectFrom('model_colours as mc')
    .innerJoin('models as m', 'm.id', 'mc.model_id')
    .select('mc.id')
    .where('m.seo_name', '=', modelSeoName)
    .where('mc.code', '=', colourCode)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function getAppraisal(baseUrl: string, colour: number): Promise<AppraisalForm['appraisal']> {
  const response = await request<AppraisalForm>(`${baseUrl}${BUYOUT}/appraisal/${colour}/`);
  if (response.status !== 200) throw new Error(`appraisal ${colour}: ${JSON.stringify(response.body)}`);
  return response.body.appraisal;
}

/**
 * One answer per question: `pick` chooses the choice (by its index) for each question; by default
 * the first, i.e. a flawless device.
 */
export function answer(
  conditions: DeviceCondition[],
  pick: (condition: DeviceCondition, index: number) => number = () => 0,
): { condition: number; value: number }[] {
  return conditions.map((condition, index) => ({
    condition: condition.id,
    value: condition.choices[pick(condition, index)].id,
  }));
}

/** The index of the first choice whose label or quality matches. */
export function choiceIndex(
  condition: DeviceCondition,
  match: (choice: DeviceCondition['choices'][number]) => boolean,
) {
  const index = condition.choices.findIndex(match);
  if (index < 0) throw new Error(`no such choice in "${condition.name}"`);
  return index;
}

/** A complete, valid sell-online body for a flawless device. */
export function sellBody(
  shop: ShopCode,
  appraisal: AppraisalForm['appraisal'],
  colour: number,
  overrides: Record<string, unknown> = {},
) {
  return {
    device_identifier: colour,
    appraisal_version: appraisal.version,
    device_condition_choices: answer(appraisal.device_conditions),
    customer_data: customerOf[shop](),
    buyout_device: {
      imei: VALID_IMEI,
      serial_number: 'F2LXK3ABC123',
      purchase_date: '15.03.2024',
      condition: 'used',
    },
    ...overrides,
  };
}
