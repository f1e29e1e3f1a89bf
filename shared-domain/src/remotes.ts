import { type Area, pathOf } from './paths.ts';
import type { ShopCode } from './shop.ts';

// The module-federation contract: remote names, what each one mounts, and the registry entry the
// bff serves at /remotes.json.
export const remoteNames = [
  'mfe_catalogue',
  'mfe_cart',
  'mfe_buyout',
  'mfe_service',
  'mfe_account',
  'mfe_admin',
  'mfe_warehouse',
] as const;
export type RemoteName = (typeof remoteNames)[number];

/** The areas each remote owns; the first is its primary mount. */
export const remoteAreas: Record<RemoteName, Area[]> = {
  mfe_catalogue: ['home'],
  mfe_cart: ['cart', 'checkout'],
  mfe_buyout: ['buyout'],
  mfe_service: ['service'],
  mfe_account: ['account', 'login'],
  mfe_admin: ['admin'],
  mfe_warehouse: ['warehouse'],
};

/** Folder (workspace) of a remote: mfe_cart -> mfe-cart. */
export function remoteFolder(name: RemoteName): string {
  return name.replace('_', '-');
}

export interface RemoteRegistryEntry {
  name: RemoteName;
  /** Absolute or root-relative URL of the remote's mf-manifest.json. */
  entry: string;
  /** Path prefixes the remote is mounted at, in the shop's language; the first is the primary one. */
  mount: string[];
  version: string;
}

export function mountsOf(shop: ShopCode, name: RemoteName): string[] {
  return remoteAreas[name].map((area) => pathOf(shop, area));
}

/**
 * Which remote owns a URL path: the longest matching mount prefix wins, so "/" (catalogue) is
 * the fallback for every path no other remote claims.
 */
export function remoteForPath(
  registry: RemoteRegistryEntry[],
  pathname: string,
): RemoteRegistryEntry | undefined {
  let best: RemoteRegistryEntry | undefined;
  let bestLength = -1;
  for (const entry of registry) {
    for (const prefix of entry.mount) {
      const matches =
        prefix === '/' ||
        pathname === prefix ||
        pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
      if (matches && prefix.length > bestLength) {
        best = entry;
        bestLength = prefix.length;
      }
    }
  }
  return best;
}
