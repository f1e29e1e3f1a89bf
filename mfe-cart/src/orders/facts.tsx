import type { ReactNode } from 'react';
import styles from './orders.module.css';

/** A list of labelled values ("Stav platby: Zaplaceno"). */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
