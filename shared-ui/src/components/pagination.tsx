import type { MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { type PageItem, pageItems } from './page-items.ts';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange?: (page: number) => void;
  /**
   * With hrefFor the pages are real links (crawlable catalogue pages, open in a new tab); this
   * needs a react-router above. Without it they are buttons calling onPageChange.
   */
  hrefFor?: (page: number) => string;
  /** Accessible name of the navigation; defaults to "Stránkování". */
  label?: string;
}

export function Pagination({ page, pageCount, onPageChange, hrefFor, label }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;

  /** `name` only where the visible text needs context (a bare number); it always contains that text. */
  function control(target: number, content: ReactNode, name?: string, current = false) {
    const onClick = (event: MouseEvent) => {
      if (!hrefFor) event.preventDefault();
      onPageChange?.(target);
    };
    if (hrefFor) {
      return (
        <Link
          to={hrefFor(target)}
          className={styles.item}
          aria-label={name}
          aria-current={current ? 'page' : undefined}
          onClick={onClick}
        >
          {content}
        </Link>
      );
    }
    return (
      <button
        type="button"
        className={styles.item}
        aria-label={name}
        aria-current={current ? 'page' : undefined}
        onClick={onClick}
      >
        {content}
      </button>
    );
  }

  // The arrows' words are on screen, so what a speech-input user reads is what the button is
  // called (label in name); the arrow itself is decoration.
  const previous = (
    <>
      <span aria-hidden="true">‹</span> {intl.formatMessage({ id: 'ui.pagination.previous' })}
    </>
  );
  const next = (
    <>
      {intl.formatMessage({ id: 'ui.pagination.next' })} <span aria-hidden="true">›</span>
    </>
  );

  return (
    <nav aria-label={label ?? intl.formatMessage({ id: 'ui.pagination.label' })}>
      <ul className={styles.list}>
        <li className={styles.step}>
          {page > 1 ? (
            control(page - 1, previous)
          ) : (
            <button type="button" className={styles.item} disabled>
              {previous}
            </button>
          )}
        </li>
        {pageItems(page, pageCount).map((item: PageItem, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by position.
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {control(
                item,
                item,
                intl.formatMessage({ id: 'ui.pagination.page' }, { page: item }),
                item === page,
              )}
            </li>
          ),
        )}
        <li className={styles.step}>
          {page < pageCount ? (
            control(page + 1, next)
          ) : (
            <button type="button" className={styles.item} disabled>
              {next}
            </button>
          )}
        </li>
      </ul>
    </nav>
  );
}
