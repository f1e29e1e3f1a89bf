import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { ShopCode } from 'shared-domain';
import type { Db } from './db/schema.ts';
import { CodedError } from './errors.ts';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  storeIdempotentResponse,
} from './idempotency-key-repository.ts';

// Idempotency-Key: a client that repeats a request with the same key gets
// the first answer again instead of a second sale or order. The key is claimed by inserting its
// row inside the transaction that does the work, so the unique (shop, scope, key) constraint
// decides between concurrent duplicates: PostgreSQL makes the second insert wait for the first
// transaction, which then either committed (the second replays its answer) or rolled back (the
// second does the work itself). A key belongs to the caller that used it first (its user, or its
// session before signing in): the same key from anyone else is refused, so a leaked or guessed key
// never hands out another customer's answer. Only successful answers are stored: a failed request (400, 409…)
// leaves no row and may be retried with the same key. Keys live in the database, so every api
// instance honours them; housekeeping deletes them after IDEMPOTENCY_KEY_RETENTION_MS.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Set on a replayed answer, so clients and logs can tell it from the first one. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** Printable ASCII without spaces: UUIDs, ULIDs and the like. */
const KEY_PATTERN = /^[\x21-\x7e]+$/;

export interface StoredResponse {
  status: number;
  /** Headers worth replaying (e.g. Location); never Set-Cookie. */
  headers: Record<string, string>;
  body: unknown;
}

export interface IdempotentRequest {
  shop: ShopCode;
  /** What the keys are used for, e.g. 'buyout.sell-online'. */
  scope: string;
  /** The Idempotency-Key header, or undefined when the client sent none (the work then just runs). */
  key: string | undefined;
  fingerprint: string;
  /** Who uses the key: only the same user, or the same session, may replay its answer. */
  sessionId: string | null;
  userId: number | null;
}

export type IdempotentOutcome<T> =
  | { replayed: false; response: StoredResponse; value: T }
  | { replayed: true; response: StoredResponse };

/** The request's Idempotency-Key, undefined when absent; 400 `invalid_idempotency_key` when malformed. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const value = req.get(IDEMPOTENCY_HEADER);
  if (value === undefined) return undefined;
  const key = value.trim();
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !KEY_PATTERN.test(key)) {
    // The header's rule (1 to IDEMPOTENCY_KEY_MAX_LENGTH printable characters) is in the OpenAPI document.
    throw new CodedError('validation', 'invalid_idempotency_key', 400);
  }
  return key;
}

/** sha256 of the scope and the body as canonical JSON (keys sorted), so key order does not matter. */
export function requestFingerprint(scope: string, body: unknown): string {
  return createHash('sha256').update(scope).update('\n').update(canonicalJson(body)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Runs `work` in a transaction, once per key: a repeated key with the same fingerprint answers the
 * stored response without calling `work`; with another fingerprint it is refused (409
 * `idempotency_key_reused`). Side effects outside the database (e-mail) belong after this
 * returns, and only when `replayed` is false.
 */
export async function runIdempotent<T>(
  db: Db,
  request: IdempotentRequest,
  work: (trx: Db) => Promise<{ response: StoredResponse; value: T }>,
): Promise<IdempotentOutcome<T>> {
  return db.transaction().execute(async (trx): Promise<IdempotentOutcome<T>> => {
    const { key } = request;
    if (key === undefined) return { replayed: false, ...(await work(trx)) };

    const claimed = await claimIdempotencyKey(trx, { ...request, key });

    if (!claimed) {
      const stored = await findIdempotencyKey(trx, request.shop, request.scope, key);
      if (
        !sameCaller(stored, request) ||
        stored.fingerprint !== request.fingerprint ||
        stored.response_status === null
      ) {
        throw new CodedError('conflict', 'idempotency_key_reused', 409);
      }
      return {
        replayed: true,
        response: {
          status: stored.response_status,
          headers: stored.response_headers,
          body: stored.response_body,
        },
      };
    }

    const outcome = await work(trx);
    await storeIdempotentResponse(trx, claimed.id, outcome.response);
    return { replayed: false, ...outcome };
  });
}

/**
 * The caller who first used the key: the same signed-in user, or the same session (a visitor
 * who has not signed in). A caller with neither can never match, so an anonymous key replays
 * nothing to anyone.
 */
function sameCaller(
  stored: { session_id: string | null; user_id: number | null },
  request: Pick<IdempotentRequest, 'sessionId' | 'userId'>,
): boolean {
  if (request.userId !== null && stored.user_id === request.userId) return true;
  return request.sessionId !== null && stored.session_id === request.sessionId;
}

/** Writes a stored (or fresh) response, marking replays. */
export function sendStoredResponse(res: Response, response: StoredResponse, replayed: boolean): void {
  res.status(response.status).set(response.headers);
  if (replayed) res.set(REPLAYED_HEADER, 'true');
  res.json(response.body);
}
