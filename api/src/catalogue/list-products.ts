import type { ProductListQuery, ProductPage, ProductSummary, ShopCode } from 'shared-domain';
import { imageSourcesOf } from 'shared-domain/image-variants.ts';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import { findProductTypeId, type ProductRow, selectProducts } from './product-repository.ts';

export async function listProducts(db: Db, shop: ShopCode, query: ProductListQuery): Promise<ProductPage> {
  let productTypeId: number | undefined;
  if (query.type !== undefined) {
    productTypeId = await findProductTypeId(db, shop, query.type);
    if (productTypeId === undefined) throw notFound('product_type_not_found');
  }
  const { rows, total } = await selectProducts(db, shop, {
    productTypeId,
    sort: query.sort,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { items: rows.map(toSummary), page: query.page, pageSize: query.pageSize, total };
}

export function toSummary(row: ProductRow): ProductSummary {
  return {
    id: row.id,
    seoName: row.seoName,
    name: productName(row),
    manufacturer: row.manufacturer,
    typeSeoName: row.typeSeoName,
    quality: row.qualityGrade,
    isUsed: row.condition === 'used',
    colour:
      row.colourName !== null && row.colourHex !== null ? { name: row.colourName, hex: row.colourHex } : null,
    storageGb: row.storageGb,
    price: { amount: row.amount, currency: row.currency },
    stock: row.stock,
    imageUrl: summaryImageUrl(row),
  };
}

/** A list's picture: the master product's first photo (the <img> fallback size), else the outline. */
export function summaryImageUrl(row: Pick<ProductRow, 'seoName' | 'photoUploadId'>): string {
  return row.photoUploadId ? imageSourcesOf(row.photoUploadId).src : productImageUrl(row.seoName);
}

/** The product's first image (served by the product component). */
export function productImageUrl(seoName: string): string {
  return `/api/new/catalogue/products/${encodeURIComponent(seoName)}/images/1.svg`;
}

/** "Apple iPhone 15 128 GB, Černá": manufacturer, model, storage and colour, as shops list them. */
export function productName(
  row: Pick<ProductRow, 'manufacturer' | 'modelName' | 'storageGb' | 'colourName'>,
): string {
  const storage = row.storageGb === null ? '' : ` ${storageLabel(row.storageGb)}`;
  const colour = row.colourName === null ? '' : `, ${row.colourName}`;
  return `${row.manufacturer} ${row.modelName}${storage}${colour}`;
}

function storageLabel(gb: number): string {
  return gb >= 1024 && gb % 1024 === 0 ? `${gb / 1024} TB` : `${gb} GB`;
}
