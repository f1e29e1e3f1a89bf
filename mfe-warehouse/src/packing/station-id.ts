import { newIdempotencyKey } from 'shared-ui/idempotency';

const STORAGE_KEY = 'warehouse.packingStationId';

/**
 * This browser's packing station: a UUID (v4) chosen once and kept in localStorage, so a reload (or the
 * next shift) continues with the crate it leased. Without storage it lasts for the page's life.
 */
export function stationIdOfThisBrowser(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeStorage()) {
  const stored = storage?.getItem(STORAGE_KEY);
  if (stored && /^[A-Za-z0-9-]{8,64}$/.test(stored)) return stored;
  const id = newIdempotencyKey();
  storage?.setItem(STORAGE_KEY, id);
  return id;
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off; the station still works until the page is closed.
    return null;
  }
}
