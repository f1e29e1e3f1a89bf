// The visitor's cookie consent, as the banner stores it: a cookie the bff can read (it leaves out
// what needs consent the visitor has not given) and the same value in localStorage. Versioned, so
// a change of the categories or their texts asks again; dated, as proof of when it was given.
// Imported by its path (shared-domain/consent.ts), not from the package index: it stays out of
// the shared chunks every page loads.

export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_STORAGE_KEY = 'cookie-consent';
/** Raise when the categories or what they cover change: every earlier choice is asked again. */
export const CONSENT_VERSION = 1;
/** A year, then the visitor is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Necessary cookies need no consent and cannot be switched off; these two can. */
export type ConsentCategory = 'analytics' | 'marketing';
export const consentCategories: readonly ConsentCategory[] = ['analytics', 'marketing'];

export interface Consent {
  version: number;
  /** When the choice was made, ISO 8601. */
  date: string;
  analytics: boolean;
  marketing: boolean;
}

/** The cookie's (and storage's) value: "1.a1.m0.2026-11-27T10:00:00.000Z" — no characters a cookie must escape. */
export function formatConsent(consent: Consent): string {
  return `${consent.version}.a${Number(consent.analytics)}.m${Number(consent.marketing)}.${consent.date}`;
}

/** The stored choice, or null when there is none, it is malformed or of an older version. */
export function parseConsent(value: string | null | undefined): Consent | null {
  const match = /^(\d+)\.a([01])\.m([01])\.(\d{4}-\d\d-\d\dT[\d:.]+Z)$/.exec(value ?? '');
  if (!match || Number(match[1]) !== CONSENT_VERSION) return null;
  return {
    version: CONSENT_VERSION,
    analytics: match[2] === '1',
    marketing: match[3] === '1',
    date: match[4],
  };
}

/** The consent in a Cookie header (or document.cookie), or null. */
export function consentFromCookieHeader(header: string | null | undefined): Consent | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CONSENT_COOKIE) return parseConsent(value.join('='));
  }
  return null;
}
