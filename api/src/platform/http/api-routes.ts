import { type RequestHandler, Router } from 'express';
import type { Role } from 'shared-domain';
import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call an operation; the OpenAPI document derives its 401/403 answers from it. */
export type Access = 'public' | readonly Role[];

export interface OperationSpec {
  method: HttpMethod;
  /** Express path; `:name` parameters become `{name}` in the OpenAPI document. */
  path: string;
  summary: string;
  tag: string;
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
    this.router[spec.method](spec.path, ...handlers);
    this.operations.push(spec);
    return this;
  }
}
