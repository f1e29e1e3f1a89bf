export const DEFAULT_REMEMBER_MS = 5 * 60 * 1000;

export interface RememberedTab {
  tabId: string;
  /** Epoch milliseconds of the choice. */
  savedAt: number;
}

export interface ChooseActiveTabInput {
  tabIds: readonly string[];
  /** location.hash, with or without the leading "#". */
  hash?: string;
  remembered?: RememberedTab | null;
  now: number;
  defaultTab?: string;
  rememberMs?: number;
}

/** The tab id a fragment names ("#url" → "url"), decoded. */
export function tabIdFromHash(hash: string | undefined): string | undefined {
  if (!hash) return undefined;
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The URL fragment wins (a shared link opens the same tab), else the tab chosen in the
 * last 5 minutes, else the default, else the first. A fragment or memory that names no existing
 * tab is skipped. A choice "from the future" (clock changed) is ignored, or it would never expire.
 */
export function chooseActiveTab({
  tabIds,
  hash,
  remembered,
  now,
  defaultTab,
  rememberMs = DEFAULT_REMEMBER_MS,
}: ChooseActiveTabInput): string | undefined {
  const fragment = tabIdFromHash(hash);
  if (fragment && tabIds.includes(fragment)) return fragment;
  if (remembered && tabIds.includes(remembered.tabId)) {
    const age = now - remembered.savedAt;
    if (age >= 0 && age < rememberMs) return remembered.tabId;
  }
  if (defaultTab && tabIds.includes(defaultTab)) return defaultTab;
  return tabIds[0];
}
