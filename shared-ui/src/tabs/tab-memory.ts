import type { RememberedTab } from './choose-active-tab.ts';

const keyOf = (tabsId: string) => `shop.tabs.${tabsId}`;

// Storage can be missing or throw (private mode, quota, disabled cookies): the tabs still work,
// they just forget.
export function readRememberedTab(tabsId: string): RememberedTab | null {
  try {
    const raw = localStorage.getItem(keyOf(tabsId));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as RememberedTab).tabId === 'string' &&
      typeof (value as RememberedTab).savedAt === 'number'
    ) {
      return value as RememberedTab;
    }
    return null;
  } catch {
    return null;
  }
}

export function rememberTab(tabsId: string, tabId: string, now: number): void {
  try {
    localStorage.setItem(keyOf(tabsId), JSON.stringify({ tabId, savedAt: now } satisfies RememberedTab));
  } catch {
    // Nothing to do: see readRememberedTab.
  }
}
