import { useRef } from 'react';

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
 * One key per form attempt: the same data sent again (after a network failure, when the first
 * request may have booked) keep the key; changed data or `forget()` after the api answered start anew.
 */
export function useIdempotencyKey() {
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  function keyFor(fingerprint: string): string {
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { fingerprint, key: newIdempotencyKey() };
    }
    return attempt.current.key;
  }
  function forget() {
    attempt.current = null;
  }
  return { keyFor, forget };
}
