// npm 11 writes package-lock.json without the other platforms' packages of native tools (rspack,
// swc, biome, nx ship one optional dependency per os/cpu) when the registry cannot serve them —
// the mirror these machines use has only Linux builds — yet `npm ci` insists on finding every one
// of them in the lock (npm/cli#4828, #8320) and refuses to install. This adds the missing entries:
// from the registry when it has the package, else with the os/cpu/libc its name states, which is
// all `npm ci` needs to skip it on this platform. Run it after any change of dependencies:
// `npm install && npm run lockfile:complete`.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const lockPath = path.resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };
const packages = lock.packages;

function isRecorded(parentKey: string, name: string): boolean {
  // Node resolution: the package's own node_modules, then every ancestor's, up to the root.
  let scope = parentKey;
  while (true) {
    if (packages[`${scope ? `${scope}/` : ''}node_modules/${name}`]) return true;
    const at = scope.lastIndexOf('/node_modules/');
    if (scope === '') return false;
    scope = at === -1 ? '' : scope.slice(0, at);
  }
}

type Meta = Record<string, unknown> & { version: string; dist: { tarball: string; integrity: string } };

function registryMeta(name: string, version: string): Meta | null {
  try {
    const json = execFileSync('npm', ['view', `${name}@${version}`, '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return JSON.parse(json) as Meta;
  } catch {
    return null; // not on this registry
  }
}

const osNames = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony'];
const cpuNames = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32'];

/** "@swc/core-linux-arm-gnueabihf" -> os linux, cpu arm, libc glibc. */
export function platformOfName(name: string): { os?: string[]; cpu: string[]; libc?: string[] } {
  const parts = name.slice(name.lastIndexOf('/') + 1).split('-');
  const os = parts.find((part) => osNames.includes(part));
  const cpu = parts.find((part) => cpuNames.includes(part));
  if (!cpu) throw new Error(`cannot tell the platform of ${name}`);
  const libc = parts.some((part) => part.startsWith('musl'))
    ? 'musl'
    : os === 'linux' && parts.some((part) => part.startsWith('gnu'))
      ? 'glibc'
      : undefined;
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

function lockEntry(name: string, version: string, parent: LockEntry): LockEntry {
  const meta = registryMeta(name, version);
  const entry: LockEntry = meta
    ? { version: meta.version, resolved: meta.dist.tarball, integrity: meta.dist.integrity }
    : { version, ...platformOfName(name) };
  if (meta) {
    for (const field of ['cpu', 'os', 'libc', 'license', 'engines'] as const) {
      if (meta[field] !== undefined) entry[field] = meta[field];
    }
  }
  if (parent.dev) entry.dev = true;
  entry.optional = true;
  return entry;
}

let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (isRecorded(key, name)) continue;
    packages[`node_modules/${name}`] = lockEntry(name, spec, entry);
    added++;
    console.info(`added ${name}@${spec}`);
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.info(`package-lock.json: ${added} platform package(s) added`);
