/** PostgreSQL `integer` (int4): ids and amounts in minor units are stored in it. */
export const INT4_MAX = 2_147_483_647;

/** Whether a number fits an int4 id column; a query with a larger one would fail, not find nothing. */
export function isInt4Id(value: number): boolean {
  return Number.isInteger(value) && value > 0 && value <= INT4_MAX;
}
