import {
  categoryAssignmentResultSchema,
  categoryAssignmentSchema,
  jobStartedSchema,
  productGridBrandsSchema,
  productGridExportQuerySchema,
  productGridPageSchema,
  productGridQuerySchema,
} from 'shared-domain/contracts/staff.ts';
import { staffActorOf } from '../../platform/audit/audit-trail.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import { ApiRoutes } from '../../platform/http/api-routes.ts';
import { sendCsv } from '../../platform/http/csv-export.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { parseBody, parseQuery } from '../../platform/http/validate.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { AssignmentAction } from './category-assignment.ts';
import { requestCategoryAssignment } from './category-assignment-request.ts';
import { productGridCsv } from './product-grid-csv.ts';
import { selectProductGridBrands, selectProductGridPage } from './product-grid-repository.ts';

const PRODUCTS = '/api/new/catalogue/admin/products';
const ASSIGNMENT = '/api/new/catalogue/admin/product-categories';

/** The product grid, its category assignment and export (staff only). */
export function productGridRoutes(deps: { db: Db; config: Config; jobs: JobQueue }): ApiRoutes {
  const { db, config } = deps;
  const routes = new ApiRoutes();
  routes.router.use(PRODUCTS, noStore);
  routes.router.use(ASSIGNMENT, noStore);

  routes.add(
    {
      method: 'get',
      path: PRODUCTS,
      summary: 'One page of the product grid: products (variants) matching the filter, and their count',
      tag: 'catalogue admin',
      access: ['staff'],
      query: productGridQuerySchema,
      responses: { 200: { description: 'A page of products', schema: productGridPageSchema } },
    },
    async (req, res) => {
      const { page, pageSize, sort, ...filter } = parseQuery(req, productGridQuerySchema);
      const { rows, total } = await selectProductGridPage(db, config.shop, filter, {
        sort,
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      res.json({ items: rows, total, page, pageSize });
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${PRODUCTS}/brands`,
      summary: "The product grid's brand filter: every manufacturer that has a product",
      tag: 'catalogue admin',
      access: ['staff'],
      responses: { 200: { description: 'Brands by name', schema: productGridBrandsSchema } },
    },
    async (_req, res) => {
      res.json({ brands: await selectProductGridBrands(db) });
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${PRODUCTS}/export.csv`,
      summary: 'Every product matching the grid filter as CSV (streamed, UTF-8 with BOM)',
      tag: 'catalogue admin',
      access: ['staff'],
      query: productGridExportQuerySchema,
      responses: { 200: { description: 'text/csv' } },
    },
    async (req, res) => {
      const { sort, ...filter } = parseQuery(req, productGridExportQuerySchema);
      await sendCsv(res, productGridCsv(db, config.shop, filter, sort));
    },
  );

  for (const action of ['add', 'remove'] as const satisfies readonly AssignmentAction[]) {
    routes.add(
      {
        method: 'post',
        path: `${ASSIGNMENT}/${action}`,
        summary: `${action === 'add' ? 'Add' : 'Remove'} categories of master products, chosen or matching the grid filter`,
        tag: 'catalogue admin',
        access: ['staff'],
        body: categoryAssignmentSchema,
        responses: {
          200: { description: 'Done in the request', schema: categoryAssignmentResultSchema },
          202: { description: 'Queued as a job (a filter, or many products)', schema: jobStartedSchema },
        },
        errors: { 400: 'nothing_to_assign: no products or no categories; unknown_categories' },
      },
      async (req, res) => {
        const assignment = parseBody(req, categoryAssignmentSchema);
        const outcome = await requestCategoryAssignment(
          deps,
          { shop: config.shop, actor: staffActorOf(req), action },
          assignment,
        );
        if ('jobId' in outcome) res.status(202).json({ jobId: outcome.jobId });
        else res.json(outcome.done);
      },
    );
  }
  return routes;
}
