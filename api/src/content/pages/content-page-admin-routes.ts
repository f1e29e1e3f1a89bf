import type { Response } from 'express';
import { contentPath } from 'shared-domain/content-paths.ts';
import {
  addContentComponentSchema,
  componentParamsSchema,
  contentMenuQuerySchema,
  contentPageDetailSchema,
  contentPagesPageSchema,
  contentPagesQuerySchema,
  createContentPageSchema,
  moveContentComponentSchema,
  previewLinkSchema,
  publishContentPageSchema,
  setComponentParamsSchema,
  setContentMenuSchema,
  staffContentMenuSchema,
  updateContentPageSchema,
} from 'shared-domain/contracts/admin-content-pages.ts';
import type { ComponentType } from 'shared-domain/contracts/content-components.ts';
import { type ContentMenuName, contentMenuNames } from 'shared-domain/contracts/content-pages.ts';
import { type CachePurger, cachePurgerOf } from '../../catalogue/admin/cache-purger.ts';
import { staffActorOf } from '../../platform/audit/audit-trail.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { ApiRoutes } from '../../platform/http/api-routes.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { pathId } from '../../platform/http/path-id.ts';
import { parseBody, parseQuery } from '../../platform/http/validate.ts';
import {
  addComponent,
  moveComponent,
  readComponentParams,
  removeComponent,
  saveComponentParams,
} from './component-admin.ts';
import { menuCacheKey, readStaffMenu, saveMenu } from './content-menus.ts';
import { createPage, listPages, updatePage } from './page-admin.ts';
import { PURGE_KEYS_HEADER, publishPage, purgePage, unpublishPage } from './page-publishing.ts';
import { pageDetailOf, pageOf } from './page-rows.ts';
import { PREVIEW_LINK_TTL_MS, previewTokenOf } from './preview-token.ts';

export const CONTENT_ADMIN = '/api/new/content/admin';
/** Component params get and set, at this literal path. */
export const COMPONENT_PARAMS = '/api/new/content/component-params';
const tag = 'content pages admin';
const pageErrors = { 404: '`content_page_not_found`' };

/** Staff composing pages of components and editing menus (issue 19); every change audited. */
export function contentPageAdminRoutes(deps: { db: Db; config: Config; purger?: CachePurger }): ApiRoutes {
  const { db, config } = deps;
  const { shop } = config;
  const purger = deps.purger ?? cachePurgerOf(config);
  const routes = new ApiRoutes();
  routes.router.use(CONTENT_ADMIN, noStore);
  routes.router.use(COMPONENT_PARAMS, noStore);
  const page = `${CONTENT_ADMIN}/pages/:id`;
  const component = `${page}/components/:componentId`;

  routes.add(
    {
      method: 'get',
      path: `${CONTENT_ADMIN}/pages`,
      summary: "The shop's pages, most recently changed first",
      tag,
      access: ['staff'],
      query: contentPagesQuerySchema,
      responses: { 200: { description: 'One page of pages', schema: contentPagesPageSchema } },
    },
    async (req, res) => {
      res.json(await listPages(db, shop, parseQuery(req, contentPagesQuerySchema), new Date()));
    },
  );
  routes.add(
    {
      method: 'post',
      path: `${CONTENT_ADMIN}/pages`,
      summary: 'Create a draft page',
      tag,
      access: ['staff'],
      body: createContentPageSchema,
      responses: { 201: { description: 'The new page', schema: contentPageDetailSchema } },
      errors: { 409: '`content_slug_taken`' },
    },
    async (req, res) => {
      const body = parseBody(req, createContentPageSchema);
      res.status(201).json(await createPage(db, shop, staffActorOf(req), body, new Date()));
    },
  );
  routes.add(
    {
      method: 'get',
      path: page,
      summary: 'A page with its ordered components',
      tag,
      access: ['staff'],
      responses: { 200: { description: 'The page', schema: contentPageDetailSchema } },
      errors: pageErrors,
    },
    async (req, res) => {
      const found = await pageOf(db, shop, pathId(req.params.id));
      res.json(await pageDetailOf(db, shop, found.id, new Date()));
    },
  );
  routes.add(
    {
      method: 'patch',
      path: page,
      summary: "A page's title, description, slug and schedule (shop wall-clock times)",
      tag,
      access: ['staff'],
      body: updateContentPageSchema,
      responses: { 200: { description: 'The page', schema: contentPageDetailSchema } },
      errors: { ...pageErrors, 409: '`version_conflict` or `content_slug_taken`' },
    },
    async (req, res) => {
      const body = parseBody(req, updateContentPageSchema);
      const before = await pageOf(db, shop, pathId(req.params.id));
      const saved = await updatePage(db, shop, staffActorOf(req), before.id, body, new Date());
      // A published page's schedule or address changed: visitors must not keep the old answer.
      if (before.status === 'published') await sendPurge(res, [before.slug, saved.slug]);
      res.json(saved);
    },
  );
  routes.add(
    {
      method: 'post',
      path: `${page}/components`,
      summary: 'Add a component of a type at the end, with valid starting params',
      tag,
      access: ['staff'],
      body: addContentComponentSchema,
      responses: { 200: { description: 'The page', schema: contentPageDetailSchema } },
      errors: pageErrors,
    },
    async (req, res) => {
      const { type } = parseBody(req, addContentComponentSchema);
      const actor = staffActorOf(req);
      res.json(await addComponent(db, shop, actor, pathId(req.params.id), type as ComponentType, new Date()));
    },
  );
  routes.add(
    {
      method: 'delete',
      path: component,
      summary: 'Remove a component',
      tag,
      access: ['staff'],
      responses: { 200: { description: 'The page', schema: contentPageDetailSchema } },
      errors: { 404: '`content_page_not_found` or `content_component_not_found`' },
    },
    async (req, res) => {
      const ids = [pathId(req.params.id), pathId(req.params.componentId)] as const;
      res.json(await removeComponent(db, shop, staffActorOf(req), ...ids, new Date()));
    },
  );
  routes.add(
    {
      method: 'post',
      path: `${component}/move`,
      summary: 'Move a component to a position (0 = first)',
      tag,
      access: ['staff'],
      body: moveContentComponentSchema,
      responses: { 200: { description: 'The page', schema: contentPageDetailSchema } },
      errors: { 404: '`content_page_not_found` or `content_component_not_found`' },
    },
    async (req, res) => {
      const { position } = parseBody(req, moveContentComponentSchema);
      const ids = [pathId(req.params.id), pathId(req.params.componentId)] as const;
      res.json(await moveComponent(db, shop, staffActorOf(req), ...ids, position, new Date()));
    },
  );
  routes.add(
    {
      method: 'get',
      path: `${COMPONENT_PARAMS}/:component_pk/`,
      summary: "Component params get: a component's type, params and version",
      tag,
      access: ['staff'],
      responses: { 200: { description: 'The params', schema: componentParamsSchema } },
      errors: { 404: '`content_component_not_found`' },
    },
    async (req, res) => {
      res.json(await readComponentParams(db, shop, pathId(req.params.component_pk)));
    },
  );
  routes.add(
    {
      method: 'put',
      path: `${COMPONENT_PARAMS}/:component_pk/`,
      summary: "Component params set, validated by the type's schema, over the version read",
      tag,
      access: ['staff'],
      body: setComponentParamsSchema,
      responses: { 200: { description: 'The saved params', schema: componentParamsSchema } },
      errors: {
        400: '`component_params_invalid` ("Can\'t save component parameters") with the field errors',
        404: '`content_component_not_found`',
      },
    },
    async (req, res) => {
      const body = parseBody(req, setComponentParamsSchema);
      const id = pathId(req.params.component_pk);
      res.json(await saveComponentParams(db, shop, staffActorOf(req), id, body, new Date()));
    },
  );
  routes.add(
    {
      method: 'post',
      path: `${page}/publish`,
      summary: 'Publish the draft (visible within its schedule); purges the cached page',
      tag,
      access: ['staff'],
      body: publishContentPageSchema,
      responses: { 200: { description: 'The page', schema: contentPageDetailSchema } },
      errors: { ...pageErrors, 409: '`version_conflict`' },
    },
    async (req, res) => {
      const { version } = parseBody(req, publishContentPageSchema);
      const saved = await publishPage(
        db,
        shop,
        staffActorOf(req),
        pathId(req.params.id),
        version,
        new Date(),
      );
      await sendPurge(res, [saved.slug]);
      res.json(saved);
    },
  );
  routes.add(
    {
      method: 'post',
      path: `${page}/unpublish`,
      summary: 'Hide the page from visitors (the draft stays); purges the cached page',
      tag,
      access: ['staff'],
      responses: { 200: { description: 'The page', schema: contentPageDetailSchema } },
      errors: pageErrors,
    },
    async (req, res) => {
      const saved = await unpublishPage(db, shop, staffActorOf(req), pathId(req.params.id), new Date());
      await sendPurge(res, [saved.slug]);
      res.json(saved);
    },
  );
  routes.add(
    {
      method: 'get',
      path: `${page}/preview-link`,
      summary: 'A signed link showing the draft to anyone who has it, until it expires',
      tag,
      access: ['staff'],
      responses: { 200: { description: 'The link', schema: previewLinkSchema } },
      errors: pageErrors,
    },
    async (req, res) => {
      const found = await pageOf(db, shop, pathId(req.params.id));
      const expiresAt = new Date(Date.now() + PREVIEW_LINK_TTL_MS);
      const token = previewTokenOf(config, found.id, expiresAt);
      const path = `${contentPath(shop, 'page', found.slug)}?preview=${encodeURIComponent(token)}`;
      res.json({ url: `${config.publicUrl}${path}`, expiresAt: expiresAt.toISOString() });
    },
  );
  routes.add(
    {
      method: 'get',
      path: `${CONTENT_ADMIN}/menus/:menu`,
      summary: 'A menu (footer, megamenu extra links) of a language, with its version',
      tag,
      access: ['staff'],
      query: contentMenuQuerySchema,
      responses: { 200: { description: 'The menu', schema: staffContentMenuSchema } },
      errors: { 404: '`route_not_found`: no such menu' },
    },
    async (req, res) => {
      const { locale } = parseQuery(req, contentMenuQuerySchema);
      res.json(await readStaffMenu(db, shop, menuOf(req.params.menu), locale));
    },
  );
  routes.add(
    {
      method: 'put',
      path: `${CONTENT_ADMIN}/menus/:menu`,
      summary: "Replace a menu's items, over the version read",
      tag,
      access: ['staff'],
      body: setContentMenuSchema,
      responses: { 200: { description: 'The menu', schema: staffContentMenuSchema } },
      errors: { 404: '`route_not_found`: no such menu', 409: '`version_conflict`' },
    },
    async (req, res) => {
      const body = parseBody(req, setContentMenuSchema);
      const menu = menuOf(req.params.menu);
      const saved = await saveMenu(db, shop, staffActorOf(req), menu, body, new Date());
      res.set(PURGE_KEYS_HEADER, menuCacheKey(menu));
      res.json(saved);
    },
  );

  async function sendPurge(res: Response, slugs: string[]): Promise<void> {
    const keys = await purgePage(purger, shop, slugs);
    res.set(PURGE_KEYS_HEADER, keys.join(' '));
  }
  return routes;
}

function menuOf(value: unknown): ContentMenuName {
  if (!(contentMenuNames as readonly unknown[]).includes(value)) throw notFound('route_not_found');
  return value as ContentMenuName;
}
