import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import semver from 'semver';
import { type RemoteName, remoteFolder, remoteNames } from 'shared-domain';
import type { RemoteRelease } from './remote-deployments.ts';

// A remote may only be put in front of customers if the running shell can host it: it is the
// remote it claims to be, it exposes `./routes` (what the shell mounts), and every shared
// singleton it needs is provided by the shell in a version its range accepts — a singleton the
// shell cannot satisfy would be loaded twice or not at all, and the area would break at runtime.

/** What a remote's build records in its mf-manifest.json (the parts checked here). */
interface RemoteManifest {
  name?: string;
  metaData?: { name?: string; buildInfo?: { buildVersion?: string } };
  shared?: { name?: string; requiredVersion?: string; singleton?: boolean }[];
  exposes?: { path?: string }[];
}

/** Written by the shell's build (tools/federation/shared-contract-plugin.mjs). */
export const SHELL_CONTRACT_FILE = join('shell', 'dist', 'shared-contract.json');

export interface ContractVerdict {
  release: RemoteRelease;
  problems: string[];
}

/** `name`: the remote the build is meant to replace; left out, the one the manifest names. */
export async function checkRemoteContract(
  staticRoot: string,
  entry: string,
  name?: RemoteName,
): Promise<ContractVerdict & { name: string }> {
  const [manifest, provided] = await Promise.all([
    loadManifest(staticRoot, entry),
    shellProvides(staticRoot),
  ]);
  const target = name ?? manifest.metaData?.name ?? manifest.name ?? 'an unnamed remote';
  const version = manifest.metaData?.buildInfo?.buildVersion || 'unknown';
  const problems = isRemoteName(target)
    ? contractProblems(target, manifest, provided)
    : [`"${target}" is not one of the shell's remotes (${remoteNames.join(', ')})`];
  return { name: target, release: { entry, version }, problems };
}

export function contractProblems(
  name: RemoteName,
  manifest: RemoteManifest,
  provided: Record<string, string>,
): string[] {
  const problems: string[] = [];
  const builtAs = manifest.metaData?.name ?? manifest.name;
  if (builtAs !== name)
    problems.push(`it is the build of "${builtAs ?? 'an unnamed remote'}", not of ${name}`);
  if (!manifest.exposes?.some((expose) => expose.path === './routes')) {
    problems.push('it does not expose ./routes, which the shell mounts');
  }
  for (const shared of manifest.shared ?? []) {
    if (!shared.name || !shared.requiredVersion) continue;
    const version = providedVersion(provided, shared.name);
    if (!version) {
      problems.push(`it needs ${shared.name} ${shared.requiredVersion}, which the shell does not share`);
    } else if (!semver.satisfies(version, shared.requiredVersion, { includePrerelease: true })) {
      problems.push(`it needs ${shared.name} ${shared.requiredVersion}, the shell provides ${version}`);
    }
  }
  return problems;
}

/**
 * The version the shell provides for a request: its own entry, else the longest `name/` entry that
 * shares every subpath under it (the shell shares `react-dom/`, a remote asks for `react-dom/client`).
 */
function providedVersion(provided: Record<string, string>, request: string): string | undefined {
  if (Object.hasOwn(provided, request)) return provided[request];
  const prefix = Object.keys(provided)
    .filter((key) => key.endsWith('/') && request.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];
  return prefix === undefined ? undefined : provided[prefix];
}

async function shellProvides(staticRoot: string): Promise<Record<string, string>> {
  const contract = await readJson(join(staticRoot, SHELL_CONTRACT_FILE)).catch(() => {
    throw new ContractUnreadable(`the shell's ${SHELL_CONTRACT_FILE} is missing: build the shell first`);
  });
  return ((contract as { shared?: Record<string, string> }).shared ?? {}) as Record<string, string>;
}

/** A remote served by this bff is read from its dist folder; one deployed elsewhere is fetched. */
async function loadManifest(staticRoot: string, entry: string): Promise<RemoteManifest> {
  const local = /^\/remotes\/([a-z_]+)\/(.+)$/.exec(entry);
  try {
    if (local && isRemoteName(local[1])) {
      return (await readJson(join(staticRoot, remoteFolder(local[1]), 'dist', local[2]))) as RemoteManifest;
    }
    const response = await fetch(entry, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as RemoteManifest;
  } catch (error) {
    throw new ContractUnreadable(`${entry} could not be read as a manifest (${(error as Error).message})`);
  }
}

async function readJson(path: string): Promise<unknown> {
  return JSON.parse(await readFile(path, 'utf8'));
}

export class ContractUnreadable extends Error {}

export function isRemoteName(value: string): value is RemoteName {
  return (remoteNames as readonly string[]).includes(value);
}
