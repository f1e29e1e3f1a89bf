import { type CurrencyCode, type Money, toMajor } from 'shared-domain';
import { pushAnalyticsEvent, trackMarketingEvent } from 'shared-ui/consent/consent.ts';

// Issue 5 item 10: the tag manager learns about pieces added to the cart. Pushed onto its
// dataLayer only, once the visitor allowed analytics; nothing is sent from here. The same GA4
// ecommerce shape the product page uses, so one tag handles both (the catalogue's helper lives in another remote, hence this copy).

export interface AddToCartEvent {
  event: 'add_to_cart';
  ecommerce: {
    currency: CurrencyCode;
    value: number;
    items: { item_id: string; item_name: string; item_brand: string; price: number; quantity: number }[];
  };
}

export function pushAddToCart(
  product: { productId: number; name: string; brand: string; unitPrice: Money },
  addedPieces: number,
  currency: CurrencyCode,
): void {
  const price = toMajor(product.unitPrice);
  const event: AddToCartEvent = {
    event: 'add_to_cart',
    ecommerce: {
      currency,
      value: price * addedPieces,
      items: [
        {
          item_id: String(product.productId),
          item_name: product.name,
          item_brand: product.brand,
          price,
          quantity: addedPieces,
        },
      ],
    },
  };
  pushAnalyticsEvent(event);
  // Facebook's AddToCart in the cart's currency, only with consent to marketing.
  trackMarketingEvent('AddToCart', {
    value: event.ecommerce.value,
    currency,
    content_ids: [String(product.productId)],
    content_type: 'product',
  });
}
