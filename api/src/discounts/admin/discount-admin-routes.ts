import type { ShopCode } from 'shared-domain';
import {
  discountCodesJobSchema,
  discountCodesRequestSchema,
  discountDetailSchema,
  discountGridPageSchema,
  discountGridQuerySchema,
  discountInputSchema,
  discountSavedSchema,
  discountScopeOptionsQuerySchema,
  discountScopeOptionsSchema,
} from 'shared-domain/contracts/staff.ts';
import { staffActorOf } from '../../platform/audit/audit-trail.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import { ApiRoutes } from '../../platform/http/api-routes.ts';
import { type CsvExport, sendCsv } from '../../platform/http/csv-export.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { pathId } from '../../platform/http/path-id.ts';
import { parseBody, parseQuery } from '../../platform/http/validate.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import {
  createDiscount,
  type DiscountAdminDeps,
  findDiscountDetail,
  setArchived,
  startCodeGeneration,
  updateDiscount,
} from './discount-admin.ts';
import {
  discountCodesForExport,
  selectDiscountGridPage,
  selectScopeOptions,
} from './discount-admin-repository.ts';

export const ADMIN_DISCOUNTS = '/api/new/admin/discounts';
const TAG = 'discounts admin';
const notFound = { 400: 'Invalid input (field errors)', 404: '`admin_discount_not_found`' };

const csvHeaders: Record<ShopCode, readonly string[]> = {
  cz: ['Kód', 'Použitý', 'Použitý dne', 'Objednávka'],
  ro: ['Cod', 'Folosit', 'Folosit la', 'Comandă'],
};
const yesNo: Record<ShopCode, [string, string]> = { cz: ['ano', 'ne'], ro: ['da', 'nu'] };

async function* csvRows(db: Db, shop: ShopCode, discountId: number): AsyncGenerator<unknown[]> {
  for await (const row of discountCodesForExport(db, discountId))
    yield [row.code, yesNo[shop][row.used ? 0 : 1], row.usedAt, row.orderNumber];
}

/** The staff discounts: grid, detail, create and edit, archive, code generation and export. */
export function discountAdminRoutes(deps: { db: Db; config: Config; jobs: JobQueue }): ApiRoutes {
  const { db } = deps;
  const { shop } = deps.config;
  const adminDeps: DiscountAdminDeps = { db, shop, jobs: deps.jobs };
  const routes = new ApiRoutes({ db, shop });
  routes.router.use(ADMIN_DISCOUNTS, noStore);

  routes.add(
    {
      method: 'get',
      path: ADMIN_DISCOUNTS,
      summary:
        'One page of the discounts grid: the discounts matching the filter, their code counts, and the total',
      tag: TAG,
      access: ['staff'],
      query: discountGridQuerySchema,
      responses: { 200: { description: 'A page of discounts', schema: discountGridPageSchema } },
    },
    async (req, res) => {
      const { page, pageSize, sort, ...filter } = parseQuery(req, discountGridQuerySchema);
      const { rows, total } = await selectDiscountGridPage(
        db,
        shop,
        filter,
        { sort, offset: (page - 1) * pageSize, limit: pageSize },
        new Date(),
      );
      res.json({ items: rows, total, page, pageSize });
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${ADMIN_DISCOUNTS}/scope-options`,
      summary: "The sets editor's choices: products matching the text (up to 20) and every product type",
      tag: TAG,
      access: ['staff'],
      query: discountScopeOptionsQuerySchema,
      responses: { 200: { description: 'Products and product types', schema: discountScopeOptionsSchema } },
    },
    async (req, res) => {
      const { q } = parseQuery(req, discountScopeOptionsQuerySchema);
      res.json(await selectScopeOptions(db, shop, q));
    },
  );

  routes.add(
    {
      method: 'post',
      path: ADMIN_DISCOUNTS,
      summary:
        'Creates a discount; a percentage of 80 or more needs confirmHighPercentage (else a field error at value)',
      tag: TAG,
      access: ['staff'],
      body: discountInputSchema,
      responses: { 201: { description: 'Created', schema: discountSavedSchema } },
      errors: {
        400: 'Invalid input (field errors), or a fixed price left without products (`no_matching_products`)',
      },
    },
    async (req, res) => {
      const input = parseBody(req, discountInputSchema);
      res.status(201).json(await createDiscount(adminDeps, staffActorOf(req), input, new Date()));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${ADMIN_DISCOUNTS}/:id`,
      summary: 'A discount with its set, code counts and the products its set shares with other discounts',
      tag: TAG,
      access: ['staff'],
      responses: { 200: { description: 'The discount', schema: discountDetailSchema } },
      errors: { 404: '`admin_discount_not_found`' },
    },
    async (req, res) => {
      res.json(await findDiscountDetail(db, shop, pathId(req.params.id)));
    },
  );

  routes.add(
    {
      method: 'patch',
      path: `${ADMIN_DISCOUNTS}/:id`,
      summary: 'Edits a discount (the whole form); the same rules as creating',
      tag: TAG,
      access: ['staff'],
      body: discountInputSchema,
      responses: { 200: { description: 'Saved', schema: discountSavedSchema } },
      errors: notFound,
    },
    async (req, res) => {
      const input = parseBody(req, discountInputSchema);
      res.json(await updateDiscount(adminDeps, staffActorOf(req), pathId(req.params.id), input, new Date()));
    },
  );

  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const)
    routes.add(
      {
        method: 'post',
        path: `${ADMIN_DISCOUNTS}/:id/${action}`,
        summary: archived
          ? 'Archives the discount: no cart accepts it any more'
          : 'Cancels the archiving of the discount',
        tag: TAG,
        access: ['staff'],
        responses: { 200: { description: 'The discount', schema: discountDetailSchema } },
        errors: { 404: '`admin_discount_not_found`' },
      },
      async (req, res) => {
        res.json(
          await setArchived(adminDeps, staffActorOf(req), pathId(req.params.id), archived, new Date()),
        );
      },
    );

  routes.add(
    {
      method: 'post',
      path: `${ADMIN_DISCOUNTS}/:id/codes`,
      summary:
        'Starts a job generating count (≤ 100 000) single-use codes of 10 characters; follow it at /api/new/admin/jobs/{jobId}',
      tag: TAG,
      access: ['staff'],
      body: discountCodesRequestSchema,
      responses: { 202: { description: 'Started', schema: discountCodesJobSchema } },
      errors: { ...notFound, 409: 'The discount is archived (`discount_archived`)' },
    },
    async (req, res) => {
      const { count } = parseBody(req, discountCodesRequestSchema);
      const jobId = await startCodeGeneration(adminDeps, staffActorOf(req), pathId(req.params.id), count);
      res.status(202).json({ jobId });
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${ADMIN_DISCOUNTS}/:id/codes.csv`,
      summary: "The discount's codes as CSV (code, used, used at, order number), streamed",
      tag: TAG,
      access: ['staff'],
      responses: { 200: { description: 'text/csv' } },
      errors: { 404: '`admin_discount_not_found`' },
    },
    async (req, res) => {
      const discount = await findDiscountDetail(db, shop, pathId(req.params.id));
      const csv: CsvExport = {
        filename: `${shop === 'cz' ? 'slevove-kody' : 'coduri-reducere'}-${discount.id}.csv`,
        header: csvHeaders[shop],
        rows: csvRows(db, shop, discount.id),
      };
      await sendCsv(res, csv);
    },
  );

  return routes;
}
