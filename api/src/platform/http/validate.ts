import type { Request } from 'express';
import type { z } from 'zod';
import { InvalidRequestError } from '../errors.ts';
import type { GroupingOptions } from './field-errors.ts';

/** Parses the JSON body or throws a 400 whose field errors sit under "form" (or their section of a grouped form). */
export function parseBody<S extends z.ZodType>(
  req: Request,
  schema: S,
  options: GroupingOptions = {},
): z.output<S> {
  return parse(schema, req.body ?? {}, 'form', options);
}

/** Parses the query string; its errors sit under "query". */
export function parseQuery<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  return parse(schema, req.query, 'query', {});
}

function parse<S extends z.ZodType>(
  schema: S,
  input: unknown,
  group: string,
  options: GroupingOptions,
): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw new InvalidRequestError(result.error.issues, group, options);
  return result.data;
}
