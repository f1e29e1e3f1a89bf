import { sql } from 'kysely';
import { type ShopCode, shops } from 'shared-domain';
import type {
  InstallmentCompanies,
  InstallmentCompany,
  InstallmentCompanyInput,
  InstallmentCompanyPatch,
  InstallmentPriceList,
  InstallmentPriceListInput,
  InstallmentPriceListPatch,
} from 'shared-domain/contracts/staff.ts';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { CodedError, InvalidRequestError } from '../../platform/errors.ts';
import { planPrice } from '../installment-provider.ts';

// Staff keep the installment companies of their shop and the companies' price lists (barems).
// Nothing is deleted: a company or price list is deactivated, so placed orders keep naming it.
// Every change is one audit row ('installment-company' / 'installment-price-list').

type CompanyRow = Omit<InstallmentCompany, 'priceLists' | 'currency' | 'testMode'>;

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

async function companyRows(db: Db, shop: ShopCode, id?: number) {
  let query = db
    .selectFrom('installment_companies')
    .where('shop', '=', shop)
    .select(['id', 'code', 'name', 'adapter', 'active', 'min_amount', 'max_amount'])
    .orderBy('id');
  if (id !== undefined) query = query.where('id', '=', id);
  return (await query.execute()).map(
    (row): CompanyRow => ({
      id: row.id,
      code: row.code,
      name: row.name,
      adapter: row.adapter,
      active: row.active,
      minAmount: row.min_amount,
      maxAmount: row.max_amount,
    }),
  );
}

async function priceListRows(db: Db, companyIds: number[], id?: number) {
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

type PriceListRow = Awaited<ReturnType<typeof priceListRows>>[number];

function priceListOf(shop: ShopCode, company: CompanyRow, row: PriceListRow): InstallmentPriceList {
  const { currency } = shops[shop];
  const apr = Number(row.apr);
  const downPaymentPercent = row.down_payment_percent === null ? null : Number(row.down_payment_percent);
  // The example is the smallest amount the plan finances: staff see what the storefront will show.
  const amount = Math.max(row.min_amount ?? 0, company.minAmount);
  const priced = planPrice(amount, row.months, apr, downPaymentPercent ?? 0);
  return {
    id: row.id,
    companyId: row.company_id,
    code: row.code,
    barem: row.barem,
    type: row.type,
    months: row.months,
    apr,
    downPaymentPercent,
    minAmount: row.min_amount,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    active: row.active,
    example: { amount: { amount, currency }, monthly: { amount: priced.monthly, currency } },
  };
}

function companyOf(shop: ShopCode, row: CompanyRow, lists: PriceListRow[]): InstallmentCompany {
  return {
    ...row,
    testMode: row.adapter === 'test',
    currency: shops[shop].currency,
    priceLists: lists
      .filter((list) => list.company_id === row.id)
      .map((list) => priceListOf(shop, row, list)),
  };
}

export async function listInstallmentCompanies(db: Db, shop: ShopCode): Promise<InstallmentCompanies> {
  const companies = await companyRows(db, shop);
  const lists = await priceListRows(
    db,
    companies.map((company) => company.id),
  );
  return { companies: companies.map((company) => companyOf(shop, company, lists)) };
}

async function findCompany(db: Db, shop: ShopCode, id: number): Promise<InstallmentCompany> {
  const [row] = await companyRows(db, shop, id);
  if (!row) throw new CodedError('not_found', 'installment_company_not_found', 404);
  return companyOf(shop, row, await priceListRows(db, [row.id]));
}

/** The price list with its company, both of this shop. */
async function findPriceList(db: Db, shop: ShopCode, id: number) {
  const row = await db
    .selectFrom('installment_price_lists as p')
    .innerJoin('installment_companies as c', 'c.id', 'p.company_id')
    .where('p.id', '=', id)
    .where('c.shop', '=', shop)
    .select('c.id')
    .executeTakeFirst();
  if (!row) throw new CodedError('not_found', 'installment_price_list_not_found', 404);
  const company = await findCompany(db, shop, row.id);
  const list = company.priceLists.find((candidate) => candidate.id === id);
  if (!list) throw new CodedError('not_found', 'installment_price_list_not_found', 404);
  return { company, list };
}

async function requireFreeCompanyCode(db: Db, shop: ShopCode, code: string, exceptId?: number) {
  let query = db
    .selectFrom('installment_companies')
    .select('id')
    .where('shop', '=', shop)
    .where('code', '=', code);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new CodedError('conflict', 'installment_code_taken', 409);
}

/** A price list's code is the offer's code: unique in the shop, so an order names one plan. */
async function requireFreePlanCode(db: Db, shop: ShopCode, code: string, exceptId?: number) {
  let query = db
    .selectFrom('installment_price_lists as p')
    .innerJoin('installment_companies as c', 'c.id', 'p.company_id')
    .select('p.id')
    .where('c.shop', '=', shop)
    .where('p.code', '=', code);
  if (exceptId !== undefined) query = query.where('p.id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new CodedError('conflict', 'installment_code_taken', 409);
}

type Deps = { db: Db; shop: ShopCode };
const COMPANY = 'installment-company';
const PRICE_LIST = 'installment-price-list';

export async function createInstallmentCompany(
  { db, shop }: Deps,
  actor: StaffActor,
  input: InstallmentCompanyInput & { adapter: 'test'; active: boolean },
): Promise<InstallmentCompany> {
  return db.transaction().execute(async (trx: Db) => {
    await requireFreeCompanyCode(trx, shop, input.code);
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
    const created = await findCompany(trx, shop, id);
    await recordStaffChange(trx, shop, actor, {
      entity: COMPANY,
      entityId: id,
      action: 'create',
      before: null,
      after: withoutLists(created),
    });
    return created;
  });
}

export async function updateInstallmentCompany(
  { db, shop }: Deps,
  actor: StaffActor,
  id: number,
  patch: InstallmentCompanyPatch,
  action = 'update',
): Promise<InstallmentCompany> {
  return db.transaction().execute(async (trx: Db) => {
    const before = await findCompany(trx, shop, id);
    const minAmount = patch.minAmount ?? before.minAmount;
    const maxAmount = patch.maxAmount ?? before.maxAmount;
    if (maxAmount < minAmount)
      throw fieldError(patch.maxAmount !== undefined ? 'maxAmount' : 'minAmount', 'minValue', minAmount);
    if (patch.code !== undefined) await requireFreeCompanyCode(trx, shop, patch.code, id);
    await trx
      .updateTable('installment_companies')
      .set({
        ...(patch.code !== undefined ? { code: patch.code } : {}),
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.adapter !== undefined ? { adapter: patch.adapter } : {}),
        ...(patch.active !== undefined ? { active: patch.active } : {}),
        min_amount: minAmount,
        max_amount: maxAmount,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    const after = await findCompany(trx, shop, id);
    await recordStaffChange(trx, shop, actor, {
      entity: COMPANY,
      entityId: id,
      action,
      before: withoutLists(before),
      after: withoutLists(after),
    });
    return after;
  });
}

export async function createInstallmentPriceList(
  { db, shop }: Deps,
  actor: StaffActor,
  companyId: number,
  input: InstallmentPriceListInput,
): Promise<InstallmentPriceList> {
  return db.transaction().execute(async (trx: Db) => {
    await findCompany(trx, shop, companyId);
    await requireFreePlanCode(trx, shop, input.code);
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
    const { list } = await findPriceList(trx, shop, id);
    await recordStaffChange(trx, shop, actor, {
      entity: PRICE_LIST,
      entityId: id,
      action: 'create',
      before: null,
      after: list,
    });
    return list;
  });
}

export async function updateInstallmentPriceList(
  { db, shop }: Deps,
  actor: StaffActor,
  id: number,
  patch: InstallmentPriceListPatch,
  action = 'update',
): Promise<InstallmentPriceList> {
  return db.transaction().execute(async (trx: Db) => {
    const { list: before } = await findPriceList(trx, shop, id);
    const validFrom = patch.validFrom !== undefined ? patch.validFrom : before.validFrom;
    const validTo = patch.validTo !== undefined ? patch.validTo : before.validTo;
    // The schema checks a pair sent together; a patch of one end is checked against the stored other.
    if (validFrom && validTo && validTo <= validFrom)
      throw fieldError(patch.validTo !== undefined ? 'validTo' : 'validFrom', 'endAfterStart');
    if (patch.code !== undefined) await requireFreePlanCode(trx, shop, patch.code, id);
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
        valid_from: validFrom,
        valid_to: validTo,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    const { list: after } = await findPriceList(trx, shop, id);
    await recordStaffChange(trx, shop, actor, { entity: PRICE_LIST, entityId: id, action, before, after });
    return after;
  });
}

function withoutLists({ priceLists: _lists, ...company }: InstallmentCompany) {
  return company;
}

/** A 400 with one field error, as the schema would give it (a rule against the stored values). */
function fieldError(field: string, code: 'minValue' | 'endAfterStart', minValue?: number) {
  const issue = {
    code: 'custom' as const,
    path: [field],
    message: code,
    input: undefined,
    ...(minValue === undefined ? {} : { params: { minValue } }),
  };
  return new InvalidRequestError([issue], 'form');
}
