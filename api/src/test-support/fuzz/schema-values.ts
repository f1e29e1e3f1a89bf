import type { Dictionary } from './dictionary.ts';
import type { JsonSchema } from './operations.ts';
import type { Random } from './prng.ts';

// Plausible values for a JSON schema of the OpenAPI document: the right types, enum members, sizes
// within the limits, and values the api answered with earlier. They get a request past the first
// check, so the malformed value mixed into it hits the code behind.

const VALID_IMEI = '356938035643809';

export interface ValueContext {
  random: Random;
  dictionary: Dictionary;
  /** The whole document or body schema, for `$ref`s. */
  root: JsonSchema;
}

export function plausibleValue(schema: JsonSchema, ctx: ValueContext, name = '', depth = 0): unknown {
  const resolved = resolveRef(schema, ctx.root);
  if (depth > 6) return null;
  const { random } = ctx;
  if ('const' in resolved) return resolved.const;
  if (Array.isArray(resolved.enum)) return random.pick(resolved.enum);
  const variants = (resolved.anyOf ?? resolved.oneOf) as JsonSchema[] | undefined;
  if (variants?.length) return plausibleValue(random.pick(variants), ctx, name, depth + 1);
  if (Array.isArray(resolved.allOf) && resolved.allOf.length > 0)
    return plausibleValue(resolved.allOf[0] as JsonSchema, ctx, name, depth + 1);
  const known = ctx.dictionary.lookup(name);
  const type = (Array.isArray(resolved.type) ? random.pick(resolved.type) : resolved.type) as
    | string
    | undefined;
  if (known.length > 0 && random.chance(0.6)) {
    const value = random.pick(known);
    if (type === undefined || typeof value === jsType(type)) return value;
  }
  switch (type) {
    case 'object':
      return plausibleObject(resolved, ctx, depth);
    case 'array': {
      const min = Number(resolved.minItems ?? 0);
      const max = Math.min(Number(resolved.maxItems ?? 3), min + 3);
      const items = (resolved.items ?? {}) as JsonSchema;
      return Array.from({ length: random.int(min, Math.max(min, max)) }, () =>
        plausibleValue(items, ctx, name, depth + 1),
      );
    }
    case 'integer':
    case 'number':
      return plausibleNumber(resolved, random, type === 'integer');
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'string':
      return plausibleString(resolved, ctx, name);
    default:
      return random.pick([plausibleString({}, ctx, name), random.int(1, 20), true]);
  }
}

export function plausibleObject(schema: JsonSchema, ctx: ValueContext, depth = 0): Record<string, unknown> {
  const resolved = resolveRef(schema, ctx.root);
  const properties = (resolved.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((resolved.required ?? []) as string[]);
  const value: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (required.has(name) || ctx.random.chance(0.7))
      value[name] = plausibleValue(property, ctx, name, depth + 1);
  }
  return value;
}

function plausibleNumber(schema: JsonSchema, random: Random, integer: boolean): number {
  const min = Number(schema.minimum ?? schema.exclusiveMinimum ?? 0);
  const max = Math.min(Number(schema.maximum ?? schema.exclusiveMaximum ?? 50), min + 50);
  const value = random.int(Math.ceil(min), Math.max(Math.ceil(min), Math.floor(max)));
  return integer ? value : value + (random.chance(0.3) ? 0.5 : 0);
}

function plausibleString(schema: JsonSchema, ctx: ValueContext, name: string): string {
  const { random } = ctx;
  const lower = name.toLowerCase();
  const min = Number(schema.minLength ?? 1);
  const max = Number(schema.maxLength ?? 40);
  if (schema.format === 'email' || lower.includes('mail')) return `fuzz${random.int(1, 500)}@example.cz`;
  if (schema.format === 'date-time')
    return new Date(Date.now() + random.int(-5, 30) * 86_400_000).toISOString();
  if (schema.format === 'date')
    return new Date(Date.now() + random.int(-5, 30) * 86_400_000).toISOString().slice(0, 10);
  if (schema.format === 'uuid') return crypto.randomUUID();
  if (lower.includes('imei')) return VALID_IMEI;
  if (lower.includes('password')) return 'Fuzz-2026!pass';
  if (lower.includes('phone')) return '777123456';
  if (lower.includes('postcode')) return '12000';
  const length = random.int(min, Math.max(min, Math.min(max, min + 12)));
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789-';
  return Array.from({ length }, () => random.pick([...alphabet])).join('');
}

function jsType(type: string): string {
  return type === 'integer' ? 'number' : type;
}

export function resolveRef(schema: JsonSchema, root: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; hops < 10 && typeof current.$ref === 'string'; hops += 1) {
    const pointer = (current.$ref as string).replace(/^#\//, '').split('/');
    let target: unknown = root;
    for (const part of pointer) target = (target as Record<string, unknown> | undefined)?.[part];
    current = (target as JsonSchema | undefined) ?? {};
  }
  return current;
}
