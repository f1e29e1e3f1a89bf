import type { Request, Response } from 'express';
import { type BootData, SHELL_START_ELEMENT_ID, type ShellStartData } from 'shared-domain';
import { bootAggregate } from '../aggregates/boot.ts';
import { callAggregate } from '../aggregates/define-aggregate.ts';
import type { Config } from '../config.ts';
import { canaryBucket } from '../registry/canary-bucket.ts';
import type { RemoteRegistry } from '../registry/remote-registry.ts';
import { inlineJson } from './inline-json.ts';

// The shell's start-up data, put into the page so the shell starts without two more requests.

/**
 * How long the page waits for the boot aggregate. Past it the page goes out without the boot
 * data and the shell asks for it itself, while its code downloads: a slow api must not hold back
 * the whole page.
 */
export const PAGE_BOOT_TIMEOUT_MS = 500;

export interface ShellStart {
  data: ShellStartData;
  /** The api may refresh the session on any call; the page passes it on. */
  setCookies: string[];
}

export async function shellStartFor(
  config: Config,
  remotes: RemoteRegistry,
  req: Request,
  res: Response,
  signal: AbortSignal,
): Promise<ShellStart> {
  const timeoutMs = Math.min(PAGE_BOOT_TIMEOUT_MS, config.aggregateTimeoutMs);
  const [registry, boot] = await Promise.all([
    canaryBucket(remotes, req, res).then((bucket) => remotes.entries(bucket)),
    callAggregate(config, bootAggregate, req, signal, timeoutMs).then(
      ({ body, setCookies }) => ({ body: body as BootData, setCookies }),
      (error: unknown) => ({
        body: undefined,
        setCookies: (error as { setCookies?: string[] }).setCookies ?? [],
      }),
    ),
  ]);
  return { data: boot.body ? { registry, boot: boot.body } : { registry }, setCookies: boot.setCookies };
}

/** A data block: not run (so no CSP nonce is needed), read by the shell with JSON.parse. */
export function shellStartScript(data: ShellStartData): string {
  return `<script type="application/json" id="${SHELL_START_ELEMENT_ID}">${inlineJson(data)}</script>`;
}
