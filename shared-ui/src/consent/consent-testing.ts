import { CONSENT_COOKIE, CONSENT_STORAGE_KEY } from 'shared-domain/consent.ts';
import { saveConsent } from './consent.ts';

// For tests: the visitor's cookie choice, made or forgotten, as the banner would store it.

export function allowAllCookies(): void {
  saveConsent({ analytics: true, marketing: true });
}

export function forgetCookieChoice(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as the banner writes it (shared-ui/consent/consent.ts)
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
  localStorage.removeItem(CONSENT_STORAGE_KEY);
}
