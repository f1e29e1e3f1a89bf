import { type CurrencyCode, type Money, toMajor } from 'shared-domain';

// Issue 5 item 10: the tag manager learns about pieces added to the cart. Pushed onto its
// dataLayer only; nothing is sent from here. The same GA4 ecommerce shape the product page uses,
// so one tag handles both (the catalogue's helper lives in another remote, hence this copy).

export interface AddToCartEvent {
  event: 'add_to_cart';
  ecommerce: {
    currency: CurrencyCode;
    value: number;
    items: { item_id: string; item_name: string; item_brand: string; price: number; quantity: number }[];
  };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushAddToCart(
  product: { productId: number; name: string; brand: string; unitPrice: Money },
  addedPieces: number,
  currency: CurrencyCode,
): void {
  window.dataLayer ??= [];
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
  window.dataLayer.push(event);
}
