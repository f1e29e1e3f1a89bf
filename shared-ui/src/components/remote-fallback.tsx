import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './button.tsx';
import styles from './remote-fallback.module.css';

export interface RemoteFallbackProps {
  /** Translated name of the part that failed ("Košík", "Výkup"); optional for header slots. */
  area?: string;
  onRetry: () => void;
  headingLevel?: 2 | 3;
}

/**
 * Shown by the shell's error boundary when a remote fails to load or crashes:
 * never a blank page, and the user can try again without reloading the whole shop.
 */
export function RemoteFallback({ area, onRetry, headingLevel = 2 }: RemoteFallbackProps) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section role="alert" aria-labelledby={titleId} className={styles.fallback}>
      <Heading id={titleId} className={styles.title}>
        {intl.formatMessage({ id: 'ui.remoteFallback.title' })}
      </Heading>
      {area && (
        <p className={styles.text}>{intl.formatMessage({ id: 'ui.remoteFallback.area' }, { area })}</p>
      )}
      <p className={styles.text}>{intl.formatMessage({ id: 'ui.remoteFallback.description' })}</p>
      <Button variant="secondary" onClick={onRetry}>
        {intl.formatMessage({ id: 'ui.remoteFallback.retry' })}
      </Button>
    </section>
  );
}
