import {
  historyPageSchema,
  historyQuerySchema,
  jobRunSchema,
  jobRunsPageSchema,
  jobRunsQuerySchema,
} from 'shared-domain/contracts/staff.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { noStore } from '../platform/http/no-store.ts';
import { parseQuery } from '../platform/http/validate.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import { findJobRun, historyPage, jobRunsPage } from './back-office-queries.ts';

/** An entity name as the audit trail writes them ('category', 'master-product'). */
const ENTITY = /^[a-z][a-z0-9-]{0,39}$/;
/** Entity ids are numbers, uuids or codes. */
const ENTITY_ID = /^[A-Za-z0-9_.:-]{1,64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** History of entities and the runs of background jobs (staff only). */
export function backOfficeRoutes(deps: { db: Db; config: Config; jobs: JobQueue }): ApiRoutes {
  const { db, config } = deps;
  const routes = new ApiRoutes();
  routes.router.use(['/api/new/admin/history', '/api/new/admin/jobs'], noStore);

  routes.add(
    {
      method: 'get',
      path: '/api/new/admin/history/:entity/:id',
      summary: "An entity's history: who changed what, before and after, newest first",
      tag: 'admin',
      access: ['staff'],
      query: historyQuerySchema,
      responses: { 200: { description: 'A page of changes', schema: historyPageSchema } },
      errors: { 404: 'Not an entity name or id (`route_not_found`)' },
    },
    async (req, res) => {
      const paging = parseQuery(req, historyQuerySchema);
      const entity = String(req.params.entity);
      const id = String(req.params.id);
      if (!ENTITY.test(entity) || !ENTITY_ID.test(id)) throw notFound('route_not_found');
      res.json(await historyPage(db, entity, id, paging));
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/new/admin/jobs',
      summary: "This shop's background jobs, newest first",
      tag: 'admin',
      access: ['staff'],
      query: jobRunsQuerySchema,
      responses: { 200: { description: 'A page of runs', schema: jobRunsPageSchema } },
    },
    async (req, res) => {
      res.json(await jobRunsPage(db, config.shop, parseQuery(req, jobRunsQuerySchema)));
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/new/admin/jobs/:id',
      summary: "A background job's progress, result or error",
      tag: 'admin',
      access: ['staff'],
      responses: { 200: { description: 'The run', schema: jobRunSchema } },
      errors: { 404: 'No such run in this shop (`job_not_found`)' },
    },
    async (req, res) => {
      const id = String(req.params.id);
      const run = UUID.test(id) ? await findJobRun(db, config.shop, id) : undefined;
      if (!run) throw notFound('job_not_found');
      res.json(run);
    },
  );

  return routes;
}
