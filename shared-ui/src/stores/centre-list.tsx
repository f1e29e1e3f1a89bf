import { type ReactNode, useId } from 'react';
import type { StoreSummary } from 'shared-domain';
import { EmptyState } from '../components/empty-state.tsx';
import { Skeleton } from '../components/skeleton.tsx';
import { CentreCard } from './centre-card.tsx';
import styles from './centres.module.css';

export interface CentreListProps {
  /** The section's heading (h2); each centre's name is an h3 below it. */
  heading: string;
  /** The centres to show, in the given order; undefined until they are loaded. */
  centres: readonly StoreSummary[] | undefined;
  /** First load under way: placeholder cards, and the section is aria-busy. */
  isLoading?: boolean;
  /**
   * Shown instead of the list when the centres could not be loaded. The remote renders it (its own
   * alert with a retry), because only the remote knows what failed and how to load it again.
   */
  error?: ReactNode;
  /** The empty state names the kind of centre that is missing, so the remote words it. */
  empty: { title: string; hint?: string };
}

/**
 * Stores, buyout or service centres as cards with address, phone, a map link and the
 * week's opening hours. Buyout and service list different centres the same way, hence one component.
 */
export function CentreList({ heading, centres, isLoading = false, error, empty }: CentreListProps) {
  const headingId = useId();

  let content: ReactNode;
  if (isLoading) content = <CentreListSkeleton />;
  else if (error) content = error;
  else if (!centres || centres.length === 0)
    content = (
      <EmptyState headingLevel={3} title={empty.title}>
        {empty.hint}
      </EmptyState>
    );
  else
    content = (
      <ul className={styles.list}>
        {centres.map((centre) => (
          <li key={centre.id}>
            <CentreCard place={centre} />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={headingId} aria-busy={isLoading || undefined}>
      <h2 id={headingId}>{heading}</h2>
      {content}
    </section>
  );
}

function CentreListSkeleton() {
  return (
    <ul className={styles.list} aria-hidden="true">
      {[0, 1].map((index) => (
        <li key={index}>
          <Skeleton variant="rect" height="15rem" />
        </li>
      ))}
    </ul>
  );
}
