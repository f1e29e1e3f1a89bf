import styles from './reviews.module.css';

/** Five stars, the rating's share filled; decorative, the rating is always given as text too. */
export function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className={styles.stars} aria-hidden="true">
      {'★'.repeat(full)}
      {'☆'.repeat(5 - full)}
    </span>
  );
}
