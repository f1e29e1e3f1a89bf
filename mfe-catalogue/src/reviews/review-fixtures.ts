import type { ProductReview, ProductReviewPage, RatingSummary, ReviewUserData } from 'shared-domain';

// Answers shaped like the reviews api's (shared-domain contracts/reviews.ts), for msw handlers.
export const reviewsUrl = '/api/new/product-reviews/products/:seo/reviews/';
export const userDataUrl = '/api/new/product-reviews/product-review/user-data-for-product-review/:seo/';
export const createUrl = '/api/new/product-reviews/product-review/product-review/:productId/';

export function review(id: number, overrides: Partial<ProductReview> = {}): ProductReview {
  return {
    id,
    rating: 5,
    pros: '',
    cons: '',
    text: `Recenze číslo ${id}: telefon funguje skvěle.`,
    full_name: `Recenzent ${id}`,
    verified: false,
    helpful_count: 0,
    created_at: '2026-01-10T10:00:00.000Z',
    product_name: 'Apple iPhone 15 128 GB, Modrá',
    ...overrides,
  };
}

export const summary: RatingSummary = {
  average: 4.3,
  count: 14,
  verifiedCount: 3,
  histogram: [
    { rating: 5, count: 8 },
    { rating: 4, count: 3 },
    { rating: 3, count: 2 },
    { rating: 2, count: 0 },
    { rating: 1, count: 1 },
  ],
};

/** 14 reviews served a page at a time like the api does. */
export function reviewPage(page: number, pageSize: number): ProductReviewPage {
  const first = (page - 1) * pageSize + 1;
  const ids = Array.from(
    { length: Math.max(0, Math.min(pageSize, summary.count - first + 1)) },
    (_, index) => first + index,
  );
  return { summary, items: ids.map((id) => review(id)), page, pageSize, total: summary.count };
}

export const emptyPage: ProductReviewPage = {
  summary: {
    average: null,
    count: 0,
    verifiedCount: 0,
    histogram: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: 0 })),
  },
  items: [],
  page: 1,
  pageSize: 6,
  total: 0,
};

export function userData(overrides: Partial<ReviewUserData> = {}): ReviewUserData {
  return {
    master_product: { id: 5, seo_name: 'apple-iphone-15', name: 'Apple iPhone 15', manufacturer: 'Apple' },
    full_name: null,
    order_numbers: [],
    campaign: null,
    ...overrides,
  };
}
