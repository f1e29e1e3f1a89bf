import type { ShopCode } from 'shared-domain';

// Messages of the cart's refusals in the shop's language: the shop shows them as they are
// (spec §8: an add failure shows the first non-field error).
export interface CartTexts {
  productNotFound: string;
  /** `stock`: pieces the shop has; `inCart`: pieces of it already in the cart. */
  outOfStock: (stock: number, inCart: number) => string;
  quantityLimit: (max: number) => string;
}

export const cartTexts: Record<ShopCode, CartTexts> = {
  cz: {
    productNotFound: 'Tento produkt už neprodáváme.',
    outOfStock: (stock, inCart) => {
      if (stock === 0) return 'Produkt už bohužel není skladem.';
      if (inCart === 0) return `Skladem zbývá jen ${stock} ks.`;
      return `Skladem zbývá jen ${stock} ks a ${inCart} ks už máte v košíku.`;
    },
    quantityLimit: (max) => `Jednoho produktu může být v košíku nejvýše ${max} ks.`,
  },
  ro: {
    productNotFound: 'Acest produs nu mai este disponibil la vânzare.',
    outOfStock: (stock, inCart) => {
      if (stock === 0) return 'Din păcate, produsul nu mai este în stoc.';
      if (inCart === 0) return `Mai sunt în stoc doar ${stock} buc.`;
      return `Mai sunt în stoc doar ${stock} buc., iar ${inCart} buc. sunt deja în coș.`;
    },
    quantityLimit: (max) => `Un produs poate fi în coș în cel mult ${max} buc.`,
  },
};
