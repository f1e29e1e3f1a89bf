import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type {
  InstallmentCompanyInput,
  InstallmentCompanyPatch,
  InstallmentPriceListInput,
  InstallmentPriceListPatch,
} from 'shared-domain/contracts/staff.ts';
import type { Db } from '../../platform/db/schema.ts';

// The installment companies of a shop and their price lists (barems), as staff keep them and as
// the storefront offers them.

const priceListColumns = [
  'id',
  'company_id',
  'code',
  'barem',
  'type',
  'months',
  'apr',
  'down_payment_percent',
  'min_amount',
  sql<string | null>`to_char(valid_from, 'YYYY-MM-DD')`.as('valid_from'),
  sql<string | null>`to_char(valid_to, 'YYYY-MM-DD')`.as('valid_to'),
  'active',
] as const;

/** The shop's companies by id (only the one `id` when given). */
export async function selectCompanies(db: Db, shop: ShopCode, id?: number) {
  let query = db
    .selectFrom('installment_companies')
    .where('shop', '=', shop)
    .select(['id', 'code', 'name', 'adapter', 'active', 'min_amount', 'max_amount'])
    .orderBy('id');
  if (id !== undefined) query = query.where('id', '=', id);
  return query.execute();
}

/** The companies' price lists by months (only the one `id` when given). */
export async function selectPriceLists(db: Db, companyIds: number[], id?: number) {
  if (companyIds.length === 0) return [];
  let query = db
    .selectFrom('installment_price_lists')
    .where('company_id', 'in', companyIds)
    .select(priceListColumns)
    .orderBy('months')
    .orderBy('id');
  if (id !== undefined) query = query.where('id', '=', id);
  return query.execute();
}

export type PriceListRow = Awaited<ReturnType<typeof selectPriceLists>>[number];

/** The company of the price list, when both are of this shop. */
export async function findPriceListCompanyId(
  db: Db,
  shop: ShopCode,
  id: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('installment_price_lists as p')
    .innerJoin('installment_companies as c', 'c.id', 'p.company_id')
    .where('p.id', '=', id)
    .where('c.shop', '=', shop)
    .select('c.id')
    .executeTakeFirst();
  return row?.id;
}

/** Whether another company of the shop (than `exceptId`) has the code. */
export async function isCompanyCodeTaken(
  db: Db,
  shop: ShopCode,
  code: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('installment_companies')
    .select('id')
    .where('shop', '=', shop)
    .where('code', '=', code);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Whether another price list of the shop (than `exceptId`) has the code. */
export async function isPlanCodeTaken(
  db: Db,
  shop: ShopCode,
  code: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('installment_price_lists as p')
    .innerJoin('installment_companies as c', 'c.id', 'p.company_id')
    .select('p.id')
    .where('c.shop', '=', shop)
    .where('p.code', '=', code);
  if (exceptId !== undefined) query = query.where('p.id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCompany(
  trx: Db,
  shop: ShopCode,
  input: InstallmentCompanyInput & { adapter: 'test'; active: boolean },
): Promise<number> {
  const { id } = await trx
    .insertInto('installment_companies')
    .values({
      shop,
      code: input.code,
      name: input.name,
      adapter: input.adapter,
      active: input.active,
      min_amount: input.minAmount,
      max_amount: input.maxAmount,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Writes the patched fields and the amounts (checked against each other by the caller). */
export async function updateCompany(
  trx: Db,
  id: number,
  patch: InstallmentCompanyPatch,
  amounts: { minAmount: number; maxAmount: number },
): Promise<void> {
  await trx
    .updateTable('installment_companies')
    .set({
      ...(patch.code !== undefined ? { code: patch.code } : {}),
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.adapter !== undefined ? { adapter: patch.adapter } : {}),
      ...(patch.active !== undefined ? { active: patch.active } : {}),
      min_amount: amounts.minAmount,
      max_amount: amounts.maxAmount,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export async function insertPriceList(
  trx: Db,
  companyId: number,
  input: InstallmentPriceListInput,
): Promise<number> {
  const { id } = await trx
    .insertInto('installment_price_lists')
    .values({
      company_id: companyId,
      code: input.code,
      barem: input.barem,
      type: input.type,
      months: input.months,
      apr: input.apr,
      down_payment_percent: input.downPaymentPercent ?? null,
      min_amount: input.minAmount ?? null,
      valid_from: input.validFrom ?? null,
      valid_to: input.validTo ?? null,
      active: input.active ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Writes the patched fields and the validity (checked against each other by the caller). */
export async function updatePriceList(
  trx: Db,
  id: number,
  patch: InstallmentPriceListPatch,
  validity: { validFrom: string | null; validTo: string | null },
): Promise<void> {
  await trx
    .updateTable('installment_price_lists')
    .set({
      ...(patch.code !== undefined ? { code: patch.code } : {}),
      ...(patch.barem !== undefined ? { barem: patch.barem } : {}),
      ...(patch.type !== undefined ? { type: patch.type } : {}),
      ...(patch.months !== undefined ? { months: patch.months } : {}),
      ...(patch.apr !== undefined ? { apr: patch.apr } : {}),
      ...(patch.downPaymentPercent !== undefined ? { down_payment_percent: patch.downPaymentPercent } : {}),
      ...(patch.minAmount !== undefined ? { min_amount: patch.minAmount } : {}),
      ...(patch.active !== undefined ? { active: patch.active } : {}),
      valid_from: validity.validFrom,
      valid_to: validity.validTo,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** Active price lists of active companies valid on `today` (YYYY-MM-DD), by company, months and id. */
export async function selectOfferedPlans(db: Db, shop: ShopCode, today: string) {
  return db
    .selectFrom('installment_companies as c')
    .innerJoin('installment_price_lists as p', 'p.company_id', 'c.id')
    .where('c.shop', '=', shop)
    .where('c.active', '=', true)
    .where('p.active', '=', true)
    .where((eb) =>
      eb.or([eb('p.valid_from', 'is', null), eb('p.valid_from', '<=', sql<string>`${today}::date`)]),
    )
    .where((eb) => eb.or([eb('p.valid_to', 'is', null), eb('p.valid_to', '>=', sql<string>`${today}::date`)]))
    .select([
      'c.id as companyId',
      'c.name',
      'c.adapter',
      'c.min_amount as companyMin',
      'c.max_amount as companyMax',
      'p.code',
      'p.barem',
      'p.type',
      'p.months',
      'p.apr',
      'p.down_payment_percent',
      'p.min_amount',
    ])
    .orderBy('c.id')
    .orderBy('p.months')
    .orderBy('p.id')
    .execute();
}
