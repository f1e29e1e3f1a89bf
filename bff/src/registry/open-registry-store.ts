import type { Config } from '../config.ts';
import { pgRegistryStore } from './pg-registry-store.ts';
import { fileRegistryStore, type RegistryStore } from './registry-store.ts';

/** The shop's PostgreSQL database when it has one, else the file beside the embedded database. */
export function openRegistryStore(config: Config): RegistryStore {
  return config.registry.databaseUrl
    ? pgRegistryStore(config.registry.databaseUrl, config.shop)
    : fileRegistryStore(config.registry.file);
}
