import type { RequestHandler } from 'express';
import { type AppError, CodedError } from '../errors.ts';

/** Far deeper than any contract (the deepest is about 4 levels), far shallower than the stack. */
export const MAX_BODY_DEPTH = 32;

/**
 * A JSON body nested deeper than any contract is refused (400) right after parsing. Code that
 * walks a body recursively (the idempotency fingerprint, logging) would otherwise overflow the
 * stack on an unknown field holding thousands of nested arrays, and answer 500.
 */
export const refuseDeepBodies: RequestHandler = (req, _res, next) => {
  next(nestedDeeperThan(req.body, MAX_BODY_DEPTH) ? tooDeep() : undefined);
};

/** Level by level, without recursion, so the check itself cannot overflow the stack. */
function nestedDeeperThan(value: unknown, maxDepth: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth += 1) {
    if (depth > maxDepth) return true;
    const next: unknown[] = [];
    for (const item of level) {
      if (item === null || typeof item !== 'object') continue;
      for (const child of Object.values(item)) next.push(child);
    }
    level = next;
  }
  return false;
}

function tooDeep(): AppError {
  return new CodedError('validation', 'body_too_deep', 400);
}
