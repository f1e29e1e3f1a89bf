import type { Request } from 'express';
import {
  adminDeviceTypesSchema,
  adminManufacturersSchema,
  categoryCreateSchema,
  categoryDeleteQuerySchema,
  categoryDetailSchema,
  categoryListSchema,
  categoryMoveSchema,
  categoryTreeSchema,
  categoryUpdateSchema,
  typeCategoriesSchema,
} from 'shared-domain/contracts/staff.ts';
import { staffActorOf } from '../../platform/audit/audit-trail.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { ApiRoutes } from '../../platform/http/api-routes.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { pathId } from '../../platform/http/path-id.ts';
import { parseBody, parseQuery } from '../../platform/http/validate.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { createCategory, deleteCategory, moveCategory, updateCategory } from './category-changes.ts';
import { loadCategory, loadCategoryList, loadCategoryTree, loadTypeCategories } from './category-queries.ts';
import { loadDeviceTypes, loadManufacturers } from './category-repository.ts';

const base = '/api/new/catalogue/admin/categories';
const tag = 'admin-categories';

const changeErrors = {
  400: 'Field errors (`invalid_request`), `seo_name_taken` at seoName, `category_parent_not_found`.',
  404: 'No such category (`category_not_found`).',
  409: 'Someone saved the category since it was loaded (`version_conflict`).',
};

/** The category tree of the admin: staff only, never cached. */
export function categoryAdminRoutes(deps: { db: Db; config: Config; jobs: JobQueue }): ApiRoutes {
  const { db, config } = deps;
  const shop = config.shop;
  const routes = new ApiRoutes();
  routes.router.use(base, noStore);
  routes.router.use('/api/new/catalogue/admin/manufacturers', noStore);
  const changeDeps = (req: Request) => ({ db, shop, actor: staffActorOf(req) });
  const categoryId = (req: Request) => {
    const id = pathId(req.params.id);
    if (id === undefined) throw notFound('category_not_found');
    return id;
  };

  // The fixed paths come before `:id`, which would otherwise take "tree" for an id.
  routes.add(
    {
      method: 'get',
      path: `${base}/tree`,
      summary: "Every category with the shop's names, flags, children flag and product count",
      tag,
      access: ['staff'],
      responses: {
        200: { description: 'The tree, flat: roots first, siblings by position', schema: categoryTreeSchema },
      },
    },
    async (_req, res) => {
      res.json({ categories: await loadCategoryTree(db, shop) });
    },
  );
  routes.add(
    {
      method: 'get',
      path: `${base}/list`,
      summary: 'Every category named by its path, for pickers',
      tag,
      access: ['staff'],
      responses: { 200: { description: 'Categories in tree order', schema: categoryListSchema } },
    },
    async (_req, res) => {
      res.json({ categories: await loadCategoryList(db, shop) });
    },
  );
  routes.add(
    {
      method: 'get',
      path: `${base}/types`,
      summary: 'The root categories of a device type (type_device)',
      tag,
      access: ['staff'],
      responses: { 200: { description: 'Type categories', schema: typeCategoriesSchema } },
    },
    async (_req, res) => {
      res.json({ categories: await loadTypeCategories(db, shop) });
    },
  );
  routes.add(
    {
      method: 'get',
      path: `${base}/device-types`,
      summary: "The product types a category's type_device can name",
      tag,
      access: ['staff'],
      responses: { 200: { description: 'Device types', schema: adminDeviceTypesSchema } },
    },
    async (_req, res) => {
      res.json({ deviceTypes: await loadDeviceTypes(db, shop) });
    },
  );
  routes.add(
    {
      method: 'get',
      path: '/api/new/catalogue/admin/manufacturers',
      summary: 'The manufacturers a category can list',
      tag,
      access: ['staff'],
      responses: { 200: { description: 'Manufacturers by name', schema: adminManufacturersSchema } },
    },
    async (_req, res) => {
      res.json({ manufacturers: await loadManufacturers(db) });
    },
  );
  routes.add(
    {
      method: 'post',
      path: base,
      summary: 'Adds a category, last among its parent’s children',
      tag,
      access: ['staff'],
      body: categoryCreateSchema,
      responses: { 201: { description: 'The new category', schema: categoryDetailSchema } },
      errors: { 400: changeErrors[400] },
    },
    async (req, res) => {
      const input = parseBody(req, categoryCreateSchema);
      res.status(201).json(await createCategory(changeDeps(req), input));
    },
  );
  routes.add(
    {
      method: 'get',
      path: `${base}/:id`,
      summary: 'One category with every field and its version',
      tag,
      access: ['staff'],
      responses: { 200: { description: 'The category', schema: categoryDetailSchema } },
      errors: { 404: changeErrors[404] },
    },
    async (req, res) => {
      res.json(await loadCategory(db, shop, categoryId(req)));
    },
  );
  routes.add(
    {
      method: 'patch',
      path: `${base}/:id`,
      summary: 'Changes the fields sent (with the version the editor loaded)',
      tag,
      access: ['staff'],
      body: categoryUpdateSchema,
      responses: { 200: { description: 'The category as saved', schema: categoryDetailSchema } },
      errors: changeErrors,
    },
    async (req, res) => {
      const id = categoryId(req);
      const input = parseBody(req, categoryUpdateSchema);
      res.json(await updateCategory(changeDeps(req), id, input));
    },
  );
  routes.add(
    {
      method: 'patch',
      path: `${base}/:id/move`,
      summary: 'Moves a category under target (null: a root) at position among its children',
      tag,
      access: ['staff'],
      body: categoryMoveSchema,
      responses: { 200: { description: 'The category where it now is', schema: categoryDetailSchema } },
      errors: {
        ...changeErrors,
        400: 'Field errors; `category_move_into_itself` (target is the category or below it), `category_parent_not_found`.',
      },
    },
    async (req, res) => {
      const id = categoryId(req);
      const input = parseBody(req, categoryMoveSchema);
      res.json(await moveCategory(changeDeps(req), id, input));
    },
  );
  routes.add(
    {
      method: 'delete',
      path: `${base}/:id`,
      summary: 'Deletes a category that has neither children nor products',
      tag,
      access: ['staff'],
      query: categoryDeleteQuerySchema,
      responses: { 204: { description: 'Deleted' } },
      errors: {
        404: changeErrors[404],
        409: 'Refused: `category_has_children`, `category_has_products`, or `version_conflict`.',
      },
    },
    async (req, res) => {
      const id = categoryId(req);
      const { version } = parseQuery(req, categoryDeleteQuerySchema);
      await deleteCategory(changeDeps(req), id, version);
      res.status(204).end();
    },
  );
  return routes;
}
