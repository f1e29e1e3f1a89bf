import { z } from 'zod';
import type { Db } from './db/schema.ts';
import { pingDatabase } from './db-health-repository.ts';
import { CodedError } from './errors.ts';
import { ApiRoutes } from './http/api-routes.ts';

const statusSchema = z.object({ status: z.literal('ok') });

/** Liveness (the process answers) and readiness (the database answers too) for the load balancer. */
export function healthRoutes(db: Db): ApiRoutes {
  const routes = new ApiRoutes();
  routes.add(
    {
      method: 'get',
      path: '/healthz',
      summary: 'Liveness',
      tag: 'health',
      access: 'public',
      responses: { 200: { description: 'Alive', schema: statusSchema } },
    },
    (_req, res) => {
      res.json({ status: 'ok' });
    },
  );
  routes.add(
    {
      method: 'get',
      path: '/readyz',
      summary: 'Readiness: 200 when the database answers',
      tag: 'health',
      access: 'public',
      responses: { 200: { description: 'Ready', schema: statusSchema } },
      errors: { 503: 'The database does not answer (`database_unavailable`).' },
    },
    async (req, res) => {
      try {
        await pingDatabase(db);
      } catch (error) {
        req.log.warn({ err: error }, 'readiness check failed');
        throw new CodedError('upstream', 'database_unavailable', 503, { 'Retry-After': '5' });
      }
      res.json({ status: 'ok' });
    },
  );
  return routes;
}
