import { loginRequestSchema, loginResponseSchema, whoAmISchema } from 'shared-domain/contracts';
import type { AfterLogin } from '../platform/auth.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { clientIp } from '../platform/http/client-ip.ts';
import { noStore } from '../platform/http/no-store.ts';
import { parseBody } from '../platform/http/validate.ts';
import type { Mailer } from '../platform/mailer.ts';
import { clearSessionCookie, currentSession, currentUser, setSessionCookie } from '../platform/session.ts';
import { logIn } from './log-in.ts';
import { logOut } from './log-out.ts';

export function accountsRoutes(deps: {
  db: Db;
  config: Config;
  mailer: Mailer;
  afterLogin: AfterLogin[];
}): ApiRoutes {
  const { db, config } = deps;
  const routes = new ApiRoutes();
  routes.router.use('/api/new/accounts', noStore);

  routes.add(
    {
      method: 'post',
      path: '/api/new/accounts/login',
      summary: 'Sign in; issues a new session id (the previous session is deleted)',
      tag: 'accounts',
      access: 'public',
      body: loginRequestSchema,
      responses: {
        200: {
          description: 'Signed in',
          schema: loginResponseSchema,
          headers: { 'Set-Cookie': 'sid=…; HttpOnly; SameSite=Lax; Path=/' },
        },
      },
      errors: {
        401: 'Wrong e-mail or password (`invalid_credentials`).',
        429: 'Ten failed attempts in 15 minutes for this e-mail and IP (`too_many_attempts`).',
      },
    },
    async (req, res) => {
      const body = parseBody(req, loginRequestSchema);
      const { user, session } = await logIn(
        { db, shop: config.shop, afterLogin: deps.afterLogin },
        { ...body, ip: clientIp(req), previousSessionId: currentSession(req)?.id ?? null },
      );
      setSessionCookie(res, session, config.cookieSecure);
      res.json({ user });
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/api/new/accounts/logout',
      summary: 'Sign out: deletes the session and clears the cookie',
      tag: 'accounts',
      access: 'public',
      responses: { 204: { description: 'Signed out (also when there was no session)' } },
    },
    async (req, res) => {
      await logOut(db, currentSession(req)?.id ?? null);
      clearSessionCookie(res, config.cookieSecure);
      res.status(204).end();
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/new/accounts/me',
      summary: 'The signed-in user, or null (never 401)',
      tag: 'accounts',
      access: 'public',
      responses: { 200: { description: 'Current user', schema: whoAmISchema } },
    },
    (req, res) => {
      res.json({ user: currentUser(req) });
    },
  );

  return routes;
}
