import type { CurrentUser, ProductReviewCreated, ShopCode, ValidReviewForm } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import { findSoldProductModel, findVerifyingOrder, insertReview } from './review-repository.ts';

/**
 * Keeps a new review as pending: nothing is public until staff approve it. It is verified when
 * its voucher/invoice number names an order with a product of the same model.
 */
export async function createProductReview(
  db: Db,
  shop: ShopCode,
  productId: number | undefined,
  form: ValidReviewForm,
  user: CurrentUser | null,
  now: Date,
): Promise<ProductReviewCreated> {
  const modelId = productId === undefined ? undefined : await findSoldProductModel(db, shop, productId);
  if (productId === undefined || modelId === undefined) throw notFound('product_not_found');
  const voucher = form.voucher_or_invoice_number?.trim() || null;
  const verifiedOrderId =
    voucher === null ? undefined : await findVerifyingOrder(db, shop, modelId, voucher, user?.id ?? null);
  const id = await insertReview(db, {
    shop,
    modelId,
    productId,
    userId: user?.id ?? null,
    rating: form.rating,
    pros: form.pros?.trim() ?? '',
    cons: form.cons?.trim() ?? '',
    text: form.text.trim(),
    fullName: form.full_name.trim(),
    voucherOrInvoiceNumber: voucher,
    verifiedOrderId: verifiedOrderId ?? null,
    createdAt: now,
  });
  return { id, status: 'pending', verified: verifiedOrderId !== undefined };
}
