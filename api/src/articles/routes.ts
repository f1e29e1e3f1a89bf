import {
  articleDetailSchema,
  articleListQuerySchema,
  articleListSchema,
} from 'shared-domain/contracts/content.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { sharedCache } from '../platform/http/shared-cache.ts';
import { parseQuery } from '../platform/http/validate.ts';
import { getArticle, listArticles } from './articles.ts';

export const ARTICLES = '/api/new/content/articles';
/** Articles change when staff publish; shared caches keep them a few minutes, a purge clears them. */
const ARTICLE_CACHE = { seconds: 300, keys: ['articles'] };

export function articlesRoutes(deps: { db: Db; config: Config }): ApiRoutes {
  const { db } = deps;
  const { shop } = deps.config;
  const routes = new ApiRoutes();

  routes.add(
    {
      method: 'get',
      path: ARTICLES,
      summary: 'The topics and one page of published articles (optionally of one topic), the newest first',
      tag: 'articles',
      access: 'public',
      query: articleListQuerySchema,
      responses: { 200: { description: 'Topics and articles', schema: articleListSchema } },
    },
    async (req, res) => {
      const query = parseQuery(req, articleListQuerySchema);
      sharedCache(res, ARTICLE_CACHE).json(await listArticles(db, shop, query, new Date()));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${ARTICLES}/:slug`,
      summary: 'A published article with its paragraphs and related products',
      tag: 'articles',
      access: 'public',
      responses: { 200: { description: 'The article', schema: articleDetailSchema } },
      errors: { 404: '`article_not_found`' },
    },
    async (req, res) => {
      const slug = String(req.params.slug);
      if (!/^[a-z0-9-]{1,80}$/.test(slug)) throw notFound('article_not_found');
      sharedCache(res, { ...ARTICLE_CACHE, keys: ['articles', `article-${slug}`] }).json(
        await getArticle(db, shop, slug, new Date()),
      );
    },
  );
  return routes;
}
