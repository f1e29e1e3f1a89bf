import { randomInt } from 'node:crypto';
import type { Request, Response } from 'express';
import type { RemoteRegistry } from './remote-registry.ts';

// A browser's canary bucket (0–99) lives in a cookie, so the share of browsers a canary is given
// is sticky: the same visitor keeps the same build of a remote on every page until it is promoted
// or rolled back. The cookie is only handed out while a canary runs.

export const CANARY_COOKIE = 'mfe_bucket';
const COOKIE_MAX_AGE_S = 30 * 24 * 3600;

export async function canaryBucket(registry: RemoteRegistry, req: Request, res: Response): Promise<number> {
  const kept = bucketFromCookie(req.headers.cookie);
  if (kept !== undefined) return kept;
  const deployments = await registry.deployments();
  const canaryRuns = Object.values(deployments).some((deployment) => deployment?.canary);
  // Without a canary every bucket gets the same build: the highest stands for "not in one".
  if (!canaryRuns) return 99;
  const bucket = randomInt(100);
  res.append(
    'Set-Cookie',
    `${CANARY_COOKIE}=${bucket}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax; HttpOnly`,
  );
  return bucket;
}

export function bucketFromCookie(header: string | undefined): number | undefined {
  const match = new RegExp(`(?:^|;\\s*)${CANARY_COOKIE}=(\\d{1,2})(?:;|$)`).exec(header ?? '');
  return match ? Number(match[1]) : undefined;
}
