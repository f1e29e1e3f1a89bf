import {
  adminArticleInputSchema,
  adminArticleListSchema,
  adminArticlePublishSchema,
  adminArticleSchema,
} from 'shared-domain/contracts/staff.ts';
import { staffActorOf } from '../platform/audit/audit-trail.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { noStore } from '../platform/http/no-store.ts';
import { pathId } from '../platform/http/path-id.ts';
import { parseBody } from '../platform/http/validate.ts';
import { purgeAfterChange } from '../stores/purge-after-change.ts';
import {
  createArticle,
  deleteArticle,
  findArticle,
  listAdminArticles,
  publishArticle,
  updateArticle,
} from './article-admin.ts';

export const ADMIN_ARTICLES = '/api/new/admin/articles';
const TAG = 'articles admin';

/** Staff articles: the list, create, edit, publish or withdraw, delete; every change audited. */
export function articleAdminRoutes(deps: { db: Db; config: Config }): ApiRoutes {
  const { db } = deps;
  const { shop } = deps.config;
  const routes = new ApiRoutes();
  const purge = purgeAfterChange(deps.config);
  /** Every cached article answer: the list, topics and each article. */
  const ARTICLE_KEYS = ['articles'];
  routes.router.use(ADMIN_ARTICLES, noStore);

  routes.add(
    {
      method: 'get',
      path: ADMIN_ARTICLES,
      summary: "The shop's articles (drafts included) and the topics",
      tag: TAG,
      access: ['staff'],
      responses: { 200: { description: 'Articles', schema: adminArticleListSchema } },
    },
    async (_req, res) => {
      res.json(await listAdminArticles(db, shop));
    },
  );

  routes.add(
    {
      method: 'post',
      path: ADMIN_ARTICLES,
      summary: 'Creates an article as a draft',
      tag: TAG,
      access: ['staff'],
      body: adminArticleInputSchema,
      responses: { 201: { description: 'Created', schema: adminArticleSchema } },
      errors: { 400: 'Invalid input, a slug already used or an unknown topic (field errors)' },
    },
    async (req, res) => {
      const input = parseBody(req, adminArticleInputSchema);
      res.status(201).json(await createArticle(db, shop, staffActorOf(req), input, new Date()));
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${ADMIN_ARTICLES}/:id`,
      summary: 'An article with its paragraphs',
      tag: TAG,
      access: ['staff'],
      responses: { 200: { description: 'The article', schema: adminArticleSchema } },
      errors: { 404: '`article_not_found`' },
    },
    async (req, res) => {
      res.json(await findArticle(db, shop, pathId(req.params.id)));
    },
  );

  routes.add(
    {
      method: 'put',
      path: `${ADMIN_ARTICLES}/:id`,
      summary: 'Saves an article (the whole form)',
      tag: TAG,
      access: ['staff'],
      body: adminArticleInputSchema,
      responses: { 200: { description: 'Saved', schema: adminArticleSchema } },
      errors: { 400: 'Invalid input (field errors)', 404: '`article_not_found`' },
    },
    async (req, res) => {
      const input = parseBody(req, adminArticleInputSchema);
      const saved = await updateArticle(
        db,
        shop,
        staffActorOf(req),
        pathId(req.params.id),
        input,
        new Date(),
      );
      await purge(res, ARTICLE_KEYS);
      res.json(saved);
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${ADMIN_ARTICLES}/:id/publish`,
      summary: 'Publishes the article now, or withdraws it (published: false)',
      tag: TAG,
      access: ['staff'],
      body: adminArticlePublishSchema,
      responses: { 200: { description: 'The article', schema: adminArticleSchema } },
      errors: { 400: 'Invalid input (field errors)', 404: '`article_not_found`' },
    },
    async (req, res) => {
      const { published } = parseBody(req, adminArticlePublishSchema);
      const saved = await publishArticle(
        db,
        shop,
        staffActorOf(req),
        pathId(req.params.id),
        published,
        new Date(),
      );
      await purge(res, ARTICLE_KEYS);
      res.json(saved);
    },
  );

  routes.add(
    {
      method: 'delete',
      path: `${ADMIN_ARTICLES}/:id`,
      summary: 'Deletes an article',
      tag: TAG,
      access: ['staff'],
      responses: { 204: { description: 'Deleted' } },
      errors: { 404: '`article_not_found`' },
    },
    async (req, res) => {
      await deleteArticle(db, shop, staffActorOf(req), pathId(req.params.id));
      await purge(res, ARTICLE_KEYS);
      res.status(204).end();
    },
  );
  return routes;
}
