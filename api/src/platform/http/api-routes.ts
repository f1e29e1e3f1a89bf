import { type RequestHandler, Router } from 'express';
import type { z } from 'zod';
import { type Access, accessGuard } from '../auth.ts';

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
}

/**
 * An Express router that remembers what it serves, so the OpenAPI document is generated from the
 * very zod schemas the handlers validate with and cannot drift from the routes.
 */
export class ApiRoutes {
  readonly router = Router();
  readonly operations: OperationSpec[] = [];

  add(spec: OperationSpec, ...handlers: RequestHandler[]): this {
    // The declared access is the guard, mounted first, so the declaration and the enforcement cannot drift.
    const guard = accessGuard(spec.access);
    this.router[spec.method](spec.path, ...guard, ...handlers);
    this.operations.push(spec);
    return this;
  }
}
