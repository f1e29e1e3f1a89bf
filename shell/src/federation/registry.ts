import { type RemoteName, type RemoteRegistryEntry, remoteNames } from 'shared-domain';

// Developer override: load one remote of the deployed shop from a dev server.
// `?remote:mfe_cart=http://localhost:4102/mf-manifest.json` stores the override in localStorage,
// `?remote:mfe_cart=` clears it. Only the entry URL changes; mount paths stay the shop's.
const STORAGE_PREFIX = 'mf-override:';
const QUERY_PREFIX = 'remote:';

function isRemoteName(value: string): value is RemoteName {
  return (remoteNames as readonly string[]).includes(value);
}

export function rememberOverridesFromQuery(search: string, storage: Storage): void {
  for (const [key, value] of new URLSearchParams(search)) {
    if (!key.startsWith(QUERY_PREFIX)) continue;
    const name = key.slice(QUERY_PREFIX.length);
    if (!isRemoteName(name)) continue;
    if (value === '') storage.removeItem(STORAGE_PREFIX + name);
    else if (isHttpUrl(value)) storage.setItem(STORAGE_PREFIX + name, value);
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function applyOverrides(registry: RemoteRegistryEntry[], storage: Storage): RemoteRegistryEntry[] {
  return registry.map((entry) => {
    const override = storage.getItem(STORAGE_PREFIX + entry.name);
    return override ? { ...entry, entry: override, version: 'dev-override' } : entry;
  });
}
