import { useIntl } from 'react-intl';
import styles from './product-page.module.css';

/** Staff's SEO text as plain paragraphs (a blank line starts a new one); nothing when there is none. */
export function ProductDescription({ text }: { text: string | null }) {
  const intl = useIntl();
  const paragraphs = (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="product-description">
      <h2 id="product-description" className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'catalogue.productPage.description' })}
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className={styles.description}>
          {paragraph}
        </p>
      ))}
    </section>
  );
}
