import {
  adminProductReviewListSchema,
  adminProductReviewSchema,
  productReviewCreatedSchema,
  productReviewCreateSchema,
  productReviewListQuerySchema,
  productReviewPageSchema,
  productsToReviewSchema,
  reviewAdminListQuerySchema,
  reviewAdminUpdateSchema,
  reviewFormSchema,
  reviewUserDataSchema,
} from 'shared-domain/contracts';
import { staffActorOf } from '../platform/audit/audit-trail.ts';
import { signedInUser } from '../platform/auth.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { noStore } from '../platform/http/no-store.ts';
import { pathId } from '../platform/http/path-id.ts';
import { parseBody, parseQuery } from '../platform/http/validate.ts';
import { currentUser } from '../platform/session.ts';
import { createProductReview } from './create-product-review.ts';
import { getReviewUserData } from './get-review-user-data.ts';
import { listProductReviews } from './list-product-reviews.ts';
import { listProductsToReview } from './list-products-to-review.ts';
import { approveReview, listReviewsForStaff, updateReviewByStaff } from './moderate-reviews.ts';

export const REVIEWS_API = '/api/new/product-reviews';

const created = {
  201: {
    description: 'Kept as pending: it is public only once staff approve it',
    schema: productReviewCreatedSchema,
  },
};
const createErrors = {
  400: 'Invalid body, field errors under `errors.form` (`invalid_request`).',
  404: 'The shop does not sell the product (`product_not_found`).',
};

// Product reviews: the literal paths (kept exactly), plus the product page's listing and staff's queue.
export function reviewsRoutes(deps: { db: Db; config: Config }): ApiRoutes {
  const { db, config } = deps;
  const { shop } = config;
  const routes = new ApiRoutes();

  // Answers about the signed-in user and staff answers must not sit in any cache.
  routes.router.use(`${REVIEWS_API}/product-review`, noStore);
  routes.router.use(`${REVIEWS_API}/user-profile`, noStore);
  routes.router.use(`${REVIEWS_API}/admin`, noStore);

  // ── writing a review ───────────────────────────────────────────────────────────────────────
  routes.add(
    {
      method: 'post',
      path: `${REVIEWS_API}/product-review/product-review/`,
      summary: 'Writes a review of the product named in the body (pending until approved)',
      tag: 'reviews',
      access: 'public',
      body: productReviewCreateSchema,
      responses: created,
      errors: createErrors,
    },
    async (req, res) => {
      const body = parseBody(req, productReviewCreateSchema);
      res
        .status(201)
        .json(await createProductReview(db, shop, body.product_id, body, currentUser(req), new Date()));
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${REVIEWS_API}/product-review/product-review/:component_pk/`,
      summary: 'Writes a review of the product component_pk (pending until approved)',
      tag: 'reviews',
      access: 'public',
      body: reviewFormSchema,
      responses: created,
      errors: createErrors,
    },
    async (req, res) => {
      const productId = pathId(req.params.component_pk);
      const body = parseBody(req, reviewFormSchema);
      res
        .status(201)
        .json(await createProductReview(db, shop, productId, body, currentUser(req), new Date()));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${REVIEWS_API}/product-review/user-data-for-product-review/:master_product_seo_name/`,
      summary: "What the review form needs: the product's name, the signed-in user's name and orders with it",
      tag: 'reviews',
      access: 'public',
      responses: { 200: { description: 'Form data (campaign null)', schema: reviewUserDataSchema } },
      errors: { 404: 'Unknown master product (`product_not_found`).' },
    },
    async (req, res) => {
      res.json(
        await getReviewUserData(db, shop, String(req.params.master_product_seo_name), currentUser(req), {
          samsungCampaign: false,
        }),
      );
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${REVIEWS_API}/product-review/user-data-for-product-review/:master_product_seo_name/products-samsung/`,
      summary:
        'The same form data for the Samsung review campaign: Samsung models only, answered with campaign "samsung"',
      tag: 'reviews',
      access: 'public',
      responses: { 200: { description: 'Form data (campaign "samsung")', schema: reviewUserDataSchema } },
      errors: {
        404: 'Unknown master product (`product_not_found`) or not a Samsung one (`not_samsung_product`).',
      },
    },
    async (req, res) => {
      res.json(
        await getReviewUserData(db, shop, String(req.params.master_product_seo_name), currentUser(req), {
          samsungCampaign: true,
        }),
      );
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${REVIEWS_API}/user-profile/products-from-orders-to-review/`,
      summary: "Products from the signed-in customer's orders whose model they have not reviewed yet",
      tag: 'reviews',
      access: 'signed-in',
      responses: { 200: { description: 'Products, newest order first', schema: productsToReviewSchema } },
    },
    async (req, res) => {
      res.json(await listProductsToReview(db, shop, signedInUser(req).id));
    },
  );

  // ── reading reviews ────────────────────────────────────────────────────────────────────────
  routes.add(
    {
      method: 'get',
      path: `${REVIEWS_API}/products/:master_product_seo_name/reviews/`,
      summary: 'Approved reviews of a master product (all its variants) with the rating summary',
      tag: 'reviews',
      access: 'public',
      query: productReviewListQuerySchema,
      responses: { 200: { description: 'One page and the summary', schema: productReviewPageSchema } },
      errors: { 404: 'Unknown master product (`product_not_found`).' },
    },
    async (req, res) => {
      const query = parseQuery(req, productReviewListQuerySchema);
      res.json(await listProductReviews(db, shop, String(req.params.master_product_seo_name), query));
    },
  );

  // ── staff ──────────────────────────────────────────────────────────────────────────────────
  routes.add(
    {
      method: 'get',
      path: `${REVIEWS_API}/admin/reviews/`,
      summary: "The shop's reviews for moderation, newest first",
      tag: 'reviews',
      access: ['staff'],
      query: reviewAdminListQuerySchema,
      responses: { 200: { description: 'One page', schema: adminProductReviewListSchema } },
    },
    async (req, res) => {
      res.json(await listReviewsForStaff(db, shop, parseQuery(req, reviewAdminListQuerySchema)));
    },
  );

  routes.add(
    {
      method: 'patch',
      path: `${REVIEWS_API}/admin/update/:pk/`,
      summary: 'Edits a review’s texts, rating or status (approving makes it public)',
      tag: 'reviews',
      access: ['staff'],
      body: reviewAdminUpdateSchema,
      responses: { 200: { description: 'The review after the change', schema: adminProductReviewSchema } },
      errors: { 404: 'Unknown review (`review_not_found`).' },
    },
    async (req, res) => {
      const update = parseBody(req, reviewAdminUpdateSchema);
      res.json(
        await updateReviewByStaff(db, shop, pathId(req.params.pk), update, staffActorOf(req), new Date()),
      );
    },
  );

  routes.add(
    {
      method: 'patch',
      path: `${REVIEWS_API}/admin/approve/:pk/`,
      summary: 'Approves a review: it becomes public and counts in the product’s rating',
      tag: 'reviews',
      access: ['staff'],
      responses: { 200: { description: 'The approved review', schema: adminProductReviewSchema } },
      errors: { 404: 'Unknown review (`review_not_found`).' },
    },
    async (req, res) => {
      res.json(await approveReview(db, shop, pathId(req.params.pk), staffActorOf(req), new Date()));
    },
  );

  return routes;
}
