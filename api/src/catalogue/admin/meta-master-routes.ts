import {
  addMasterProductBodySchema,
  addMetaMasterBodySchema,
  masterProductSearchQuerySchema,
  metaMasterCandidatesSchema,
  metaMasterListSchema,
  metaMasterSchema,
  swapMetaMasterBodySchema,
  updateMetaMasterBodySchema,
} from 'shared-domain/contracts/staff.ts';
import { storableString } from 'shared-domain/validation';
import { z } from 'zod';
import { staffActorOf } from '../../platform/audit/audit-trail.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { ApiRoutes } from '../../platform/http/api-routes.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { pathId } from '../../platform/http/path-id.ts';
import { parseBody, parseQuery } from '../../platform/http/validate.ts';
import { notFoundError } from './attribute-errors.ts';
import {
  createMetaMaster,
  deleteMetaMaster,
  listMetaMasters,
  metaMasterCandidates,
  putModelInMetaMaster,
  readMetaMaster,
  removeModelFromMetaMaster,
  renameMetaMaster,
} from './meta-master-admin.ts';
import { otherMetaMasters } from './meta-master-repository.ts';

/** Meta master: the literal paths below (kept exactly), plus a list, a picker search and a removal for the screen. */
export const META_MASTER_API = '/api/new/mp-meta-master/admin';
const tag = 'meta-master-admin';

const metaMasterRefsSchema = z.array(z.object({ id: z.number().int(), name: storableString() }));
const listQuerySchema = masterProductSearchQuerySchema;

export function addMetaMasterRoutes(routes: ApiRoutes, deps: { db: Db; config: Config }): void {
  const { db } = deps;
  const shop = deps.config.shop;
  routes.router.use(META_MASTER_API, noStore);
  const metaMasterIdOf = (value: unknown): number => {
    const id = pathId(value);
    if (id === undefined) throw notFoundError('meta_master_not_found');
    return id;
  };

  routes.add(
    {
      method: 'get',
      path: `${META_MASTER_API}/meta-masters/`,
      summary: 'Every meta master with how many master products it has (q: part of the name)',
      tag,
      access: ['staff'],
      query: listQuerySchema,
      responses: { 200: { description: 'Meta masters by name', schema: metaMasterListSchema } },
    },
    async (req, res) => {
      const { q } = parseQuery(req, listQuerySchema);
      res.json(await listMetaMasters(db, q));
    },
  );
  routes.add(
    {
      method: 'get',
      path: `${META_MASTER_API}/master-products/`,
      summary: 'Master products for the picker (q: part of "manufacturer model"), with their meta master',
      tag,
      access: ['staff'],
      query: masterProductSearchQuerySchema,
      responses: { 200: { description: 'At most 20 master products', schema: metaMasterCandidatesSchema } },
    },
    async (req, res) => {
      const { q } = parseQuery(req, masterProductSearchQuerySchema);
      res.json(await metaMasterCandidates(db, shop, q));
    },
  );
  routes.add(
    {
      method: 'get',
      path: `${META_MASTER_API}/get-meta-master/:meta_master_id/`,
      summary: 'A meta master: its name and master products',
      tag,
      access: ['staff'],
      responses: { 200: { description: 'The meta master', schema: metaMasterSchema } },
      errors: { 404: 'meta_master_not_found' },
    },
    async (req, res) => {
      const meta = await readMetaMaster(db, shop, metaMasterIdOf(req.params.meta_master_id));
      if (!meta) throw notFoundError('meta_master_not_found');
      res.json(meta);
    },
  );
  routes.add(
    {
      method: 'get',
      path: `${META_MASTER_API}/exclude-meta-master/:excluded_meta_master_id`,
      summary: 'The meta masters other than this one (where a master product can be moved)',
      tag,
      access: ['staff'],
      responses: { 200: { description: 'Meta masters by name', schema: metaMasterRefsSchema } },
    },
    async (req, res) => {
      // Any id excludes nothing it does not name: an unknown one answers every meta master.
      const excluded = pathId(req.params.excluded_meta_master_id) ?? 0;
      res.json(await otherMetaMasters(db, excluded));
    },
  );
  routes.add(
    {
      method: 'post',
      path: `${META_MASTER_API}/add-meta-master/`,
      summary: 'Create a meta master, optionally with master products (moved from where they were)',
      tag,
      access: ['staff'],
      body: addMetaMasterBodySchema,
      responses: { 201: { description: 'The meta master', schema: metaMasterSchema } },
      errors: { 404: 'model_not_found' },
    },
    async (req, res) => {
      const body = parseBody(req, addMetaMasterBodySchema);
      res.status(201).json(await createMetaMaster(db, shop, staffActorOf(req), body));
    },
  );
  routes.add(
    {
      method: 'patch',
      path: `${META_MASTER_API}/update-meta-master/:meta_master_id/`,
      summary: 'Rename a meta master',
      tag,
      access: ['staff'],
      body: updateMetaMasterBodySchema,
      responses: { 200: { description: 'The meta master', schema: metaMasterSchema } },
      errors: { 404: 'meta_master_not_found' },
    },
    async (req, res) => {
      const id = metaMasterIdOf(req.params.meta_master_id);
      const { name } = parseBody(req, updateMetaMasterBodySchema);
      res.json(await renameMetaMaster(db, shop, staffActorOf(req), id, name));
    },
  );
  routes.add(
    {
      method: 'delete',
      path: `${META_MASTER_API}/delete-meta-master/:meta_master_id/`,
      summary: 'Delete a meta master; its master products stay, without one',
      tag,
      access: ['staff'],
      responses: { 204: { description: 'Deleted' } },
      errors: { 404: 'meta_master_not_found' },
    },
    async (req, res) => {
      await deleteMetaMaster(db, shop, staffActorOf(req), metaMasterIdOf(req.params.meta_master_id));
      res.status(204).end();
    },
  );
  routes.add(
    {
      method: 'patch',
      path: `${META_MASTER_API}/add-master-product/`,
      summary: 'Put a master product in a meta master (out of the one it was in)',
      tag,
      access: ['staff'],
      body: addMasterProductBodySchema,
      responses: { 200: { description: 'The meta master joined', schema: metaMasterSchema } },
      errors: { 404: 'meta_master_not_found or model_not_found' },
    },
    async (req, res) => {
      const body = parseBody(req, addMasterProductBodySchema);
      res.json(
        await putModelInMetaMaster(db, shop, staffActorOf(req), body.master_product_id, body.meta_master_id),
      );
    },
  );
  routes.add(
    {
      method: 'patch',
      path: `${META_MASTER_API}/swap-meta-master/:master_product_id/`,
      summary: 'Move a master product to another meta master',
      tag,
      access: ['staff'],
      body: swapMetaMasterBodySchema,
      responses: { 200: { description: 'The meta master joined', schema: metaMasterSchema } },
      errors: { 404: 'meta_master_not_found or model_not_found' },
    },
    async (req, res) => {
      const modelId = pathId(req.params.master_product_id);
      if (modelId === undefined) throw notFoundError('model_not_found');
      const { meta_master_id } = parseBody(req, swapMetaMasterBodySchema);
      res.json(await putModelInMetaMaster(db, shop, staffActorOf(req), modelId, meta_master_id));
    },
  );
  routes.add(
    {
      method: 'delete',
      path: `${META_MASTER_API}/remove-master-product/:master_product_id/`,
      summary: 'Take a master product out of its meta master',
      tag,
      access: ['staff'],
      responses: { 204: { description: 'Removed (or was in none)' } },
      errors: { 404: 'model_not_found' },
    },
    async (req, res) => {
      const modelId = pathId(req.params.master_product_id);
      if (modelId === undefined) throw notFoundError('model_not_found');
      await removeModelFromMetaMaster(db, shop, staffActorOf(req), modelId);
      res.status(204).end();
    },
  );
}
