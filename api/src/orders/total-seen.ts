import type { Money, ShopCode } from 'shared-domain';
import type { ApiErrorBody, CartTotals } from 'shared-domain/contracts';
import { checkoutTexts } from '../checkout/checkout-texts.ts';
import { AppError } from '../platform/errors.ts';

/** 409 `total_changed`: its body carries the summary at the total the order would cost now. */
export class TotalChangedError extends AppError {
  readonly summary: CartTotals;

  constructor(shop: ShopCode, summary: CartTotals) {
    super('conflict', 'total_changed', 409, checkoutTexts[shop].totalChanged);
    this.summary = summary;
  }

  override toBody(): ApiErrorBody {
    return { ...super.toBody(), summary: this.summary };
  }
}

/**
 * An order is placed only at the total the customer saw in the summary: a cart changed after it
 * (another tab, a new price, a discount that ended) is shown again to confirm, never charged unseen.
 */
export function requireTotalSeen(shop: ShopCode, seen: Money, now: CartTotals): void {
  if (seen.amount !== now.total.amount || seen.currency !== now.total.currency)
    throw new TotalChangedError(shop, now);
}
