import type { Request } from 'express';
import { shops } from 'shared-domain';
import {
  browseQuerySchema,
  categoryBrowsePageSchema,
  searchPageSchema,
  searchQuerySchema,
  searchSuggestionsSchema,
  suggestionsQuerySchema,
} from 'shared-domain/contracts';
import { formatValidationMessage, SEARCH_MIN_CHARS, searchTermSchema } from 'shared-domain/validation';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { AppError } from '../platform/errors.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { fieldErrorsOf } from '../platform/http/field-errors.ts';
import { CATALOGUE_SECONDS, sharedCache } from '../platform/http/shared-cache.ts';
import { parseQuery } from '../platform/http/validate.ts';
import { browseProducts, searchProducts, suggestProducts } from './browse-products.ts';

const TOO_SHORT = `400 \`search_term_too_short\`: q has fewer than ${SEARCH_MIN_CHARS} characters (the shop's message in errors.query.q).`;

// Category filters and search (issue 4). Public, in the shop's language and currency.
export function browseRoutes(deps: { db: Db; config: Config }): ApiRoutes {
  const { db, config } = deps;
  const locale = shops[config.shop].locale;
  const routes = new ApiRoutes();

  /** The term first, with its own code, so the fronts can tell "too short" from other mistakes. */
  function checkTerm(req: Request): void {
    const result = searchTermSchema().safeParse(req.query.q, { reportInput: true });
    if (result.success) return;
    const issues = result.error.issues.map((issue) => ({ ...issue, path: ['q', ...issue.path] }));
    throw new AppError(
      'validation',
      'search_term_too_short',
      400,
      formatValidationMessage(locale, 'searchMinLength', { numChars: SEARCH_MIN_CHARS }),
      fieldErrorsOf(issues, 'query', locale),
    );
  }

  routes.add(
    {
      method: 'get',
      path: '/api/new/catalogue/browse/',
      summary:
        'One shown category with its descendants: products filtered and sorted, the facets of the whole category, its children',
      tag: 'catalogue',
      access: 'public',
      query: browseQuerySchema,
      responses: {
        200: { description: 'Products, facets and the category', schema: categoryBrowsePageSchema },
      },
      errors: {
        404: 'No shown category of this shop has that seo name, or it or an ancestor is not for display (`product_type_not_found`).',
      },
    },
    async (req, res) => {
      const result = await browseProducts(db, config.shop, parseQuery(req, browseQuerySchema));
      sharedCache(res, { seconds: CATALOGUE_SECONDS, keys: ['catalogue'] }).json(result);
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/new/catalogue/search/',
      summary: 'Products matching every word of q (names, brands, models, codes; accents and case ignored)',
      tag: 'catalogue',
      access: 'public',
      query: searchQuerySchema,
      responses: { 200: { description: 'Matches and their facets', schema: searchPageSchema } },
      errors: { 400: TOO_SHORT },
    },
    async (req, res) => {
      checkTerm(req);
      const result = await searchProducts(db, config.shop, parseQuery(req, searchQuerySchema));
      sharedCache(res, { seconds: CATALOGUE_SECONDS, keys: ['catalogue'] }).json(result);
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/new/catalogue/search/suggestions/',
      summary: 'Up to 8 products for the search box, new goods first',
      tag: 'catalogue',
      access: 'public',
      query: suggestionsQuerySchema,
      responses: { 200: { description: 'Suggestions', schema: searchSuggestionsSchema } },
      errors: { 400: TOO_SHORT },
    },
    async (req, res) => {
      checkTerm(req);
      const { q } = parseQuery(req, suggestionsQuerySchema);
      sharedCache(res, { seconds: CATALOGUE_SECONDS, keys: ['catalogue'] }).json(
        await suggestProducts(db, config.shop, q),
      );
    },
  );

  return routes;
}
