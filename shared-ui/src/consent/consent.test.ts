import {
  CONSENT_COOKIE,
  CONSENT_STORAGE_KEY,
  consentFromCookieHeader,
  parseConsent,
} from 'shared-domain/consent.ts';
import {
  hasConsent,
  pushAnalyticsEvent,
  readConsent,
  saveConsent,
  trackMarketingEvent,
  whenConsented,
} from './consent.ts';
import { forgetCookieChoice } from './consent-testing.ts';

beforeEach(() => {
  forgetCookieChoice();
  delete window.dataLayer;
});

describe('the consent gate', () => {
  it('allows nothing before the visitor chose', () => {
    expect(readConsent()).toBeNull();
    expect(hasConsent('analytics')).toBe(false);
    expect(hasConsent('marketing')).toBe(false);
  });

  it('pushes nothing before consent, and the pending event once analytics is allowed', () => {
    pushAnalyticsEvent({ event: 'product_badge_view' });
    expect(window.dataLayer).toBeUndefined();
    saveConsent({ analytics: false, marketing: true });
    expect(window.dataLayer).toBeUndefined();
    saveConsent({ analytics: true, marketing: false });
    expect(window.dataLayer).toEqual([{ event: 'product_badge_view' }]);
    saveConsent({ analytics: true, marketing: true });
    expect(window.dataLayer).toHaveLength(1);
    pushAnalyticsEvent({ event: 'add_to_cart' });
    expect(window.dataLayer).toEqual([{ event: 'product_badge_view' }, { event: 'add_to_cart' }]);
  });

  it('sends a Facebook event only once marketing is allowed', () => {
    const fbq = jest.fn();
    window.fbq = fbq;
    trackMarketingEvent('AddToCart', { value: 13990, currency: 'CZK' });
    saveConsent({ analytics: true, marketing: false });
    expect(fbq).not.toHaveBeenCalled();
    saveConsent({ analytics: true, marketing: true });
    expect(fbq).toHaveBeenCalledWith('track', 'AddToCart', { value: 13990, currency: 'CZK' });
    delete window.fbq;
  });

  it('a cancelled wait never runs', () => {
    const run = jest.fn();
    const cancel = whenConsented('marketing', run);
    cancel();
    saveConsent({ analytics: true, marketing: true });
    expect(run).not.toHaveBeenCalled();
    whenConsented('marketing', run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('stores a versioned, dated choice in a cookie the bff reads and in localStorage', () => {
    const saved = saveConsent({ analytics: true, marketing: false }, new Date('2026-11-27T10:00:00.000Z'));
    expect(saved).toEqual({
      version: 1,
      date: '2026-11-27T10:00:00.000Z',
      analytics: true,
      marketing: false,
    });
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=1.a1.m0.2026-11-27T10:00:00.000Z`);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('1.a1.m0.2026-11-27T10:00:00.000Z');
    expect(consentFromCookieHeader(`a=b; ${document.cookie}`)).toEqual(saved);
  });

  it('an older version or a damaged cookie allows nothing', () => {
    for (const value of ['0.a1.m1.2026-11-27T10:00:00.000Z', 'a1.m1', '1.a1m1.2026-11-27T10:00:00.000Z']) {
      // biome-ignore lint/suspicious/noDocumentCookie: a cookie as an older banner or a hand wrote it
      document.cookie = `cookie_consent=${value}; Path=/`;
      expect(hasConsent('analytics')).toBe(false);
      expect(hasConsent('marketing')).toBe(false);
    }
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = 'cookie_consent=1.a0.m1.2026-11-27T10:00:00.000Z; Path=/';
    expect(hasConsent('analytics')).toBe(false);
    expect(hasConsent('marketing')).toBe(true);
  });

  it('asks again for an older version or a damaged value', () => {
    expect(parseConsent('0.a1.m1.2026-11-27T10:00:00.000Z')).toBeNull();
    expect(parseConsent('1.a1.m1.yesterday')).toBeNull();
    expect(parseConsent('1.a2.m1.2026-11-27T10:00:00.000Z')).toBeNull();
  });
});
