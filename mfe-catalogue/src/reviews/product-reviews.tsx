// Placeholder until the helper building it replaces it (issue 4, in progress).
export interface ProductReviewsProps {
  productId: number;
  /** The master product's seo name (all variants of a model share their reviews). */
  masterSeoName: string;
  productName: string;
}

export function ProductReviews(_props: ProductReviewsProps) {
  return null;
}
