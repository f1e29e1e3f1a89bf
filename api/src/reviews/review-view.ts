import type { AdminProductReview, ProductReview } from 'shared-domain';
import type { ReviewRow } from './review-repository.ts';

/** What anyone may read of an approved review: no order number, no account. */
export function toPublicReview(row: ReviewRow): ProductReview {
  return {
    id: row.id,
    rating: row.rating,
    pros: row.pros,
    cons: row.cons,
    text: row.text,
    full_name: row.fullName,
    verified: row.verified,
    helpful_count: row.helpfulCount,
    created_at: row.createdAt.toISOString(),
    product_name: row.productName,
  };
}

export function toAdminReview(row: ReviewRow): AdminProductReview {
  return {
    ...toPublicReview(row),
    status: row.status,
    voucher_or_invoice_number: row.voucherOrInvoiceNumber,
    product_id: row.productId,
    master_product_seo_name: row.masterSeoName,
    user_id: row.userId,
    approved_at: row.approvedAt?.toISOString() ?? null,
    approved_by: row.approvedBy,
  };
}
