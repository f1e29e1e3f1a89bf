import type { ProductDetail, ProductPageData, ProductVariant } from 'shared-domain';
import { product as summary } from '../testing/catalogue-fixtures.ts';

// Answers shaped like GET /api/bff/product-page (the api's product detail + the cart count).

const midnight = { code: 'midnight', name: 'Temně inkoustová', hex: '#232a31' };
const blue = { code: 'blue', name: 'Modrá', hex: '#8fb2d0' };

function variant(
  id: number,
  colour: typeof midnight,
  storageGb: number,
  amount: number,
  stock: number,
): ProductVariant {
  return {
    id,
    seoName: `apple-iphone-13-${storageGb}gb-${colour.code}`,
    colour,
    storageGb,
    price: { amount, currency: 'CZK' },
    stock,
  };
}

export const variants: ProductVariant[] = [
  variant(1, midnight, 128, 1_399_000, 5),
  variant(2, blue, 128, 1_399_000, 0),
  variant(3, midnight, 256, 1_699_000, 2),
  variant(4, blue, 256, 1_699_000, 7),
];

export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const seoName = overrides.seoName ?? 'apple-iphone-13-128gb-midnight';
  return {
    id: 1,
    seoName,
    name: 'Apple iPhone 13 128 GB, Temně inkoustová',
    manufacturer: { name: 'Apple', seoName: 'apple' },
    type: { seoName: 'telefony', name: 'Mobilní telefony' },
    model: { seoName: 'apple-iphone-13', name: 'iPhone 13' },
    condition: 'new',
    quality: null,
    colour: midnight,
    storageGb: 128,
    price: { amount: 1_399_000, currency: 'CZK' },
    ean: '0194253123456',
    code: 'MS100001',
    package: { widthCm: 8.4, heightCm: 16.8, depthCm: 3.8, weightKg: 0.33 },
    variants,
    stock: {
      online: 5,
      stores: [
        { storeId: 1, name: 'Mobilní svět Praha Anděl', city: 'Praha', quantity: 3 },
        { storeId: 2, name: 'Mobilní svět Brno Vaňkovka', city: 'Brno', quantity: 0 },
      ],
      reservationReadyMinutes: 30,
    },
    gallery: [1, 2, 3].map((n) => ({
      url: `/api/new/catalogue/products/${seoName}/images/${n}.svg`,
      width: 600,
      height: 600,
      alt: null,
      sources: [],
      srcset: null,
    })),
    parameters: [],
    seo: { title: null, description: null, text: null },
    installment: {
      monthly: { amount: 56_200, currency: 'CZK' },
      months: 30,
      apr: 14.9,
      provider: 'Test mode installments',
    },
    offers: {
      insurance: [
        {
          code: 'theft-damage-12',
          name: 'Pojištění proti krádeži a poškození na 12 měsíců',
          description: 'Kryje náhodné poškození i krádež.',
          months: 12,
          price: { amount: 167_900, currency: 'CZK' },
        },
      ],
      warranty: [
        {
          code: 'extended-warranty-24',
          name: 'Prodloužená záruka +24 měsíců',
          description: 'Záruka pokračuje ještě dva roky.',
          months: 24,
          price: { amount: 111_900, currency: 'CZK' },
        },
      ],
      accessories: [
        summary(501, {
          seoName: 'panzerglass-iphone-15',
          name: 'PanzerGlass Screen Protector iPhone 15',
          manufacturer: 'PanzerGlass',
          typeSeoName: 'prislusenstvi',
          colour: null,
          storageGb: null,
          price: { amount: 59_900, currency: 'CZK' },
        }),
      ],
    },
    ...overrides,
  };
}

/** The blue 256 GB variant as the api describes it. */
export function blueDetail(): ProductDetail {
  const blue256 = variants[3];
  return productDetail({
    id: blue256.id,
    seoName: blue256.seoName,
    name: 'Apple iPhone 13 256 GB, Modrá',
    colour: blue,
    storageGb: 256,
    price: blue256.price,
    stock: { online: 7, stores: [], reservationReadyMinutes: 30 },
  });
}

export function pageData(product: ProductDetail, cartCount = 0): ProductPageData {
  return { product, cartCount };
}
