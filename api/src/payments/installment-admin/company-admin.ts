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
import {
  findPriceListCompanyId,
  insertCompany,
  insertPriceList,
  isCompanyCodeTaken,
  isPlanCodeTaken,
  type PriceListRow,
  selectCompanies,
  selectPriceLists,
  updateCompany,
  updatePriceList,
} from './installment-company-repository.ts';

// Staff keep the installment companies of their shop and the companies' price lists (barems).
// Nothing is deleted: a company or price list is deactivated, so placed orders keep naming it.
// Every change is one audit row ('installment-company' / 'installment-price-list').

type CompanyRow = Omit<InstallmentCompany, 'priceLists' | 'currency' | 'testMode'>;

async function companyRows(db: Db, shop: ShopCode, id?: number) {
  return (await selectCompanies(db, shop, id)).map(
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
  const lists = await selectPriceLists(
    db,
    companies.map((company) => company.id),
  );
  return { companies: companies.map((company) => companyOf(shop, company, lists)) };
}

async function findCompany(db: Db, shop: ShopCode, id: number): Promise<InstallmentCompany> {
  const [row] = await companyRows(db, shop, id);
  if (!row) throw new CodedError('not_found', 'installment_company_not_found', 404);
  return companyOf(shop, row, await selectPriceLists(db, [row.id]));
}

/** The price list with its company, both of this shop. */
async function findPriceList(db: Db, shop: ShopCode, id: number) {
  const companyId = await findPriceListCompanyId(db, shop, id);
  if (companyId === undefined) throw new CodedError('not_found', 'installment_price_list_not_found', 404);
  const company = await findCompany(db, shop, companyId);
  const list = company.priceLists.find((candidate) => candidate.id === id);
  if (!list) throw new CodedError('not_found', 'installment_price_list_not_found', 404);
  return { company, list };
}

async function requireFreeCompanyCode(db: Db, shop: ShopCode, code: string, exceptId?: number) {
  if (await isCompanyCodeTaken(db, shop, code, exceptId))
    throw new CodedError('conflict', 'installment_code_taken', 409);
}

/** A price list's code is the offer's code: unique in the shop, so an order names one plan. */
async function requireFreePlanCode(db: Db, shop: ShopCode, code: string, exceptId?: number) {
  if (await isPlanCodeTaken(db, shop, code, exceptId))
    throw new CodedError('conflict', 'installment_code_taken', 409);
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
    const id = await insertCompany(trx, shop, input);
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
    await updateCompany(trx, id, patch, { minAmount, maxAmount });
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
    const id = await insertPriceList(trx, companyId, input);
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
    await updatePriceList(trx, id, patch, { validFrom, validTo });
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
