import { type ReactNode, useId } from 'react';
import { classNames } from './class-names.ts';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  /** Explanation, e.g. what to do next. */
  children?: ReactNode;
  /** A button or link that gets the user going again ("Pokračovat v nákupu"). */
  action?: ReactNode;
  icon?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function EmptyState({ title, children, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={titleId} className={classNames(styles.empty, className)}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {children && <div className={styles.description}>{children}</div>}
      {action}
    </section>
  );
}
