import type { ReactNode } from 'react';
import { useDocumentTitle } from '../page/use-document-title.ts';
import { classNames } from './class-names.ts';
import styles from './page-layout.module.css';

export interface PageLayoutProps {
  /** The page's one h1; a text title also names the browser tab ("Košík – Mobilní svět"). */
  title: ReactNode;
  /** The tab's name when the title has markup; defaults to the title when it is text. */
  documentTitle?: string;
  /** A sentence under the title that says what the page is for. */
  lead?: ReactNode;
  /** A single column of reading width with tighter spacing: cart, checkout, a refused page. */
  narrow?: boolean;
  /** The page's content is (re)loading: marked aria-busy for assistive technology. */
  busy?: boolean;
  /** The page's sections, stacked with even spacing. */
  children: ReactNode;
  /** For a remote's own rules on top, e.g. the margins of its section headings. */
  className?: string;
}

/** A remote's page: the title (and lead) in a header, then its sections. */
export function PageLayout({
  title,
  documentTitle,
  lead,
  narrow = false,
  busy = false,
  children,
  className,
}: PageLayoutProps) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : null));
  return (
    <div
      className={classNames(styles.page, narrow && styles.narrow, className)}
      aria-busy={busy || undefined}
    >
      <header>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      {children}
    </div>
  );
}
