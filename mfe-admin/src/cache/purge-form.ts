import type { CachePurgeRequest } from 'shared-domain';
import { DEFAULT_PURGE_KEYS } from 'shared-domain/contracts/staff.ts';

// The dialog's four tabs: Default purges the keys 'html endpoint', URL one URL, Key the keys staff
// type, Purge All everything. Only the active tab's field is sent.

export const purgeTabs = ['default', 'url', 'key', 'all'] as const;
export type PurgeTab = (typeof purgeTabs)[number];

export interface PurgeValues {
  url: string;
  keys: string;
  soft: boolean;
}

export function purgeRequestOf(tab: PurgeTab, values: PurgeValues): CachePurgeRequest {
  const soft_purge = values.soft;
  if (tab === 'url') return { mode: 'url', url: values.url.trim(), soft_purge };
  if (tab === 'key') return { mode: 'key', keys: values.keys.trim(), soft_purge };
  if (tab === 'all') return { mode: 'full', soft_purge };
  return { mode: 'key', keys: DEFAULT_PURGE_KEYS, soft_purge };
}

/** The field of the tab whose server error belongs to it. */
export function fieldOfTab(tab: PurgeTab): 'url' | 'keys' | null {
  if (tab === 'url') return 'url';
  if (tab === 'key') return 'keys';
  return null;
}
