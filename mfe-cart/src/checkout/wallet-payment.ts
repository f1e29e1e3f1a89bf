import type { PaymentInit, PaymentResult } from 'shared-domain';
import { toMajor } from 'shared-domain';

// Google Pay / Apple Pay through the browser's Payment Request API and the api's init, session and
// process calls. The api starts the payment and judges the wallet's token; the browser only shows
// the sheet.

export interface WalletCalls {
  init: () => Promise<PaymentInit>;
  session: (validationUrl: string) => Promise<{ merchantSession: Record<string, unknown> }>;
  process: (paymentId: string, walletToken: string) => Promise<PaymentResult>;
}

interface MerchantValidationEvent extends Event {
  validationURL: string;
  complete: (session: Promise<unknown> | unknown) => void;
}

/** Runs the wallet sheet for a placed order; answers the api's verdict ('cancelled' when closed). */
export async function payWithWallet(calls: WalletCalls): Promise<PaymentResult['status']> {
  const init = await calls.init();
  if (!init.paymentRequest || typeof window.PaymentRequest !== 'function') return 'cancelled';
  const { supportedMethods, data, label } = init.paymentRequest;
  const request = new window.PaymentRequest([{ supportedMethods, data }], {
    total: {
      label,
      amount: { currency: init.amount.currency, value: toMajor(init.amount).toFixed(2) },
    },
  });
  // Apple Pay asks the merchant (our api) to validate itself before showing the sheet.
  request.addEventListener('merchantvalidation', (event) => {
    const validation = event as MerchantValidationEvent;
    validation.complete(calls.session(validation.validationURL).then((answer) => answer.merchantSession));
  });
  let response: PaymentResponse;
  try {
    response = await request.show();
  } catch {
    // The customer closed the sheet: the order stays, unpaid, and can be paid again.
    return 'cancelled';
  }
  try {
    const result = await calls.process(init.paymentId, JSON.stringify(response.details));
    await response.complete(result.status === 'paid' ? 'success' : 'fail');
    return result.status;
  } catch (error) {
    await response.complete('fail');
    throw error;
  }
}
