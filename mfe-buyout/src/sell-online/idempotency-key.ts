/**
 * A random UUID v4. crypto.randomUUID exists only in secure contexts (https, localhost); a shop
 * opened over plain http on another host still has getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key of the last data sent. Kept by the module, not the form: a form closed and reopened between
 * a failed send and its retry must send the same data with the same key, in case the first request
 * did reach the api.
 */
let lastSent: { fingerprint: string; key: string } | null = null;

/**
 * One Idempotency-Key per filled form: the same data sent again (a retry, a second click) carries the
 * same key, so the api sells once; once the data differ, they are a new request with a new key.
 */
export function idempotencyKeyFor(fingerprint: string): string {
  if (lastSent?.fingerprint !== fingerprint) lastSent = { fingerprint, key: newIdempotencyKey() };
  return lastSent.key;
}

/** Kept as a hook for the form; the memory behind it is the module's. */
export function useIdempotencyKey(): (fingerprint: string) => string {
  return idempotencyKeyFor;
}
