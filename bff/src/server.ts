import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from 'pino';
import { type AppDependencies, createApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { createLifecycle } from './lifecycle.ts';
import { createLogger } from './logger.ts';

export interface RunningServer {
  server: Server;
  /** http://127.0.0.1:<port>, handy for tests started on port 0. */
  url: string;
  /** Readiness 503 → (delay) → stop accepting → drain in-flight requests (deadline) → release resources. */
  shutdown(): Promise<void>;
}

export async function startServer(
  config: Config,
  dependencies: AppDependencies = {},
): Promise<RunningServer> {
  const lifecycle = dependencies.lifecycle ?? createLifecycle();
  const logger = dependencies.logger ?? createLogger(config.logLevel);
  const server = createServer(createApp(config, { ...dependencies, lifecycle, logger }));
  // Longer than the idle timeout of common load balancers (60 s): otherwise the balancer reuses a
  // connection we have just closed and its client gets a 502.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  let stopping: Promise<void> | undefined;
  const shutdown = () => {
    stopping ??= (async () => {
      lifecycle.beginShutdown();
      await delay(config.shutdownDelayMs);
      await drain(server, config.shutdownTimeoutMs, logger);
      lifecycle.close();
    })();
    return stopping;
  };
  return { server, url: `http://127.0.0.1:${port}`, shutdown };
}

async function drain(server: Server, deadlineMs: number, logger: Logger): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // close() drops the connections idle right now; these catch the ones that go idle as their
  // last response finishes.
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  const deadline = setTimeout(() => {
    logger.warn({ deadlineMs }, 'shutdown deadline reached, closing remaining connections');
    server.closeAllConnections();
  }, deadlineMs);
  await closed;
  clearInterval(sweep);
  clearTimeout(deadline);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const running = await startServer(config, { logger });
  const { port } = running.server.address() as AddressInfo;
  logger.info(
    { port, shop: config.shop, apiUrl: config.apiUrl, staticRoot: config.staticRoot },
    'bff listening',
  );

  const onSignal = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    // A second signal means "now": do not make an operator wait for the drain.
    process.once(signal, () => process.exit(1));
    running.shutdown().then(
      () => {
        logger.info('bff stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
