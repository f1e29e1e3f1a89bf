import type { Request } from 'express';
import {
  installmentCompaniesSchema,
  installmentCompanyInputSchema,
  installmentCompanyPatchSchema,
  installmentCompanySchema,
  installmentOrderGridQuerySchema,
  installmentOrderPageSchema,
  installmentPriceListInputSchema,
  installmentPriceListPatchSchema,
  installmentPriceListSchema,
  installmentSentSchema,
} from 'shared-domain/contracts/staff.ts';
import { staffActorOf } from '../../platform/audit/audit-trail.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import { CodedError } from '../../platform/errors.ts';
import { ApiRoutes } from '../../platform/http/api-routes.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { pathId } from '../../platform/http/path-id.ts';
import { lookupGuessLimits } from '../../platform/http/route-limits.ts';
import { parseBody, parseQuery } from '../../platform/http/validate.ts';
import {
  createInstallmentCompany,
  createInstallmentPriceList,
  listInstallmentCompanies,
  updateInstallmentCompany,
  updateInstallmentPriceList,
} from './company-admin.ts';
import {
  defaultInstallmentAdapters,
  type InstallmentAdapters,
  installmentOrderPage,
  sendInstallment,
} from './installment-orders.ts';

export const ADMIN_INSTALLMENTS = '/api/new/admin/installments';
const TAG = 'installments admin';

/**
 * Installment admin (staff only): the shop's installment companies and their price lists, which
 * the storefront's offers read, and the orders' installments with the move to 'sent'.
 */
export function installmentAdminRoutes(deps: {
  db: Db;
  config: Config;
  /** Tests pass a failing adapter; otherwise each company's configured kind (test mode built in). */
  adapters?: InstallmentAdapters;
}): ApiRoutes {
  const { db, config } = deps;
  const { shop } = config;
  const adapters = deps.adapters ?? defaultInstallmentAdapters;
  const routes = new ApiRoutes({ db, shop });
  routes.router.use(ADMIN_INSTALLMENTS, noStore);
  const companyId = (req: Request) => {
    const id = pathId(req.params.id);
    if (id === undefined) throw new CodedError('not_found', 'installment_company_not_found', 404);
    return id;
  };
  const priceListId = (req: Request) => {
    const id = pathId(req.params.id);
    if (id === undefined) throw new CodedError('not_found', 'installment_price_list_not_found', 404);
    return id;
  };
  const companyErrors = {
    400: 'Field errors (code, name, amounts; maxAmount not below minAmount)',
    404: '`installment_company_not_found`',
    409: 'The code is used by another company of the shop (`installment_code_taken`)',
  };
  const priceListErrors = {
    400: 'Field errors (months 1..120, APR 0..100 with 2 decimals, validTo after validFrom)',
    404: '`installment_price_list_not_found`',
    409: 'The code is used by another price list of the shop (`installment_code_taken`)',
  };

  routes.add(
    {
      method: 'get',
      path: `${ADMIN_INSTALLMENTS}/companies`,
      summary: "The shop's installment companies with their price lists (active or not)",
      tag: TAG,
      access: ['staff'],
      responses: { 200: { description: 'Companies', schema: installmentCompaniesSchema } },
    },
    async (_req, res) => {
      res.json(await listInstallmentCompanies(db, shop));
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${ADMIN_INSTALLMENTS}/companies`,
      summary: 'Adds an installment company (adapter kind test by default)',
      tag: TAG,
      access: ['staff'],
      body: installmentCompanyInputSchema,
      responses: { 201: { description: 'Created', schema: installmentCompanySchema } },
      errors: { 400: companyErrors[400], 409: companyErrors[409] },
    },
    async (req, res) => {
      const input = parseBody(req, installmentCompanyInputSchema);
      res.status(201).json(await createInstallmentCompany({ db, shop }, staffActorOf(req), input));
    },
  );

  routes.add(
    {
      method: 'patch',
      path: `${ADMIN_INSTALLMENTS}/companies/:id`,
      summary: 'Edits an installment company; what the body leaves out stays',
      tag: TAG,
      access: ['staff'],
      body: installmentCompanyPatchSchema,
      responses: { 200: { description: 'Saved', schema: installmentCompanySchema } },
      errors: companyErrors,
    },
    async (req, res) => {
      const id = companyId(req);
      const patch = parseBody(req, installmentCompanyPatchSchema);
      res.json(await updateInstallmentCompany({ db, shop }, staffActorOf(req), id, patch));
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${ADMIN_INSTALLMENTS}/companies/:id/deactivate`,
      summary: 'Deactivates a company: the storefront offers none of its price lists',
      tag: TAG,
      access: ['staff'],
      responses: { 200: { description: 'Deactivated', schema: installmentCompanySchema } },
      errors: { 404: companyErrors[404] },
    },
    async (req, res) => {
      const id = companyId(req);
      res.json(
        await updateInstallmentCompany({ db, shop }, staffActorOf(req), id, { active: false }, 'deactivate'),
      );
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${ADMIN_INSTALLMENTS}/companies/:id/price-lists`,
      summary: "Adds a price list (barem) to a company; its code is the storefront offer's code",
      tag: TAG,
      access: ['staff'],
      body: installmentPriceListInputSchema,
      responses: { 201: { description: 'Created', schema: installmentPriceListSchema } },
      errors: { ...priceListErrors, 404: companyErrors[404] },
    },
    async (req, res) => {
      const id = companyId(req);
      const input = parseBody(req, installmentPriceListInputSchema);
      res.status(201).json(await createInstallmentPriceList({ db, shop }, staffActorOf(req), id, input));
    },
  );

  routes.add(
    {
      method: 'patch',
      path: `${ADMIN_INSTALLMENTS}/price-lists/:id`,
      summary: 'Edits a price list; the storefront offers the new numbers at once',
      tag: TAG,
      access: ['staff'],
      body: installmentPriceListPatchSchema,
      responses: { 200: { description: 'Saved', schema: installmentPriceListSchema } },
      errors: priceListErrors,
    },
    async (req, res) => {
      const id = priceListId(req);
      const patch = parseBody(req, installmentPriceListPatchSchema);
      res.json(await updateInstallmentPriceList({ db, shop }, staffActorOf(req), id, patch));
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${ADMIN_INSTALLMENTS}/price-lists/:id/deactivate`,
      summary: 'Deactivates a price list: the storefront no longer offers it',
      tag: TAG,
      access: ['staff'],
      responses: { 200: { description: 'Deactivated', schema: installmentPriceListSchema } },
      errors: { 404: priceListErrors[404] },
    },
    async (req, res) => {
      const id = priceListId(req);
      res.json(
        await updateInstallmentPriceList(
          { db, shop },
          staffActorOf(req),
          id,
          { active: false },
          'deactivate',
        ),
      );
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${ADMIN_INSTALLMENTS}/orders`,
      summary: "The orders' installments, newest first, optionally of one status",
      tag: TAG,
      access: ['staff'],
      query: installmentOrderGridQuerySchema,
      responses: { 200: { description: 'A page of installments', schema: installmentOrderPageSchema } },
    },
    async (req, res) => {
      res.json(await installmentOrderPage(db, shop, parseQuery(req, installmentOrderGridQuerySchema)));
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${ADMIN_INSTALLMENTS}/orders/:number/sent`,
      summary: "Moves the order's installment to 'sent': the company's adapter finalises the loan",
      tag: TAG,
      access: ['staff'],
      responses: { 200: { description: 'Finalised', schema: installmentSentSchema } },
      // Order numbers are sequential: a staff session probing unknown numbers is stopped.
      limits: lookupGuessLimits('installments.admin.sent'),
      errors: {
        404: 'No installment of this shop for that order (`installment_not_found`)',
        409: 'Already sent, rejected, or the order was cancelled (`installment_not_sendable`)',
        502: 'The company did not finalise the loan (`installment_finalise_failed`); nothing changed',
      },
    },
    async (req, res) => {
      const number = String(req.params.number ?? '').slice(0, 40);
      const sent = await sendInstallment(
        { db, shop, adapters, log: req.log },
        staffActorOf(req),
        number,
        new Date(),
      );
      res.json(sent);
    },
  );

  return routes;
}
