import type { TableHTMLAttributes } from 'react';
import styles from './order-table.module.css';

/** A table of an order's lines, of a customer's orders or of installments, styled alike everywhere. */
export function OrderTable({ children, ...table }: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table} {...table}>
        {children}
      </table>
    </div>
  );
}

/** The class of a cell holding a number or an amount: aligned to the end, never wrapped. */
export const numericCell = styles.numeric;
