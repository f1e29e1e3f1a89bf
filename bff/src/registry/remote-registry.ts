import { readFile } from 'node:fs/promises';
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

// GET /remotes.json: the runtime registry the shell reads at boot. Entries and
// mounts come from config, so they are fixed per process; versions are read per request because
// a remote's dist can be rebuilt or redeployed while the bff keeps running.

export function remoteEntryUrl(config: Config, name: RemoteName): string {
  return config.remoteOverrides[name] ?? `/remotes/${name}/mf-manifest.json`;
}

/**
 * Distinct origins of entries that live elsewhere, plus the developer origins explicitly allowed
 * by DEV_REMOTE_ORIGINS; these (and only these) go into the CSP.
 */
export function remoteOrigins(config: Config): string[] {
  const origins = new Set<string>(config.devRemoteOrigins);
  for (const name of remoteNames) {
    const entry = remoteEntryUrl(config, name);
    if (/^https?:\/\//i.test(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins];
}

export async function buildRegistry(config: Config): Promise<RemoteRegistryEntry[]> {
  return Promise.all(
    remoteNames.map(async (name) => ({
      name,
      entry: remoteEntryUrl(config, name),
      mount: mountsOf(config.shop, name),
      // The local dist says nothing about a build deployed elsewhere.
      version: config.remoteOverrides[name] ? 'unknown' : await localVersion(config.staticRoot, name),
    })),
  );
}

/** Build version from the remote's mf-manifest.json, else its package.json, else "unknown". */
export async function localVersion(staticRoot: string, name: RemoteName): Promise<string> {
  const folder = join(staticRoot, remoteFolder(name));
  const manifest = await readJson(join(folder, 'dist', 'mf-manifest.json'));
  const buildVersion = field(field(field(manifest, 'metaData'), 'buildInfo'), 'buildVersion');
  if (typeof buildVersion === 'string' && buildVersion) return buildVersion;
  const version = field(await readJson(join(folder, 'package.json')), 'version');
  return typeof version === 'string' && version ? version : 'unknown';
}

export function registryHandler(config: Config) {
  return async (_req: Request, res: Response): Promise<void> => {
    const registry = await buildRegistry(config);
    // Revalidated on every boot (the ETag makes that a 304) so a redeployed remote is picked up
    // without rebuilding or redeploying the shell.
    res.setHeader('Cache-Control', 'no-cache');
    res.json(registry);
  };
}

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return undefined; // missing or half-written file: fall back to the next source
  }
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}
