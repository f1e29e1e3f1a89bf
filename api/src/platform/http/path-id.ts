import { isInt4Id } from '../db/int4.ts';

/** A numeric path id (a positive int4), else undefined: the use case answers its 404, never a 500. */
export function pathId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return isInt4Id(id) ? id : undefined;
}
