import { type ReactNode, useId } from 'react';
import { Alert } from 'shared-ui';
import styles from './summary.module.css';

export interface SummarySectionProps {
  title: string;
  /** The part's source failed (the bff sent null): the part says so, the rest of the page works. */
  failed: boolean;
  failedText: string;
  /** Nothing to list: the part says so instead of leaving a bare heading. */
  empty: boolean;
  emptyText: string;
  /** The list, shown when the part loaded and has something. */
  children: ReactNode;
  /** A link onwards ("Všechny objednávky"), shown whenever the part loaded. */
  footer?: ReactNode;
}

/** One part of the account summary: a heading and its list, empty text or own small error. */
export function SummarySection({
  title,
  failed,
  failedText,
  empty,
  emptyText,
  children,
  footer,
}: SummarySectionProps) {
  const headingId = useId();
  let body: ReactNode = children;
  if (failed) body = <Alert tone="error">{failedText}</Alert>;
  else if (empty) body = <p className={styles.empty}>{emptyText}</p>;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{title}</h2>
      {body}
      {!failed && footer}
    </section>
  );
}
