import { join } from 'node:path';
import type { Request, Response } from 'express';
import {
  mountsOf,
  type RemoteName,
  type RemoteRegistryEntry,
  remoteFolder,
  remoteNames,
} from 'shared-domain';
import type { Config } from '../config.ts';
import { readBuiltJson } from '../static/built-json.ts';
import { canaryBucket } from './canary-bucket.ts';
import type { RegistryStore } from './registry-store.ts';
import { type RemoteDeployments, type RemoteRelease, releaseFor } from './remote-deployments.ts';

// The runtime registry: which build of each remote this visitor's shell loads. The operator's
// deployments (registry store) win; a remote never deployed that way is served from this bff's
// own build, or from its REMOTE_<NAME>_URL. Read again at most once a second, so a change reaches
// the next page load of every bff instance without a restart or a shell rebuild.

const REREAD_AFTER_MS = 1_000;

export class RemoteRegistry {
  private read: { at: number; deployments: Promise<RemoteDeployments> } | undefined;
  private lastRead: RemoteDeployments = {};
  private readonly config: Config;
  private readonly store: RegistryStore;

  constructor(config: Config, store: RegistryStore) {
    this.config = config;
    this.store = store;
  }

  deployments(): Promise<RemoteDeployments> {
    const now = Date.now();
    if (!this.read || now - this.read.at >= REREAD_AFTER_MS) {
      // A registry that cannot be read (the database away, a file edited by hand) must not take
      // the shop down: the last deployments read stay in force until it can be read again.
      const deployments = this.store.read().then(
        (read) => {
          this.lastRead = read;
          return read;
        },
        (error: unknown) => {
          console.error(`remote registry unreadable, serving the last one read: ${(error as Error).message}`);
          return this.lastRead;
        },
      );
      this.read = { at: now, deployments };
    }
    return this.read.deployments;
  }

  /** The entries a browser in canary `bucket` gets. */
  async entries(bucket: number): Promise<RemoteRegistryEntry[]> {
    const deployments = await this.deployments();
    return Promise.all(
      remoteNames.map(async (name) => {
        const deployment = deployments[name];
        const release = deployment ? releaseFor(deployment, bucket) : await this.builtIn(name);
        return {
          name,
          entry: release.entry,
          mount: mountsOf(this.config.shop, name),
          version: release.version,
        };
      }),
    );
  }

  /** The release served when the registry has no deployment of `name`. */
  async builtIn(name: RemoteName): Promise<RemoteRelease> {
    const entry = remoteEntryUrl(this.config, name);
    // The local dist says nothing about a build deployed elsewhere.
    const version = this.config.remoteOverrides[name]
      ? 'unknown'
      : await localVersion(this.config.staticRoot, name);
    return { entry, version };
  }

  /**
   * Distinct origins of every entry that lives elsewhere (canaries included), plus the developer
   * origins allowed by DEV_REMOTE_ORIGINS: what the CSP lets scripts come from.
   */
  async origins(): Promise<string[]> {
    const deployments = await this.deployments();
    const origins = new Set<string>(this.config.devRemoteOrigins);
    for (const name of remoteNames) {
      const deployment = deployments[name];
      const entries = deployment
        ? [deployment.current.entry, deployment.canary?.entry]
        : [remoteEntryUrl(this.config, name)];
      for (const entry of entries)
        if (entry && /^https?:\/\//i.test(entry)) origins.add(new URL(entry).origin);
    }
    return [...origins];
  }

  /** GET /remotes.json, for a shell that started without the registry in its page. */
  handler() {
    return async (req: Request, res: Response): Promise<void> => {
      const entries = await this.entries(await canaryBucket(this, req, res));
      // Revalidated on every boot (the ETag makes that a 304) so a redeployed remote is picked up
      // without rebuilding or redeploying the shell.
      res.setHeader('Cache-Control', 'no-cache');
      res.json(entries);
    };
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

export function remoteEntryUrl(config: Config, name: RemoteName): string {
  return config.remoteOverrides[name] ?? `/remotes/${name}/mf-manifest.json`;
}

/** Build version from the remote's mf-manifest.json, else its package.json, else "unknown". */
export async function localVersion(staticRoot: string, name: RemoteName): Promise<string> {
  const folder = join(staticRoot, remoteFolder(name));
  const manifest = await readBuiltJson(join(folder, 'dist', 'mf-manifest.json'));
  const buildVersion = field(field(field(manifest, 'metaData'), 'buildInfo'), 'buildVersion');
  if (typeof buildVersion === 'string' && buildVersion) return buildVersion;
  const version = field(await readBuiltJson(join(folder, 'package.json')), 'version');
  return typeof version === 'string' && version ? version : 'unknown';
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}
