import { type Request, type Response, Router } from 'express';
import type { Config } from '../config.ts';
import type { Lifecycle } from '../lifecycle.ts';

// /healthz: the process is alive (restart it if not). /readyz: send it traffic — the api answers
// and we are not shutting down. Kept apart so an api outage does not restart every bff.
export function healthRoutes(config: Config, lifecycle: Lifecycle): Router {
  const router = Router();
  router.get('/healthz', (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const reason = lifecycle.shuttingDown ? 'shutting_down' : await apiProblem(config);
    if (reason) {
      res.status(503).json({ status: 'unavailable', reason });
      return;
    }
    res.json({ status: 'ready' });
  });
  return router;
}

async function apiProblem(config: Config): Promise<string | undefined> {
  try {
    const response = await fetch(`${config.apiUrl}/healthz`, {
      signal: AbortSignal.timeout(config.readyTimeoutMs),
    });
    await response.body?.cancel();
    return response.ok ? undefined : 'api_unhealthy';
  } catch {
    return 'api_unreachable';
  }
}
