import type { Request } from 'express';
import {
  attributeNameChoicesSchema,
  attributesPatchSchema,
  categoriesPatchSchema,
  imagesPatchSchema,
  masterProductBasePatchSchema,
  masterProductCreatedSchema,
  masterProductCreateSchema,
  masterProductDetailSchema,
  masterProductOptionsSchema,
  packagePatchSchema,
  seoPatchSchema,
  stockPatchSchema,
  variantsPatchSchema,
} from 'shared-domain/contracts/staff.ts';
import type { z } from 'zod';
import { type StaffActor, staffActorOf } from '../../platform/audit/audit-trail.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { ApiRoutes } from '../../platform/http/api-routes.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { pathId } from '../../platform/http/path-id.ts';
import { parseBody } from '../../platform/http/validate.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import {
  createMasterProduct,
  loadAttributeNameChoices,
  saveAttributes,
  saveCategories,
  savePackage,
  saveSeo,
  saveStock,
  updateBase,
} from './master-product-content.ts';
import { loadMasterProduct, loadOptions } from './master-product-detail.ts';
import { saveColours, saveVariants } from './master-product-variants.ts';
import { claimVersion } from './master-product-version.ts';
import { saveImages } from './product-admin-images.ts';

const BASE = '/api/new/catalogue/admin/master-products';
const ATTRIBUTE_NAMES = '/api/new/product/admin-product-attributes/attr-name-choices/';

type Save<S extends z.ZodType> = (
  trx: Db,
  actor: StaffActor,
  modelId: number,
  body: z.output<S>,
) => Promise<void>;

/** One master product's admin: variants, categories, stock, images, attributes, SEO, package (staff only). */
export function productAdminRoutes(deps: { db: Db; config: Config; jobs: JobQueue }): ApiRoutes {
  const { db } = deps;
  const { shop } = deps.config;
  const routes = new ApiRoutes();
  routes.router.use(BASE, noStore);
  routes.router.use(ATTRIBUTE_NAMES, noStore);
  const detail = {
    200: { description: 'The master product after the save', schema: masterProductDetailSchema },
  };
  const idOf = (req: Request) => {
    const id = pathId(req.params.id);
    if (id === undefined) throw notFound('model_not_found');
    return id;
  };

  /** A tab's PATCH: checks and bumps the version, saves the part, answers the whole detail. */
  function patch<S extends z.ZodType<{ version: number }>>(
    path: string,
    summary: string,
    body: S,
    save: Save<S>,
  ) {
    routes.add(
      {
        method: 'patch',
        path: `${BASE}/:id${path}`,
        summary,
        tag: 'product-admin',
        access: ['staff'],
        body,
        responses: detail,
        errors: { 409: 'version_conflict' },
      },
      async (req, res) => {
        const id = idOf(req);
        const input = parseBody(req, body);
        await db.transaction().execute(async (trx) => {
          await claimVersion(trx, id, input.version);
          await save(trx, staffActorOf(req), id, input);
        });
        res.json(await loadMasterProduct(db, shop, id));
      },
    );
  }

  routes.add(
    {
      method: 'get',
      path: `${BASE}/options`,
      summary: 'Brands, device types, stores and categories the product admin offers',
      tag: 'product-admin',
      access: ['staff'],
      responses: { 200: { description: 'The choices', schema: masterProductOptionsSchema } },
    },
    async (_req, res) => {
      res.json(await loadOptions(db, shop));
    },
  );

  routes.add(
    {
      method: 'get',
      path: ATTRIBUTE_NAMES,
      summary: 'Attribute names by group with their type, unit, choices and whether they filter',
      tag: 'product-admin',
      access: ['staff'],
      responses: { 200: { description: 'The attribute groups', schema: attributeNameChoicesSchema } },
    },
    async (_req, res) => {
      res.json(await loadAttributeNameChoices(db, shop));
    },
  );

  routes.add(
    {
      method: 'post',
      path: BASE,
      summary: 'Create a master product with its colours and variants',
      tag: 'product-admin',
      access: ['staff'],
      body: masterProductCreateSchema,
      responses: { 201: { description: 'Created', schema: masterProductCreatedSchema } },
    },
    async (req, res) => {
      const input = parseBody(req, masterProductCreateSchema);
      const actor = staffActorOf(req);
      const id = await db.transaction().execute(async (trx) => {
        const { colours, variants, ...base } = input;
        const modelId = await createMasterProduct(trx, shop, actor, base);
        const colourIds = await saveColours(trx, shop, actor, modelId, colours);
        await saveVariants(trx, shop, actor, modelId, variants, colourIds);
        return modelId;
      });
      res.status(201).json({ id });
    },
  );

  routes.add(
    {
      method: 'get',
      path: `${BASE}/:id`,
      summary: 'One master product with everything its tabs show',
      tag: 'product-admin',
      access: ['staff'],
      responses: { 200: { description: 'The master product', schema: masterProductDetailSchema } },
    },
    async (req, res) => {
      res.json(await loadMasterProduct(db, shop, idOf(req)));
    },
  );

  patch(
    '',
    'Save the name, brand, device type, release year and SEO name',
    masterProductBasePatchSchema,
    (trx, actor, id, { version: _, ...base }) => updateBase(trx, shop, actor, id, base),
  );
  patch(
    '/variants',
    'Save the colours and the variants (missing variants are deleted)',
    variantsPatchSchema,
    async (trx, actor, id, input) => {
      const colourIds = await saveColours(trx, shop, actor, id, input.colours);
      await saveVariants(trx, shop, actor, id, input.variants, colourIds);
    },
  );
  patch(
    '/categories',
    "Set the master product's categories",
    categoriesPatchSchema,
    (trx, actor, id, input) => saveCategories(trx, shop, actor, id, input.categoryIds),
  );
  patch('/stock', 'Set stock levels per variant and store', stockPatchSchema, (trx, actor, id, input) =>
    saveStock(trx, shop, actor, id, input.levels),
  );
  patch(
    '/images',
    'Save the images in their order with their alt texts',
    imagesPatchSchema,
    (trx, actor, id, input) => saveImages(trx, shop, actor, id, input.images),
  );
  patch(
    '/attributes',
    'Set attribute values (null removes one)',
    attributesPatchSchema,
    (trx, actor, id, input) => saveAttributes(trx, shop, actor, id, input.values),
  );
  patch('/seo', "Save the SEO texts in the shop's language", seoPatchSchema, (trx, actor, id, input) =>
    saveSeo(trx, shop, actor, id, input),
  );
  patch('/package', 'Save the package size and weight', packagePatchSchema, (trx, actor, id, input) =>
    savePackage(trx, shop, actor, id, input),
  );

  return routes;
}
