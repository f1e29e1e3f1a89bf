import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { OrderEmailPreview as Preview } from 'shared-domain';
import type { IdUnder } from '../../messages/message-ids.ts';
import styles from '../orders.module.css';

/**
 * The e-mail as the customer will get it: placeholders filled, the shop's greeting and signature.
 * The plain-text part is shown, never the html: markup built from typed text is not put into the
 * admin page. It takes the focus when it arrives, so keyboard and screen-reader users land on it.
 */
export function OrderEmailPreview({ preview }: { preview: Preview }) {
  const intl = useIntl();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const t = (id: IdUnder<'admin.order.compose.preview.'>) =>
    intl.formatMessage({ id: `admin.order.compose.preview.${id}` });

  useEffect(() => {
    // A new preview (not a re-render) is what moves the focus.
    if (preview) headingRef.current?.focus();
  }, [preview]);

  return (
    <section aria-labelledby={headingId} className={styles.preview}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('title')}
      </h3>
      <dl className={styles.previewFacts}>
        <dt>{t('to')}</dt>
        <dd>{preview.to}</dd>
        <dt>{t('subject')}</dt>
        <dd>{preview.subject}</dd>
        <dt>{t('text')}</dt>
        <dd>
          <pre className={styles.mailText}>{preview.text}</pre>
        </dd>
      </dl>
    </section>
  );
}
