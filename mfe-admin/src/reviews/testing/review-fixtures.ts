import { HttpResponse, http } from 'msw';
import type { AdminProductReview, ReviewStatus } from 'shared-domain';

// Reviews as the api's staff calls answer them (shared-domain/contracts/reviews.ts, "staff"), and a
// small in-memory api that keeps approvals and edits, so a test can follow a review out of the queue.

const REVIEWS_API = '/api/new/product-reviews/admin';

export function adminReview(id: number, overrides: Partial<AdminProductReview> = {}): AdminProductReview {
  return {
    id,
    rating: 4,
    pros: 'Výdrž baterie',
    cons: 'Cena',
    text: 'Telefon funguje skvěle, fotky jsou ostré i večer.',
    full_name: 'Jana Nováková',
    verified: true,
    helpful_count: 0,
    created_at: '2026-03-05T13:30:00.000Z',
    product_name: 'Apple iPhone 15 128 GB Modrá',
    status: 'pending',
    voucher_or_invoice_number: 'CZ26000123',
    product_id: 501,
    master_product_seo_name: 'apple-iphone-15',
    user_id: 12,
    approved_at: null,
    approved_by: null,
    ...overrides,
  };
}

export interface RecordedUpdate {
  id: number;
  body: Record<string, unknown>;
}

/**
 * msw handlers of the staff review calls over a mutable set of reviews, newest (highest id) first.
 * Records list queries, approvals and updates; `refuseUpdate` answers an update instead of saving it.
 */
export function fakeReviewApi(initial: AdminProductReview[]) {
  const reviews = new Map(initial.map((review) => [review.id, structuredClone(review)]));
  const listQueries: URLSearchParams[] = [];
  const approvals: number[] = [];
  const updates: RecordedUpdate[] = [];
  const state: { refuseUpdate: ((update: RecordedUpdate) => Response) | null } = { refuseUpdate: null };

  const notFound = () =>
    HttpResponse.json(
      { type: 'not_found', code: 'review_not_found', message: 'Recenze neexistuje.' },
      { status: 404 },
    );

  const handlers = [
    http.get(`${REVIEWS_API}/reviews/`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      const status = query.get('status') as ReviewStatus | null;
      const page = Number(query.get('page') ?? '1');
      const pageSize = Number(query.get('pageSize') ?? '20');
      const matching = [...reviews.values()]
        .filter((review) => !status || review.status === status)
        .sort((a, b) => b.id - a.id);
      return HttpResponse.json({
        items: matching.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        total: matching.length,
      });
    }),
    http.patch(`${REVIEWS_API}/approve/:id/`, ({ params }) => {
      const id = Number(params.id);
      approvals.push(id);
      const review = reviews.get(id);
      if (!review) return notFound();
      Object.assign(review, { status: 'approved', approved_at: '2026-03-09T12:00:00.000Z', approved_by: 1 });
      return HttpResponse.json(review);
    }),
    http.patch(`${REVIEWS_API}/update/:id/`, async ({ params, request }) => {
      const update = { id: Number(params.id), body: (await request.json()) as Record<string, unknown> };
      updates.push(update);
      if (state.refuseUpdate) return state.refuseUpdate(update);
      const review = reviews.get(update.id);
      if (!review) return notFound();
      Object.assign(review, update.body);
      return HttpResponse.json(review);
    }),
  ];

  return { handlers, reviews, listQueries, approvals, updates, state };
}
