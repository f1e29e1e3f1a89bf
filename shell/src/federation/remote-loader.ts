import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistryEntry } from 'shared-domain';

// Loads an exposed module of a remote, retrying entry/chunk failures with backoff.
// Between attempts the remote is registered again with `force`, which drops the runtime's cached
// manifest and entry promise — otherwise a failed load would be remembered for the page's life.
export interface RemoteLoader {
  load<T>(entry: RemoteRegistryEntry, expose: string): Promise<T>;
}

export const RETRY_DELAYS_MS = [300, 1000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function registerRegistry(registry: RemoteRegistryEntry[]): void {
  registerRemotes(registry.map(({ name, entry }) => ({ name, entry })));
}

function reRegister(entry: RemoteRegistryEntry): void {
  registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
}

export const federationLoader: RemoteLoader = {
  async load<T>(entry: RemoteRegistryEntry, expose: string): Promise<T> {
    let lastError: unknown;
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
      if (attempt > 0) {
        await wait(RETRY_DELAYS_MS[attempt - 1]);
        reRegister(entry);
      }
      try {
        const module = await loadRemote<T>(`${entry.name}/${expose}`);
        if (module) return module;
        lastError = new Error(`${entry.name}/${expose} resolved to nothing`);
      } catch (error) {
        lastError = error;
      }
    }
    // Leave the remote registered afresh so a later "try again" starts from a clean state.
    reRegister(entry);
    throw lastError;
  },
};
