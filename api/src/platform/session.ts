import { createHash, randomBytes } from 'node:crypto';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import type { CurrentUser, ShopCode } from 'shared-domain';
import type { Db } from './db/schema.ts';
import {
  deleteSession,
  findSession,
  insertSession,
  type StoredSession,
  touchSession,
} from './session-repository.ts';

// Sessions of docs/platform-contracts.md: an opaque 256-bit id in the HttpOnly `sid` cookie; the
// database keeps only its sha256, with an idle (2 h) and an absolute (14 d) expiry. A "remember me"
// session idles until its absolute expiry and gets a persistent cookie; the others get a cookie that
// ends with the browser.

export const SESSION_COOKIE = 'sid';
export const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 14 * 24 * 60 * 60 * 1000;
/** last_seen is written at most once a minute, so reads do not turn every request into a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface SessionSettings {
  db: Db;
  shop: ShopCode;
  cookieSecure: boolean;
}

export interface NewSession {
  token: string;
  id: string;
  absoluteExpiresAt: Date;
  remember: boolean;
}

interface RequestSession {
  session: StoredSession | null;
}
const sessions = new WeakMap<Request, RequestSession>();

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session row and returns the cookie value; nothing but the caller ever sees the token. */
export async function createSession(
  db: Db,
  shop: ShopCode,
  userId: number | null,
  now = new Date(),
  options: { remember?: boolean } = {},
): Promise<NewSession> {
  const remember = options.remember ?? false;
  const token = randomBytes(32).toString('base64url');
  const id = hashSessionToken(token);
  const absoluteExpiresAt = new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS);
  const expiresAt = idleExpiry(now, absoluteExpiresAt, remember);
  await insertSession(db, { id, shop, userId, now, expiresAt, absoluteExpiresAt, remember });
  return { token, id, absoluteExpiresAt, remember };
}

/** When a session dies unless used again: 2 h after `now`, never after the absolute expiry. */
function idleExpiry(now: Date, absoluteExpiresAt: Date, remember: boolean): Date {
  if (remember) return absoluteExpiresAt;
  return new Date(Math.min(now.getTime() + IDLE_TIMEOUT_MS, absoluteExpiresAt.getTime()));
}

/** Finds the caller's session (if any) before the routes run; expired sessions are deleted and ignored. */
export function loadSession(settings: SessionSettings): RequestHandler {
  return async (req, res, next) => {
    const token = readCookie(req, SESSION_COOKIE);
    let session: StoredSession | null = null;
    if (token && TOKEN_PATTERN.test(token)) {
      session = await findSession(settings.db, hashSessionToken(token), settings.shop);
      const now = new Date();
      if (session && session.expiresAt <= now) {
        await deleteSession(settings.db, session.id);
        session = null;
      }
      if (session && now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
        const expiresAt = idleExpiry(now, session.absoluteExpiresAt, session.remember);
        await touchSession(settings.db, session.id, now, expiresAt);
      }
    }
    // A cookie that names no live session is dropped, so the browser stops sending it.
    if (token && !session) clearSessionCookie(res, settings.cookieSecure);
    sessions.set(req, { session });
    next();
  };
}

export function currentSession(req: Request): StoredSession | null {
  return sessions.get(req)?.session ?? null;
}

export function currentUser(req: Request): CurrentUser | null {
  return currentSession(req)?.user ?? null;
}

/**
 * The caller's session, created on first need (e.g. the first product put into the cart), so
 * browsing anonymously never writes a session row.
 */
export async function ensureSession(
  req: Request,
  res: Response,
  settings: SessionSettings,
): Promise<StoredSession> {
  const existing = currentSession(req);
  if (existing) return existing;
  const now = new Date();
  const created = await createSession(settings.db, settings.shop, null, now);
  setSessionCookie(res, created, settings.cookieSecure);
  const session: StoredSession = {
    id: created.id,
    shop: settings.shop,
    userId: null,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + IDLE_TIMEOUT_MS),
    absoluteExpiresAt: created.absoluteExpiresAt,
    remember: false,
    user: null,
    accountKind: null,
  };
  sessions.set(req, { session });
  return session;
}

function cookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure };
}

export function setSessionCookie(res: Response, session: NewSession, secure: boolean): void {
  // A remembered session's cookie outlives a browser restart but never the session's absolute
  // expiry; any other cookie has no Expires, so the browser drops it when it closes.
  const options = cookieOptions(secure);
  res.cookie(
    SESSION_COOKIE,
    session.token,
    session.remember ? { ...options, expires: session.absoluteExpiresAt } : options,
  );
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(secure));
}

function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
