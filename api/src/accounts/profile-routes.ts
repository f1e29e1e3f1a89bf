import { profileSchema, profileUpdateSchemaFor } from 'shared-domain/contracts';
import { signedInUser } from '../platform/auth.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { noStore } from '../platform/http/no-store.ts';
import { parseBody } from '../platform/http/validate.ts';
import { addAddressRoutes } from './address-routes.ts';
import { MY_ACCOUNT_API } from './profile-access.ts';
import { readProfile, updateProfile } from './profile-data.ts';

// The signed-in customer's own data (issue 6): personal data and delivery addresses.
export function profileRoutes(deps: { db: Db; config: Config }): ApiRoutes {
  const { db, config } = deps;
  const { shop } = config;
  const routes = new ApiRoutes();
  const profileUpdateSchema = profileUpdateSchemaFor(shop);
  routes.router.use(MY_ACCOUNT_API, noStore);

  routes.add(
    {
      method: 'get',
      path: `${MY_ACCOUNT_API}/profile`,
      summary: "The signed-in user's personal data; `canEdit` is false for shop accounts",
      tag: 'accounts',
      access: 'signed-in',
      responses: { 200: { description: 'Personal data', schema: profileSchema } },
    },
    async (req, res) => {
      res.json(await readProfile(db, signedInUser(req).id));
    },
  );

  routes.add(
    {
      method: 'put',
      path: `${MY_ACCOUNT_API}/profile`,
      summary: 'Changes the personal data (not the e-mail); staff and warehouse accounts keep their role',
      tag: 'accounts',
      // A branch's shop account reads its data but cannot change it: head office manages it.
      access: ['customer', 'business', 'warehouse', 'staff'],
      body: profileUpdateSchema,
      responses: { 200: { description: 'The personal data after the change', schema: profileSchema } },
      errors: { 403: 'A shop account: head office manages its data (`forbidden`).' },
    },
    async (req, res) => {
      const user = signedInUser(req);
      const update = parseBody(req, profileUpdateSchema);
      res.json(await updateProfile(db, user.id, update));
    },
  );

  addAddressRoutes(routes, { db, shop });
  return routes;
}
