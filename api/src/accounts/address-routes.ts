import type { Request } from 'express';
import type { ShopCode } from 'shared-domain';
import {
  deliveryAddressInputSchemaFor,
  MAX_DELIVERY_ADDRESSES,
  savedAddressesSchema,
  savedAddressSchema,
} from 'shared-domain/contracts';
import { signedInUser } from '../platform/auth.ts';
import { isInt4Id } from '../platform/db/int4.ts';
import type { Db } from '../platform/db/schema.ts';
import type { ApiRoutes } from '../platform/http/api-routes.ts';
import { parseBody } from '../platform/http/validate.ts';
import {
  type AddressOwner,
  addAddress,
  deleteAddress,
  listAddresses,
  makeDefaultAddress,
  updateAddress,
} from './address-book.ts';
import { MY_ACCOUNT_API } from './profile-access.ts';

const ADDRESSES = `${MY_ACCOUNT_API}/addresses`;
const notFound = 'Unknown, malformed or another customer’s address (`address_not_found`).';

/** A path id: a positive int4, else undefined (answered as 404 `address_not_found`, never a 500). */
function addressId(req: Request): number | undefined {
  const value = req.params.id;
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return isInt4Id(id) ? id : undefined;
}

/** The delivery address book of the signed-in customer. */
export function addAddressRoutes(routes: ApiRoutes, deps: { db: Db; shop: ShopCode }): void {
  const { db, shop } = deps;
  const addressSchema = deliveryAddressInputSchemaFor(shop);
  const ownerOf = (req: Request): AddressOwner => ({ shop, userId: signedInUser(req).id });

  routes.add(
    {
      method: 'get',
      path: ADDRESSES,
      summary: 'The saved delivery addresses: the default first, then the newest',
      tag: 'accounts',
      access: 'signed-in',
      responses: { 200: { description: 'Addresses', schema: savedAddressesSchema } },
    },
    async (req, res) => {
      res.json({ addresses: await listAddresses(db, ownerOf(req).userId) });
    },
  );

  routes.add(
    {
      method: 'post',
      path: ADDRESSES,
      summary: 'Saves a delivery address; the first one (or one sent with isDefault) becomes the default',
      tag: 'accounts',
      access: 'signed-in',
      body: addressSchema,
      responses: { 201: { description: 'Saved', schema: savedAddressSchema } },
      errors: {
        409: `Already ${MAX_DELIVERY_ADDRESSES} addresses (\`too_many_addresses\`).`,
      },
    },
    async (req, res) => {
      const owner = ownerOf(req);
      const input = parseBody(req, addressSchema);
      res.status(201).json(await addAddress(db, owner, input));
    },
  );

  routes.add(
    {
      method: 'put',
      path: `${ADDRESSES}/:id`,
      summary: 'Changes a delivery address; isDefault true moves the default to it',
      tag: 'accounts',
      access: 'signed-in',
      body: addressSchema,
      responses: { 200: { description: 'Saved', schema: savedAddressSchema } },
      errors: { 404: notFound },
    },
    async (req, res) => {
      const owner = ownerOf(req);
      const input = parseBody(req, addressSchema);
      res.json(await updateAddress(db, owner, addressId(req), input));
    },
  );

  routes.add(
    {
      method: 'delete',
      path: `${ADDRESSES}/:id`,
      summary: 'Deletes a delivery address; deleting the default makes the newest remaining one the default',
      tag: 'accounts',
      access: 'signed-in',
      responses: { 204: { description: 'Deleted' } },
      errors: { 404: notFound },
    },
    async (req, res) => {
      await deleteAddress(db, ownerOf(req), addressId(req));
      res.status(204).end();
    },
  );

  routes.add(
    {
      method: 'post',
      path: `${ADDRESSES}/:id/default`,
      summary: 'Makes a delivery address the default (the previous default stops being one)',
      tag: 'accounts',
      access: 'signed-in',
      responses: { 200: { description: 'The new default', schema: savedAddressSchema } },
      errors: { 404: notFound },
    },
    async (req, res) => {
      res.json(await makeDefaultAddress(db, ownerOf(req), addressId(req)));
    },
  );
}
