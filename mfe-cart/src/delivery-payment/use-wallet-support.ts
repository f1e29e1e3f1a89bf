import { useEffect, useState } from 'react';
import type { PaymentType } from 'shared-domain';

// Google Pay and Apple Pay go through the browser's Payment Request API (issue 5 item 4). Where the
// browser cannot pay so, the method is shown as unavailable and cannot be chosen.

export type WalletSupport = 'checking' | 'available' | 'unavailable';

/** The Payment Request method identifiers of the two wallets. */
export const walletMethodIds: Partial<Record<PaymentType, string>> = {
  google_pay: 'https://google.com/pay',
  apple_pay: 'https://apple.com/apple-pay',
};

export function isWallet(type: PaymentType): type is 'google_pay' | 'apple_pay' {
  return type === 'google_pay' || type === 'apple_pay';
}

export async function canPayWith(type: PaymentType): Promise<boolean> {
  const methodId = walletMethodIds[type];
  if (!methodId || typeof window.PaymentRequest !== 'function') return false;
  try {
    const request = new window.PaymentRequest([{ supportedMethods: methodId }], {
      total: { label: 'check', amount: { currency: 'CZK', value: '0' } },
    });
    return await request.canMakePayment();
  } catch {
    // An unknown method identifier throws in some browsers: the same as "cannot pay".
    return false;
  }
}

/** Support of each wallet among the offered methods; other methods are always 'available'. */
export function useWalletSupport(types: readonly PaymentType[]): (type: PaymentType) => WalletSupport {
  const wallets = types.filter(isWallet).join(',');
  const [support, setSupport] = useState<Record<string, WalletSupport>>({});
  useEffect(() => {
    let current = true;
    for (const type of wallets.split(',').filter(Boolean) as PaymentType[]) {
      void canPayWith(type).then((ok) => {
        if (current) setSupport((known) => ({ ...known, [type]: ok ? 'available' : 'unavailable' }));
      });
    }
    return () => {
      current = false;
    };
  }, [wallets]);
  return (type) => (isWallet(type) ? (support[type] ?? 'checking') : 'available');
}
