import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { type RemoteName, remoteNames } from 'shared-domain';
import type { RemoteDeployment, RemoteDeployments } from './remote-deployments.ts';

// Where the registry is kept: a table of the shop's PostgreSQL database when the shop runs on one
// (every bff instance reads the same registry), else a JSON file beside the embedded database.

export interface RegistryStore {
  read(): Promise<RemoteDeployments>;
  /** Records one remote's deployment; the others are left as they are. */
  save(name: RemoteName, deployment: RemoteDeployment): Promise<void>;
  close(): Promise<void>;
}

export function fileRegistryStore(path: string): RegistryStore {
  return {
    read: () => readDeploymentsFile(path),
    async save(name, deployment) {
      const deployments = await readDeploymentsFile(path);
      deployments[name] = deployment;
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed, so a bff reading at that moment sees the old or the new file.
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, `${JSON.stringify(deployments, null, 2)}\n`);
      await rename(temporary, path);
    },
    close: async () => {},
  };
}

async function readDeploymentsFile(path: string): Promise<RemoteDeployments> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  return knownRemotes(JSON.parse(text));
}

/** Entries of remotes this shell no longer has are ignored rather than served. */
export function knownRemotes(value: unknown): RemoteDeployments {
  const deployments: RemoteDeployments = {};
  if (typeof value !== 'object' || value === null) return deployments;
  for (const name of remoteNames) {
    const deployment = (value as Record<string, unknown>)[name];
    if (isDeployment(deployment)) deployments[name] = deployment;
  }
  return deployments;
}

function isDeployment(value: unknown): value is RemoteDeployment {
  const current = (value as { current?: { entry?: unknown; version?: unknown } } | null)?.current;
  return typeof current?.entry === 'string' && typeof current.version === 'string';
}
