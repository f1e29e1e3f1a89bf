import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  type Consent,
  type ConsentCategory,
  consentFromCookieHeader,
  formatConsent,
} from 'shared-domain/consent.ts';

// The one gate of analytics and marketing: nothing is pushed to the tag manager or loaded for
// marketing before the visitor allowed its category in the cookie banner. What asks before the
// choice waits (whenConsented) and runs once the category is allowed, never if it is refused.
// Import it by its path (shared-ui/consent/consent.ts): each front bundles these few lines, and the
// shared entry every page loads does not grow.

/** Fired on window when the visitor saves a choice; detail: the Consent. */
export const CONSENT_CHANGE_EVENT = 'shop:consent-change';

/** The visitor's current choice; null until they made one (or it is of an older version). */
export function readConsent(): Consent | null {
  if (typeof document === 'undefined') return null;
  return consentFromCookieHeader(document.cookie);
}

/** Whether the stored choice (of the current version) allows `category`. */
export function hasConsent(category: ConsentCategory): boolean {
  // A look at the cookie without parsing it whole: every page with product cards carries this.
  const flags = category === 'analytics' ? 'a1\\.m[01]' : 'a[01]\\.m1';
  return new RegExp(`(^|;\\s*)${CONSENT_COOKIE}=${CONSENT_VERSION}\\.${flags}\\.`).test(document.cookie);
}

/**
 * Runs `run` now when `category` is allowed, else once the visitor allows it (not on a refusal,
 * nor after `cancel`). Returns the cancel function.
 */
export function whenConsented(category: ConsentCategory, run: () => void): () => void {
  if (hasConsent(category)) {
    run();
    return () => {};
  }
  const onChange = (event: Event) => {
    if ((event as CustomEvent<Consent>).detail?.[category] !== true) return;
    window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
    run();
  };
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
}

/** Stores the choice (cookie for the bff, localStorage as a copy) and tells the waiting gates. */
export function saveConsent(choice: Pick<Consent, ConsentCategory>, now = new Date()): Consent {
  const consent: Consent = { version: CONSENT_VERSION, date: now.toISOString(), ...choice };
  const value = formatConsent(consent);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, value);
  } catch {
    // Storage may be off (private mode, quota); the cookie is what counts.
  }
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: consent }));
  return consent;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes an event onto the tag manager's dataLayer once the visitor allowed analytics. */
export function pushAnalyticsEvent(event: object): void {
  whenConsented('analytics', () => {
    window.dataLayer ??= [];
    window.dataLayer.push(event);
  });
}

declare global {
  interface Window {
    /** The Facebook pixel, when the tag manager put it on the page. */
    fbq?: (command: 'track', event: string, params: object) => void;
  }
}

/** A Facebook pixel event, once the visitor allowed marketing; nothing while no pixel is on the page. */
export function trackMarketingEvent(event: string, params: object): void {
  whenConsented('marketing', () => window.fbq?.('track', event, params));
}
