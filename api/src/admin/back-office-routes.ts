import {
  historyPageSchema,
  historyQuerySchema,
  jobRunSchema,
  jobRunsPageSchema,
  jobRunsQuerySchema,
  jobSchedulesSchema,
} from 'shared-domain/contracts/staff.ts';
import { signedInUser } from '../platform/auth.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { noStore } from '../platform/http/no-store.ts';
import { parseQuery } from '../platform/http/validate.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import { listSchedules } from '../recurring-jobs.ts';
import { findJobRun, historyPage, jobRunsPage } from './back-office-queries.ts';
import { cancelJobRun, retryJobRun } from './job-control.ts';

/** An entity name as the audit trail writes them ('category', 'master-product'). */
const ENTITY = /^[a-z][a-z0-9-]{0,39}$/;
/** Entity ids are numbers, uuids or codes. */
const ENTITY_ID = /^[A-Za-z0-9_.:-]{1,64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** History of entities and the runs of background jobs (staff only). */
export function backOfficeRoutes(deps: { db: Db; config: Config; jobs: JobQueue }): ApiRoutes {
  const { db, config } = deps;
  const routes = new ApiRoutes({ db, shop: config.shop });
  /** A run's id from the path; anything but a uuid is no run of ours. */
  const runIdOf = (value: unknown) => {
    const id = String(value);
    if (!UUID.test(id)) throw notFound('job_not_found');
    return id;
  };
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
      summary: "This shop's background jobs, newest first, optionally of one kind and state",
      tag: 'admin',
      access: ['staff'],
      query: jobRunsQuerySchema,
      responses: { 200: { description: 'A page of runs', schema: jobRunsPageSchema } },
    },
    async (req, res) => {
      res.json(await jobRunsPage(db, config.shop, parseQuery(req, jobRunsQuerySchema)));
    },
  );

  // Before /jobs/:id, which would take 'schedules' for an id.
  routes.add(
    {
      method: 'get',
      path: '/api/new/admin/jobs/schedules',
      summary: "The shop's recurring jobs: schedule, what they do, last and next run",
      tag: 'admin',
      access: ['staff'],
      responses: { 200: { description: 'The recurring jobs', schema: jobSchedulesSchema } },
    },
    async (_req, res) => {
      res.json({ items: await listSchedules(db, deps.jobs, config.shop, new Date()) });
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/api/new/admin/jobs/:id/cancel',
      summary: 'Cancels a queued or running job; a running one stops at its next progress report',
      tag: 'admin',
      access: ['staff'],
      responses: { 200: { description: 'The run, cancelled', schema: jobRunSchema } },
      errors: {
        404: 'No such run in this shop (`job_not_found`)',
        409: 'The run is not queued nor running (`job_not_cancellable`)',
      },
    },
    async (req, res) => {
      const runId = runIdOf(req.params.id);
      res.json(await cancelJobRun(db, deps.jobs, config.shop, runId, signedInUser(req)));
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/api/new/admin/jobs/:id/retry',
      summary: 'Starts a failed or cancelled job again with the same input, as its next attempt',
      tag: 'admin',
      access: ['staff'],
      responses: { 200: { description: 'The run, queued again', schema: jobRunSchema } },
      errors: {
        404: 'No such run in this shop (`job_not_found`)',
        409: 'The run has not failed nor been cancelled (`job_not_retryable`)',
      },
    },
    async (req, res) => {
      const runId = runIdOf(req.params.id);
      res.json(await retryJobRun(db, deps.jobs, config.shop, runId, signedInUser(req)));
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
      const run = await findJobRun(db, config.shop, runIdOf(req.params.id));
      if (!run) throw notFound('job_not_found');
      res.json(run);
    },
  );

  return routes;
}
