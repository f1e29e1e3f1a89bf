import {
  attributeBodySchema,
  attributeDefinitionSchema,
  attributeDeleteQuerySchema,
  attributeGroupBodySchema,
  attributeGroupOrderBodySchema,
  attributeGroupSchema,
  attributeOrderBodySchema,
  attributeTreeSchema,
} from 'shared-domain/contracts/staff.ts';
import { staffActorOf } from '../../platform/audit/audit-trail.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { ApiRoutes } from '../../platform/http/api-routes.ts';
import { pathId } from '../../platform/http/path-id.ts';
import { parseBody, parseQuery } from '../../platform/http/validate.ts';
import {
  createAttribute,
  createGroup,
  deleteAttribute,
  deleteGroup,
  readAttributeTree,
  reorderAttributes,
  reorderGroups,
  updateAttribute,
  updateGroup,
} from './attribute-admin.ts';
import { notFoundError } from './attribute-errors.ts';

export const ATTRIBUTES_API = '/api/new/catalogue/admin/attributes';
export const ATTRIBUTE_GROUPS_API = '/api/new/catalogue/admin/attribute-groups';
const tag = 'catalogue-admin';

/** Attribute groups and attributes (staff): the definitions the product's values editor fills. */
export function addAttributeRoutes(routes: ApiRoutes, deps: { db: Db; config: Config }): void {
  const { db } = deps;
  const shop = deps.config.shop;
  routes.add(
    {
      method: 'get',
      path: ATTRIBUTES_API,
      summary: 'Every attribute group in order with its attributes and their choices',
      tag,
      access: ['staff'],
      responses: { 200: { description: 'The definitions', schema: attributeTreeSchema } },
    },
    async (_req, res) => {
      res.json(await readAttributeTree(db, shop));
    },
  );
  routes.add(
    {
      method: 'post',
      path: ATTRIBUTE_GROUPS_API,
      summary: 'Add an attribute group (last in order)',
      tag,
      access: ['staff'],
      body: attributeGroupBodySchema,
      responses: {
        201: { description: 'The group', schema: attributeGroupSchema.omit({ attributes: true }) },
      },
      errors: { 409: 'attribute_code_taken' },
    },
    async (req, res) => {
      const body = parseBody(req, attributeGroupBodySchema);
      res.status(201).json(await createGroup(db, shop, staffActorOf(req), body));
    },
  );
  routes.add(
    {
      method: 'put',
      path: `${ATTRIBUTE_GROUPS_API}/order`,
      summary: 'Put the attribute groups in this order',
      tag,
      access: ['staff'],
      body: attributeGroupOrderBodySchema,
      responses: { 204: { description: 'Reordered' } },
      errors: { 404: 'attribute_group_not_found' },
    },
    async (req, res) => {
      const { ids } = parseBody(req, attributeGroupOrderBodySchema);
      await reorderGroups(db, shop, staffActorOf(req), ids);
      res.status(204).end();
    },
  );
  routes.add(
    {
      method: 'patch',
      path: `${ATTRIBUTE_GROUPS_API}/:id`,
      summary: "Change an attribute group's code and name",
      tag,
      access: ['staff'],
      body: attributeGroupBodySchema,
      responses: {
        200: { description: 'The group', schema: attributeGroupSchema.omit({ attributes: true }) },
      },
      errors: { 404: 'attribute_group_not_found', 409: 'attribute_code_taken' },
    },
    async (req, res) => {
      const id = pathId(req.params.id);
      if (id === undefined) throw notFoundError('attribute_group_not_found');
      const body = parseBody(req, attributeGroupBodySchema);
      res.json(await updateGroup(db, shop, staffActorOf(req), id, body));
    },
  );
  routes.add(
    {
      method: 'delete',
      path: `${ATTRIBUTE_GROUPS_API}/:id`,
      summary: 'Delete an attribute group that has no attributes',
      tag,
      access: ['staff'],
      responses: { 204: { description: 'Deleted' } },
      errors: { 404: 'attribute_group_not_found', 409: 'attribute_group_not_empty' },
    },
    async (req, res) => {
      const id = pathId(req.params.id);
      if (id === undefined) throw notFoundError('attribute_group_not_found');
      await deleteGroup(db, shop, staffActorOf(req), id);
      res.status(204).end();
    },
  );
  routes.add(
    {
      method: 'post',
      path: ATTRIBUTES_API,
      summary: 'Add an attribute to a group (last in it)',
      tag,
      access: ['staff'],
      body: attributeBodySchema,
      responses: { 201: { description: 'The attribute', schema: attributeDefinitionSchema } },
      errors: { 404: 'attribute_group_not_found', 409: 'attribute_code_taken' },
    },
    async (req, res) => {
      const body = parseBody(req, attributeBodySchema);
      res.status(201).json(await createAttribute(db, shop, staffActorOf(req), body));
    },
  );
  routes.add(
    {
      method: 'put',
      path: `${ATTRIBUTES_API}/order`,
      summary: 'Put the attributes of a group in this order',
      tag,
      access: ['staff'],
      body: attributeOrderBodySchema,
      responses: { 204: { description: 'Reordered' } },
      errors: { 404: 'attribute_group_not_found or attribute_not_found' },
    },
    async (req, res) => {
      const { groupId, ids } = parseBody(req, attributeOrderBodySchema);
      await reorderAttributes(db, shop, staffActorOf(req), groupId, ids);
      res.status(204).end();
    },
  );
  routes.add(
    {
      method: 'patch',
      path: `${ATTRIBUTES_API}/:id`,
      summary: 'Change an attribute (its type and used choices only while no product has a value)',
      tag,
      access: ['staff'],
      body: attributeBodySchema,
      responses: { 200: { description: 'The attribute', schema: attributeDefinitionSchema } },
      errors: { 404: 'attribute_not_found', 409: 'attribute_code_taken or attribute_change_in_use' },
    },
    async (req, res) => {
      const id = pathId(req.params.id);
      if (id === undefined) throw notFoundError('attribute_not_found');
      const body = parseBody(req, attributeBodySchema);
      res.json(await updateAttribute(db, shop, staffActorOf(req), id, body));
    },
  );
  routes.add(
    {
      method: 'delete',
      path: `${ATTRIBUTES_API}/:id`,
      summary: 'Delete an attribute; one with values only with deleteValues=true (the values go too)',
      tag,
      access: ['staff'],
      query: attributeDeleteQuerySchema,
      responses: { 204: { description: 'Deleted' } },
      errors: { 404: 'attribute_not_found', 409: 'attribute_in_use: how many products have a value' },
    },
    async (req, res) => {
      const id = pathId(req.params.id);
      if (id === undefined) throw notFoundError('attribute_not_found');
      const { deleteValues } = parseQuery(req, attributeDeleteQuerySchema);
      await deleteAttribute(db, shop, staffActorOf(req), id, deleteValues === 'true');
      res.status(204).end();
    },
  );
}
