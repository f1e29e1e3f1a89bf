import type { RemoteName } from 'shared-domain';

// What the registry keeps per remote, and the operator's moves on it. A remote with no record is
// served from this bff's own build (or its REMOTE_<NAME>_URL); the first `set` records it.

/** One build of a remote: where its mf-manifest.json is and the version its build recorded. */
export interface RemoteRelease {
  entry: string;
  version: string;
}

export interface RemoteDeployment {
  current: RemoteRelease;
  /** What `rollback` returns to. */
  previous?: RemoteRelease;
  /** A new build that `percent` % of browsers get (sticky) until it is promoted or rolled back. */
  canary?: RemoteRelease & { percent: number };
  changedAt: string;
}

export type RemoteDeployments = Partial<Record<RemoteName, RemoteDeployment>>;

/** A browser's canary bucket, 0–99, kept in a cookie so it gets the same build on every page. */
export type CanaryBucket = number;

/** The release this browser gets: the canary when its bucket falls within the canary's share. */
export function releaseFor(deployment: RemoteDeployment, bucket: CanaryBucket): RemoteRelease {
  const { canary } = deployment;
  return canary && bucket < canary.percent ? canary : deployment.current;
}

export function deployRelease(
  current: RemoteRelease,
  existing: RemoteDeployment | undefined,
  release: RemoteRelease,
  now: Date,
): RemoteDeployment {
  return { current: release, previous: existing?.current ?? current, changedAt: now.toISOString() };
}

export function startCanary(
  current: RemoteRelease,
  existing: RemoteDeployment | undefined,
  release: RemoteRelease,
  percent: number,
  now: Date,
): RemoteDeployment {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new RegistryChangeRefused('The canary share must be a whole percentage from 1 to 99.');
  }
  return {
    current: existing?.current ?? current,
    ...(existing?.previous ? { previous: existing.previous } : {}),
    canary: { ...release, percent },
    changedAt: now.toISOString(),
  };
}

/** Everyone gets the canary; the release it replaces is what a rollback returns to. */
export function promoteCanary(existing: RemoteDeployment | undefined, now: Date): RemoteDeployment {
  if (!existing?.canary) throw new RegistryChangeRefused('There is no canary to promote.');
  const { percent: _share, ...release } = existing.canary;
  return { current: release, previous: existing.current, changedAt: now.toISOString() };
}

/**
 * A running canary is stopped; otherwise the previous release comes back, and the one it replaces
 * becomes the previous, so a second rollback undoes the first.
 */
export function rollBack(existing: RemoteDeployment | undefined, now: Date): RemoteDeployment {
  if (existing?.canary) {
    const { canary: _stopped, ...rest } = existing;
    return { ...rest, changedAt: now.toISOString() };
  }
  if (!existing?.previous) throw new RegistryChangeRefused('There is no previous release to roll back to.');
  return { current: existing.previous, previous: existing.current, changedAt: now.toISOString() };
}

/** An operator's change that cannot be made; its message says why. */
export class RegistryChangeRefused extends Error {}
