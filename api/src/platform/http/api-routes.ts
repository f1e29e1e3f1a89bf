import { type RequestHandler, Router } from 'express';
import type { z } from 'zod';
import { type Access, accessGuard } from '../auth.ts';
import { type LimitStore, limitHandlers, type RouteLimit } from './route-limits.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type { Access } from '../auth.ts';

export interface OperationSpec {
  method: HttpMethod;
  /** Express path; `:name` parameters become `{name}` in the OpenAPI document. */
  path: string;
  summary: string;
  tag: string;
  /** Who may call it: the route table mounts this check before the handlers (see auth.ts). */
  access: Access;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Success answers; error answers are added from `access`, `query` and `body`. */
  responses: Record<number, { description: string; schema?: z.ZodType; headers?: Record<string, string> }>;
  /** Extra documented error answers, e.g. 401 invalid_credentials or 429 of the login. */
  errors?: Record<number, string>;
  /** Rate limits of the route (429 `rate_limited` with Retry-After); needs the router's LimitStore. */
  limits?: readonly RouteLimit[];
}

/**
 * An Express router that remembers what it serves, so the OpenAPI document is generated from the
 * very zod schemas the handlers validate with and cannot drift from the routes.
 */
export class ApiRoutes {
  readonly router = Router();
  readonly operations: OperationSpec[] = [];

  /** Where the routes with `limits` in their spec count (the database and the shop). */
  private readonly limits: LimitStore | undefined;

  constructor(limits?: LimitStore) {
    this.limits = limits;
  }

  add(spec: OperationSpec, ...handlers: RequestHandler[]): this {
    // The declared access is the guard, mounted first, so the declaration and the enforcement cannot drift.
    const guard = accessGuard(spec.access);
    if (spec.limits?.length) {
      if (!this.limits)
        throw new Error(`${spec.method} ${spec.path} declares limits: give ApiRoutes a LimitStore`);
      const { before, afterFailure } = limitHandlers(this.limits, { ...spec, limits: spec.limits });
      this.router[spec.method](spec.path, ...guard, before, ...handlers, afterFailure);
    } else {
      this.router[spec.method](spec.path, ...guard, ...handlers);
    }
    this.operations.push(spec);
    return this;
  }
}
