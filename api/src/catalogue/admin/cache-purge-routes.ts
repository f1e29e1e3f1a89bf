import {
  cachePurgeRequestSchema,
  cachePurgeResultSchema,
  purgePathOf,
} from 'shared-domain/contracts/staff.ts';
import { recordStaffChange, staffActorOf } from '../../platform/audit/audit-trail.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import { CodedError } from '../../platform/errors.ts';
import { ApiRoutes } from '../../platform/http/api-routes.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { parseBody } from '../../platform/http/validate.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { CachePurgeFailed, type CachePurger, cachePurgerOf, type PurgeOrder } from './cache-purger.ts';

const PURGE_PATH = '/api/new/core/fastly/purge';

/** The cache purge dialog: purge by keys, by URL or everything; staff only, audited. */
export function cachePurgeRoutes(deps: {
  db: Db;
  config: Config;
  jobs: JobQueue;
  purger?: CachePurger;
}): ApiRoutes {
  const { db, config } = deps;
  const purger = deps.purger ?? cachePurgerOf(config);
  const routes = new ApiRoutes();
  routes.router.use(PURGE_PATH, noStore);
  routes.add(
    {
      method: 'post',
      path: PURGE_PATH,
      summary: "Purge the shop's caches (the bff's own, and Fastly's when configured)",
      tag: 'admin',
      access: ['staff'],
      body: cachePurgeRequestSchema,
      responses: { 200: { description: 'What was purged and where', schema: cachePurgeResultSchema } },
      errors: { 502: 'cache_purge_failed: the CDN refused or could not be reached' },
    },
    async (req, res) => {
      const body = parseBody(req, cachePurgeRequestSchema);
      const order: PurgeOrder = {
        mode: body.mode,
        keys: body.mode === 'key' ? (body.keys ?? '').split(/\s+/).filter(Boolean) : [],
        path: body.mode === 'url' && body.url ? purgePathOf(body.url.trim()) : null,
        softPurge: body.soft_purge,
      };
      try {
        await purger.purge(order);
      } catch (error) {
        if (!(error instanceof CachePurgeFailed)) throw error;
        req.log?.warn({ err: error }, 'cache purge failed');
        throw new CodedError('upstream', 'cache_purge_failed', 502);
      }
      const result = { ...order, target: purger.target };
      await recordStaffChange(db, config.shop, staffActorOf(req), {
        entity: 'cache',
        entityId: order.mode,
        action: 'purge',
        before: null,
        after: result,
      });
      res.json(result);
    },
  );
  return routes;
}
