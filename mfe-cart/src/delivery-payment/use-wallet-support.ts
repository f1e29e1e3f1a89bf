import { useState } from 'react';
import type { PaymentType } from 'shared-domain';

// Which card wallets this browser can pay with, asked without reaching any other origin.
//
// The shop's Content-Security-Policy (bff security headers) lets a page connect only to the shop's
// own origins. A Payment Request for a URL-named method ("https://google.com/pay",
// "https://apple.com/apple-pay") makes Chromium fetch that method's manifest, so merely
// constructing one is refused and logged as a CSP violation - and such a wallet could not open its
// sheet either. The check therefore never builds a Payment Request:
// - Apple Pay: Safari's own ApplePaySession answers synchronously (no script, no request);
// - Google Pay: no browser can pay with it under this CSP, so it is not offered. Offering it takes
//   the manifest origins (google.com, pay.google.com) in the bff's connect-src and a probe here.
// A wallet the browser cannot pay with is not listed at all.

export type WalletSupport = 'available' | 'unavailable';

export function isWallet(type: PaymentType): type is 'google_pay' | 'apple_pay' {
  return type === 'google_pay' || type === 'apple_pay';
}

interface ApplePaySessionGlobal {
  canMakePayments: () => boolean;
}

function canPayWithApplePay(): boolean {
  const session = (window as { ApplePaySession?: ApplePaySessionGlobal }).ApplePaySession;
  if (typeof session?.canMakePayments !== 'function') return false;
  try {
    return session.canMakePayments() === true;
  } catch {
    // Safari throws on a page it does not consider secure: the same as "cannot pay".
    return false;
  }
}

export function canPayWith(type: PaymentType): boolean {
  if (type === 'apple_pay') return canPayWithApplePay();
  return !isWallet(type);
}

/** Support of each payment method; only wallets can be 'unavailable'. Asked once per page. */
export function useWalletSupport(): (type: PaymentType) => WalletSupport {
  const [support] = useState(() => ({
    google_pay: canPayWith('google_pay'),
    apple_pay: canPayWith('apple_pay'),
  }));
  return (type) => (isWallet(type) && !support[type] ? 'unavailable' : 'available');
}
