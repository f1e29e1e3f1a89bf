import type { Money, ShopCode } from 'shared-domain';
import {
  PRODUCT_IMAGE_COUNT,
  PRODUCT_IMAGE_SIZE,
  type ProductDetail,
  qualityMeaningKeys,
  RESERVATION_READY_MINUTES,
} from 'shared-domain/contracts';
import { cheapestMonthly, type InstallmentProvider } from '../payments/installment-provider.ts';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import { productName, toSummary } from './list-products.ts';
import { selectParameters, selectSeoTexts, selectUploadedGallery } from './product-detail-content.ts';
import {
  findProductDetail,
  type ProductDetailRow,
  selectAccessories,
  selectOfferRules,
  selectStoreStock,
  selectVariants,
} from './product-detail-repository.ts';
import { priceOffer } from './product-offers.ts';

export const ACCESSORY_OFFERS = 4;
const SEO_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function productNotFound(_seoName: string) {
  return notFound('product_not_found');
}

/** A product of this shop by seo name, or a 404; any other text is simply an unknown product. */
export async function findSoldProduct(db: Db, shop: ShopCode, seoName: string): Promise<ProductDetailRow> {
  const row =
    SEO_NAME.test(seoName) && seoName.length <= 200 ? await findProductDetail(db, shop, seoName) : undefined;
  if (!row) throw productNotFound(seoName);
  return row;
}

export function galleryImageUrl(seoName: string, n: number): string {
  return `/api/new/catalogue/products/${encodeURIComponent(seoName)}/images/${n}.svg`;
}

/** The product page's data: the product, its variants, stock, pictures, installments and offers. */
export async function getProductDetail(
  db: Db,
  shop: ShopCode,
  seoName: string,
  installments: InstallmentProvider,
): Promise<ProductDetail> {
  const row = await findSoldProduct(db, shop, seoName);
  const [variants, stores, rules, accessories, parameters, uploaded, seo] = await Promise.all([
    selectVariants(db, shop, row),
    selectStoreStock(db, shop, row.id),
    selectOfferRules(db, shop, row.productTypeId),
    selectAccessories(db, shop, {
      modelId: row.modelId,
      manufacturerId: row.manufacturerId,
      limit: ACCESSORY_OFFERS,
    }),
    selectParameters(db, shop, row.modelId),
    selectUploadedGallery(db, shop, row.modelId),
    selectSeoTexts(db, shop, row.modelId),
  ]);
  const price: Money = { amount: row.amount, currency: row.currency };
  const installment = cheapestMonthly(installments, price);
  const offers = rules.map((rule) => ({ kind: rule.kind, offer: priceOffer(rule, price) }));
  return {
    id: row.id,
    seoName: row.seoName,
    name: productName(row),
    manufacturer: { name: row.manufacturer, seoName: row.manufacturerSeoName },
    type: { seoName: row.typeSeoName, name: row.typeName },
    model: { seoName: row.modelSeoName, name: row.modelName },
    condition: row.condition,
    quality: row.qualityGrade
      ? { grade: row.qualityGrade, meaningKey: qualityMeaningKeys[row.qualityGrade] }
      : null,
    colour: colourOf(row),
    storageGb: row.storageGb,
    price,
    ean: row.ean,
    code: row.code,
    package:
      row.widthMm === null || row.heightMm === null || row.depthMm === null || row.weightG === null
        ? null
        : {
            widthCm: row.widthMm / 10,
            heightCm: row.heightMm / 10,
            depthCm: row.depthMm / 10,
            weightKg: row.weightG / 1000,
          },
    variants: variants.map((variant) => ({
      id: variant.id,
      seoName: variant.seoName,
      colour: colourOf(variant),
      storageGb: variant.storageGb,
      price: { amount: variant.amount, currency: variant.currency },
      stock: variant.stock,
    })),
    stock: {
      online: stores.reduce((sum, store) => sum + store.quantity, 0),
      stores,
      reservationReadyMinutes: RESERVATION_READY_MINUTES,
    },
    // Staff's photos when there are any, else the generated outline.
    gallery: uploaded.length > 0 ? uploaded : generatedGallery(row.seoName),
    parameters,
    installment: installment && {
      monthly: installment.monthly,
      months: installment.months,
      apr: installment.apr,
      provider: installments.name,
    },
    offers: {
      insurance: offers.filter((o) => o.kind === 'insurance').map((o) => o.offer),
      warranty: offers.filter((o) => o.kind === 'warranty').map((o) => o.offer),
      accessories: accessories.map((accessory) => toSummary(accessory)),
    },
    seo,
  };
}

function generatedGallery(seoName: string): ProductDetail['gallery'] {
  return Array.from({ length: PRODUCT_IMAGE_COUNT }, (_, index) => ({
    url: galleryImageUrl(seoName, index + 1),
    ...PRODUCT_IMAGE_SIZE,
    alt: null,
    sources: [],
    srcset: null,
  }));
}

function colourOf(row: { colourCode: string | null; colourName: string | null; colourHex: string | null }) {
  return row.colourCode !== null && row.colourName !== null && row.colourHex !== null
    ? { code: row.colourCode, name: row.colourName, hex: row.colourHex }
    : null;
}
