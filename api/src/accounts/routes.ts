import type { Request } from 'express';
import {
  loginRequestSchema,
  loginResponseSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerRequestSchemaFor,
  whoAmISchema,
} from 'shared-domain/contracts';
import { type AfterLogin, signedInUser } from '../platform/auth.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { ApiRoutes } from '../platform/http/api-routes.ts';
import { clientIp } from '../platform/http/client-ip.ts';
import { noStore } from '../platform/http/no-store.ts';
import { perClientAddress, perRecipient } from '../platform/http/route-limits.ts';
import { parseBody } from '../platform/http/validate.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import { HOUR_MS } from '../platform/rate-limit.ts';
import { clearSessionCookie, currentSession, currentUser, setSessionCookie } from '../platform/session.ts';
import { changePassword } from './change-password.ts';
import { logIn } from './log-in.ts';
import { logOut } from './log-out.ts';
import { MAX_FAILED_LOGINS_PER_ACCOUNT, MAX_FAILED_LOGINS_PER_ADDRESS } from './login-lock.ts';
import {
  confirmPasswordReset,
  MAX_RESET_MAILS_PER_ACCOUNT,
  MAX_RESET_MAILS_PER_ADDRESS,
  requestPasswordReset,
} from './password-reset.ts';
import { register } from './register.ts';

// A registration costs a scrypt hash and sends a welcome e-mail: a household or an office opens a
// few accounts an hour, a script hundreds. (An e-mail opens one account, so it gets one welcome.)
const registerLimits = [perClientAddress('accounts.register.address', 10, HOUR_MS)];
// Counted for every e-mail asked about, known or not, so a 429 never tells whether an account exists.
const passwordResetLimits = [
  perRecipient('accounts.password-reset.recipient', MAX_RESET_MAILS_PER_ACCOUNT, HOUR_MS, ['email']),
  perClientAddress('accounts.password-reset.address', MAX_RESET_MAILS_PER_ADDRESS, HOUR_MS),
];

export function accountsRoutes(deps: {
  db: Db;
  config: Config;
  jobs: JobQueue;
  afterLogin: AfterLogin[];
}): ApiRoutes {
  const { db, config } = deps;
  const shop = config.shop;
  const mailDeps = (req: Request) => ({ shop, config, jobs: deps.jobs, log: req.log });
  const registerSchema = registerRequestSchemaFor(shop);
  const routes = new ApiRoutes({ db, shop });
  routes.router.use('/api/new/accounts', noStore);

  routes.add(
    {
      method: 'post',
      path: '/api/new/accounts/register',
      summary:
        'Opens an account in this shop and signs it in (a new session; the visitor’s cart and favourites are kept); sends a welcome e-mail',
      tag: 'accounts',
      access: 'public',
      limits: registerLimits,
      body: registerSchema,
      responses: {
        201: {
          description: 'Registered and signed in',
          schema: loginResponseSchema,
          headers: { 'Set-Cookie': 'sid=…; HttpOnly; SameSite=Lax; Path=/ (a browser-session cookie)' },
        },
      },
      errors: {
        409: 'The shop already has an account with this e-mail (`email_taken`, field error at `email`).',
      },
    },
    async (req, res) => {
      const body = parseBody(req, registerSchema);
      const { user, session } = await register(
        { db, afterLogin: deps.afterLogin, ...mailDeps(req) },
        { ...body, previousSessionId: currentSession(req)?.id ?? null },
      );
      setSessionCookie(res, session, config.cookieSecure);
      res.status(201).json({ user });
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/api/new/accounts/login',
      summary:
        'Sign in; issues a new session id (the previous session is deleted). `rememberMe` keeps the session up to 14 days with a persistent cookie; otherwise it idles out after 2 hours and the cookie ends with the browser',
      tag: 'accounts',
      access: 'public',
      body: loginRequestSchema,
      responses: {
        200: {
          description: 'Signed in',
          schema: loginResponseSchema,
          headers: { 'Set-Cookie': 'sid=…; HttpOnly; SameSite=Lax; Path=/ (Expires only with rememberMe)' },
        },
      },
      errors: {
        401: 'Wrong e-mail or password (`invalid_credentials`).',
        429: `Locked (\`too_many_attempts\`, Retry-After, body \`lock: { scope, retryAfterSeconds }\`): ${MAX_FAILED_LOGINS_PER_ACCOUNT} failures for this e-mail from any address, or ${MAX_FAILED_LOGINS_PER_ADDRESS} from this address for any e-mails, within 15 minutes. The lock holds even for the right password.`,
      },
    },
    async (req, res) => {
      const body = parseBody(req, loginRequestSchema);
      const { user, session } = await logIn(
        { db, shop, afterLogin: deps.afterLogin },
        {
          email: body.email,
          password: body.password,
          rememberMe: body.rememberMe,
          ip: clientIp(req),
          previousSessionId: currentSession(req)?.id ?? null,
        },
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

  routes.add(
    {
      method: 'post',
      path: '/api/new/accounts/password-reset',
      summary: `Asks for a password-reset e-mail (a single-use link valid 60 minutes). 202 whether the e-mail has an account or not; at most ${MAX_RESET_MAILS_PER_ACCOUNT} requests per e-mail and ${MAX_RESET_MAILS_PER_ADDRESS} per requesting address an hour, for known and unknown e-mails alike (then 429)`,
      tag: 'accounts',
      access: 'public',
      limits: passwordResetLimits,
      body: passwordResetRequestSchema,
      responses: { 202: { description: 'Accepted (an e-mail goes out if the account exists)' } },
    },
    async (req, res) => {
      const body = parseBody(req, passwordResetRequestSchema);
      await requestPasswordReset({ db, ...mailDeps(req) }, { email: body.email, ip: clientIp(req) });
      res.status(202).json({});
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/api/new/accounts/password-reset/confirm',
      summary:
        'Sets a new password with the e-mailed token; ends every session of the account (no automatic sign-in)',
      tag: 'accounts',
      access: 'public',
      body: passwordResetConfirmSchema,
      responses: { 204: { description: 'Password set; sign in with it' } },
      errors: {
        400: 'The token is unknown, expired or already used (`invalid_reset_token`, field error at `token`).',
      },
    },
    async (req, res) => {
      const body = parseBody(req, passwordResetConfirmSchema);
      await confirmPasswordReset({ db, shop }, { token: body.token, password: body.password });
      res.status(204).end();
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/api/new/accounts/me/password',
      summary: 'Changes the signed-in user’s password; ends the user’s other sessions, keeps this one',
      tag: 'accounts',
      access: 'signed-in',
      body: passwordChangeSchema,
      responses: { 204: { description: 'Password changed' } },
      errors: {
        400: 'The current password is wrong (`wrong_current_password`, field error at `currentPassword`).',
        429: 'Too many wrong passwords for this account or address (`too_many_attempts`, as the login).',
      },
    },
    async (req, res) => {
      const body = parseBody(req, passwordChangeSchema);
      await changePassword(
        { db, shop },
        {
          userId: signedInUser(req).id,
          // Signed in, so the session exists: the other sessions end, this one stays.
          sessionId: currentSession(req)!.id,
          ip: clientIp(req),
          currentPassword: body.currentPassword,
          password: body.password,
        },
      );
      res.status(204).end();
    },
  );

  return routes;
}
