// The operations to fuzz, read from the api's own OpenAPI document: a route added later is in the
// document (the route table generates it), so it is fuzzed without anyone writing a test for it.

export type JsonSchema = Record<string, unknown>;

export interface FuzzParameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface FuzzOperation {
  method: string;
  /** OpenAPI path with `{name}` placeholders. */
  path: string;
  pathParams: string[];
  query: FuzzParameter[];
  /** JSON schema of the request body, when the operation declares one. */
  body: JsonSchema | undefined;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export function operationsOf(document: { paths?: Record<string, Record<string, OpenApiOperation>> }) {
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema ?? {} })),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}
