import styles from './staff-table.module.css';

/**
 * Class names of a staff screen's dense table: `table` on the <table>, `numeric` on number cells
 * (right-aligned, tabular figures), `code` on codes and barcodes (monospace).
 */
export const staffTable: { table: string; numeric: string; code: string } = {
  table: styles.table,
  numeric: styles.numeric,
  code: styles.code,
};
