import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AdminProductReview } from 'shared-domain';
import type { IdUnder } from '../messages/message-ids.ts';
import styles from './reviews.module.css';

/** Enough of a review to judge most of them at a glance, while the row stays a row. */
export const REVIEW_PREVIEW_CHARS = 140;

/** The text's beginning, cut at a word where it can be and ended with "…"; short texts whole. */
export function previewOf(text: string, chars = REVIEW_PREVIEW_CHARS): string {
  const characters = [...text.trim()];
  if (characters.length <= chars) return characters.join('');
  const cut = characters.slice(0, chars).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > chars / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** A review's text in the grid: its beginning, and a button that shows it whole with the pros and cons. */
export function ReviewText({ review }: { review: AdminProductReview }) {
  const intl = useIntl();
  const contentId = useId();
  const [open, setOpen] = useState(false);
  const preview = previewOf(review.text);
  const hasMore = preview !== review.text.trim() || Boolean(review.pros) || Boolean(review.cons);
  const t = (id: IdUnder<'admin.reviews.text.'>) => intl.formatMessage({ id: `admin.reviews.text.${id}` });
  return (
    <div className={styles.text}>
      <div id={contentId}>
        <p className={styles.textBody}>{open ? review.text : preview}</p>
        {open && review.pros && (
          <p className={styles.textBody}>
            <strong>{t('pros')}</strong> {review.pros}
          </p>
        )}
        {open && review.cons && (
          <p className={styles.textBody}>
            <strong>{t('cons')}</strong> {review.cons}
          </p>
        )}
      </div>
      {hasMore && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen(!open)}
        >
          {t(open ? 'less' : 'more')}
        </button>
      )}
    </div>
  );
}
