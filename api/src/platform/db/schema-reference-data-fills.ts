import type { ColumnType } from 'kysely';

// Migration 0036 (reference data fills), merged into the Database of schema.ts by module
// augmentation: its own file, so the tables of parallel features do not edit the same lines.

export interface ReferenceDataFillsTable {
  area: string;
  filled_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** true: the fill inserted the area's rows; false: the area already held data (seeded or staff's). */
  inserted: boolean;
}

declare module './schema.ts' {
  interface Database {
    reference_data_fills: ReferenceDataFillsTable;
  }
}
