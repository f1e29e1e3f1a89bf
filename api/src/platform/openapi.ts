import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import express, { Router } from 'express';
import { apiErrorBodySchema } from 'shared-domain/contracts';
import { z } from 'zod';
import { refusesSomePrincipal } from './auth.ts';
import type { OperationSpec } from './http/api-routes.ts';

// OpenAPI 3.1 generated from the zod schemas the routes validate with (z.toJSONSchema targets
// JSON Schema 2020-12, the dialect of OpenAPI 3.1), plus the Swagger UI reference served from
// swagger-ui-dist's own files (no CDN).

type JsonObject = Record<string, unknown>;

export interface OpenApiInfo {
  title: string;
  version: string;
  description: string;
}

const errorRef = { $ref: '#/components/schemas/ApiError' };
const errorDescriptions: Record<number, string> = {
  400: "Validation failed; `errors.<group>.<field>` lists messages in the shop's language.",
  401: 'No signed-in user (`authentication_required`).',
  403: 'The signed-in account may not use this operation (`forbidden`).',
  429: 'Rate limited (`rate_limited`): `Retry-After` and `retryAfterSeconds` say when to try again.',
  500: 'Unexpected failure (`internal_error`); details are only logged.',
};

export function buildOpenApiDocument(operations: OperationSpec[], info: OpenApiInfo): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const operation of operations) {
    const path = operation.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][operation.method] = operationObject(operation);
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiErrorBodySchema, 'output') },
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sid' } },
    },
  };
}

function operationObject(operation: OperationSpec): JsonObject {
  const responses: Record<string, JsonObject> = {};
  for (const [status, response] of Object.entries(operation.responses)) {
    responses[status] = {
      description: response.description,
      ...(response.schema
        ? { content: { 'application/json': { schema: jsonSchema(response.schema, 'output') } } }
        : {}),
      ...(response.headers
        ? {
            headers: mapValues(response.headers, (description) => ({
              description,
              schema: { type: 'string' },
            })),
          }
        : {}),
    };
  }
  const errors: Record<number, string> = { ...operation.errors };
  if (operation.query || operation.body) errors[400] ??= errorDescriptions[400];
  if (operation.access !== 'public') errors[401] ??= errorDescriptions[401];
  if (refusesSomePrincipal(operation.access)) errors[403] ??= errorDescriptions[403];
  if (operation.limits?.length) errors[429] ??= errorDescriptions[429];
  errors[500] ??= errorDescriptions[500];
  const parameters = [
    ...pathParameters(operation.path),
    ...(operation.query ? queryParameters(operation.query) : []),
  ];
  for (const [status, description] of Object.entries(errors)) {
    responses[status] = { description, content: { 'application/json': { schema: errorRef } } };
  }
  return {
    summary: operation.summary,
    tags: [operation.tag],
    operationId: `${operation.method}${operation.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(operation.body, 'input') } },
          },
        }
      : {}),
    ...(operation.access === 'public' ? { security: [] } : { security: [{ sessionCookie: [] }] }),
    // Who may call it, as declared and enforced: the authorization-matrix test reads it from here.
    'x-access': operation.access,
    responses,
  };
}

/** `:name` segments of an Express path: required string parameters (the handler checks their form). */
function pathParameters(path: string): JsonObject[] {
  return [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function queryParameters(schema: z.ZodType): JsonObject[] {
  const objectSchema = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonObject>;
    required?: string[];
  };
  return Object.entries(objectSchema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: objectSchema.required?.includes(name) ?? false,
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  // Coercions and transforms have no JSON Schema form; "any" keeps the document generating.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject;
  return rest;
}

function mapValues<T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const docsPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Shop API reference</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

const initScript = `window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

/** Scripts only from this origin: the page works without inline script. Swagger UI styles inline. */
const docsCsp =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'";

export function docsRouter(document: JsonObject): Router {
  const router = Router();
  router.get('/api/docs/openapi.json', (_req, res) => {
    res.json(document);
  });
  router.get('/api/docs/init.js', (_req, res) => {
    res.type('text/javascript').send(initScript);
  });
  router.use('/api/docs/assets', express.static(swaggerUiDir, { index: false, maxAge: '1d' }));
  router.get('/api/docs', (_req, res) => {
    res.set('Content-Security-Policy', docsCsp).type('html').send(docsPage);
  });
  return router;
}
