import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ServiceOrderStatus } from 'shared-domain';
import { Alert, Button, ConfirmDialog, isApiError, Price, useApiErrorMessage } from 'shared-ui';
import { type ServiceStatusLookup, useServiceStatusApproveQuoteMutation } from '../booking-api.ts';
import type { IdUnder } from '../messages/message-ids.ts';
import styles from './status-page.module.css';

type Quote = NonNullable<ServiceOrderStatus['quote']>;

/** A changed price after the diagnosis: the repair goes on once the customer approves it here. */
export function QuoteApproval({ quote, lookup }: { quote: Quote; lookup: ServiceStatusLookup }) {
  const intl = useIntl();
  const describe = useApiErrorMessage();
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  const [approve, { isLoading, error, reset }] = useServiceStatusApproveQuoteMutation();
  const t = (id: IdUnder<'service.status.quote.'>) =>
    intl.formatMessage({ id: `service.status.quote.${id}` });

  async function confirm() {
    try {
      await approve(lookup).unwrap();
    } finally {
      // Approved: the refreshed status replaces this box; refused: the box says why.
      setAsking(false);
    }
  }

  let refusal: string | null = null;
  if (isApiError(error) && error.status === 409 && error.data.code === 'no_quote_to_approve') {
    refusal = t('nothingToApprove');
  } else if (error) refusal = describe(error);

  return (
    <section aria-labelledby={headingId} className={styles.quote}>
      <h3 id={headingId}>{t('title')}</h3>
      <p>
        <FormattedMessage id="service.status.quote.price" values={{ price: <Price value={quote.price} /> }} />
      </p>
      {quote.note && (
        <p>
          {t('note')} {quote.note}
        </p>
      )}
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <Button
        onClick={() => {
          reset();
          setAsking(true);
        }}
      >
        {t('approve')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('confirmTitle')}
        confirmLabel={t('confirm')}
        busy={isLoading}
        onConfirm={() => void confirm().catch(() => undefined)}
        onCancel={() => setAsking(false)}
      >
        <p>
          <FormattedMessage
            id="service.status.quote.confirmText"
            values={{ price: <Price value={quote.price} /> }}
          />
        </p>
      </ConfirmDialog>
    </section>
  );
}
