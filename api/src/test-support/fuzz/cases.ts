import type { Dictionary } from './dictionary.ts';
import {
  type HostileText,
  hostileText,
  malformedBody,
  malformedHeaders,
  malformedPathSegment,
  malformedQuery,
  malformedValue,
  wireEncode,
} from './malformed.ts';
import type { FuzzOperation, JsonSchema } from './operations.ts';
import type { Random } from './prng.ts';
import { plausibleObject, plausibleValue, resolveRef, type ValueContext } from './schema-values.ts';

// One fuzz request for one operation: mostly plausible input with a single malformed part (so it
// gets past the first check and hits the code behind), sometimes all plausible, sometimes wholly
// broken. `strategy` says which, for the failure message.

export interface FuzzRequest {
  method: string;
  /** Path and query as sent on the wire. */
  url: string;
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
  strategy: string;
}

const strategies = [
  'plausible',
  'plausible',
  'hostile text in free-text fields',
  'hostile text in free-text fields',
  'hostile text in free-text fields',
  'one malformed field',
  'one malformed field',
  'missing and extra fields',
  'deeply nested extra field',
  'malformed body',
  'malformed path parameter',
  'malformed query',
  'malformed headers',
  'wrong method',
] as const;

export function fuzzRequest(operation: FuzzOperation, random: Random, dictionary: Dictionary): FuzzRequest {
  const strategy = random.pick(strategies);
  const ctx: ValueContext = { random, dictionary, root: operation.body ?? {} };
  const headers: Record<string, string> = {};
  if (operation.method !== 'GET' && random.chance(0.5)) headers['idempotency-key'] = crypto.randomUUID();

  const segments = Object.fromEntries(
    operation.pathParams.map((name) => [
      name,
      wireEncode(String(plausibleValue({ type: 'string' }, ctx, name))),
    ]),
  );
  if (strategy === 'malformed path parameter') {
    const names = operation.pathParams.length > 0 ? operation.pathParams : [];
    for (const name of names) if (random.chance(0.7)) segments[name] = malformedPathSegment(random);
  }
  const hostile = strategy === 'hostile text in free-text fields' ? hostileText(random) : undefined;
  if (hostile)
    for (const name of Object.keys(segments))
      segments[name] = wireEncode(hostile.apply(decodeURIComponent(segments[name])));
  let path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => segments[name] ?? 'x');
  if (strategy === 'malformed path parameter' && operation.pathParams.length === 0)
    path = `${path.replace(/\/$/, '')}/${malformedPathSegment(random)}`;

  let query = plausibleQuery(operation, ctx, hostile);
  if (strategy === 'malformed query')
    query = malformedQuery(
      random,
      operation.query.map((p) => p.name),
    );
  if (
    strategy === 'one malformed field' &&
    operation.query.length > 0 &&
    (!operation.body || random.chance(0.5))
  ) {
    const name = random.pick(operation.query).name;
    query = `${query}${query ? '&' : ''}${name}=${wireEncode(String(malformedValue(random)))}`;
  }

  let body: string | Uint8Array | undefined;
  let contentType: string | undefined;
  if (operation.body || operation.method !== 'GET') {
    const value = operation.body ? plausibleObject(operation.body, ctx) : {};
    if (strategy === 'one malformed field') mutateOneField(value, operation.body, ctx);
    if (hostile) {
      const sites = freeTextSites(value, operation.body ?? {}, ctx);
      // All free-text fields at once, or one of them with the rest plausible.
      const chosen = random.chance(0.5) || sites.length === 0 ? sites : [random.pick(sites)];
      for (const site of chosen) site(hostile.apply);
    }
    if (strategy === 'missing and extra fields') dropAndAdd(value, random);
    body = JSON.stringify(value);
    // Spliced in as text: the fuzz's own JSON.stringify would overflow its stack on it too.
    if (strategy === 'deeply nested extra field')
      body = withDeepField(body, random.pick([40, 5_000, 20_000]));
    contentType = 'application/json';
  }
  if (strategy === 'malformed body') {
    const raw = malformedBody(random);
    body = raw.body;
    contentType = raw.contentType;
    Object.assign(headers, raw.headers);
  }
  if (contentType) headers['content-type'] = contentType;
  if (strategy === 'malformed headers') Object.assign(headers, malformedHeaders(random));

  let method = operation.method;
  if (strategy === 'wrong method')
    method = random.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']);
  if (method === 'GET' || method === 'HEAD') body = undefined;
  return { method, url: query ? `${path}?${query}` : path, headers, body, strategy };
}

function plausibleQuery(operation: FuzzOperation, ctx: ValueContext, hostile?: HostileText): string {
  const params = new URLSearchParams();
  for (const parameter of operation.query) {
    if (!parameter.required && !hostile && !ctx.random.chance(0.6)) continue;
    const value = plausibleValue(parameter.schema, ctx, parameter.name);
    if (Array.isArray(value)) params.set(parameter.name, value.join(','));
    else if (value !== null && typeof value === 'object') params.set(parameter.name, JSON.stringify(value));
    else if (value !== undefined && value !== null) params.set(parameter.name, String(value));
  }
  if (!hostile) return params.toString();
  // URLSearchParams would encode a lone surrogate as U+FFFD; the wire form keeps %00 and %ED%A0%80.
  const freeText = new Set(operation.query.filter((p) => isFreeText(p.schema)).map((p) => p.name));
  return [...params]
    .map(([name, value]) => `${name}=${freeText.has(name) ? hostile.wire(value) : wireEncode(value)}`)
    .join('&');
}

/** Replaces one field, at any depth, with a malformed value. */
function mutateOneField(
  value: Record<string, unknown>,
  schema: JsonSchema | undefined,
  ctx: ValueContext,
): void {
  const { random } = ctx;
  let target: Record<string, unknown> = value;
  let properties = schema
    ? ((resolveRef(schema, ctx.root).properties ?? {}) as Record<string, JsonSchema>)
    : {};
  for (let depth = 0; depth < 3; depth += 1) {
    const names = Object.keys(properties);
    if (names.length === 0) break;
    const name = random.pick(names);
    const child = target[name];
    const childSchema = resolveRef(properties[name], ctx.root);
    if (child !== null && typeof child === 'object' && !Array.isArray(child) && random.chance(0.5)) {
      target = child as Record<string, unknown>;
      properties = (childSchema.properties ?? {}) as Record<string, JsonSchema>;
      continue;
    }
    if (Array.isArray(child) && child.length > 0 && random.chance(0.5)) {
      child[random.int(0, child.length - 1)] = malformedValue(random);
      return;
    }
    target[name] = malformedValue(random);
    return;
  }
  target[random.pick(['unexpected', 'id', 'userId', 'price'])] = malformedValue(random);
}

type TextSite = (change: (text: string) => string) => void;

/** A schema for free text: a string that is not one of a few fixed values. */
function isFreeText(schema: JsonSchema): boolean {
  return (
    (schema.type === 'string' || schema.type === undefined) && !('enum' in schema) && !('const' in schema)
  );
}

/** The string values of a plausible body whose schema is free text, each as a setter. */
function freeTextSites(value: unknown, schema: JsonSchema, ctx: ValueContext, depth = 0): TextSite[] {
  const resolved = resolveRef(schema, ctx.root);
  if (depth > 6 || value === null || typeof value !== 'object') return [];
  const sites: TextSite[] = [];
  const container = value as Record<string, unknown>;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item, (resolved.items ?? {}) as JsonSchema] as const)
    : Object.entries(container).map(
        ([name, item]) =>
          [name, item, ((resolved.properties ?? {}) as Record<string, JsonSchema>)[name] ?? {}] as const,
      );
  for (const [key, item, itemSchema] of entries) {
    const variants = (resolveRef(itemSchema, ctx.root).anyOf ?? [itemSchema]) as JsonSchema[];
    const textual = variants.some((variant) => isFreeText(resolveRef(variant, ctx.root)));
    if (typeof item === 'string' && textual)
      sites.push((change) => {
        container[key] = change(item);
      });
    else sites.push(...freeTextSites(item, variants[0], ctx, depth + 1));
  }
  return sites;
}

function withDeepField(json: string, depth: number): string {
  const separator = json === '{}' ? '' : ',';
  return `${json.slice(0, -1)}${separator}"extra":${'['.repeat(depth)}${']'.repeat(depth)}}`;
}

function dropAndAdd(value: Record<string, unknown>, random: Random): void {
  for (const name of Object.keys(value)) if (random.chance(0.4)) delete value[name];
  value[random.pick(['extra', 'role', 'price', 'total', 'userId', 'status'])] = malformedValue(random);
}
