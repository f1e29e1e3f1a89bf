import { useIntl } from 'react-intl';
import { Alert, Button, SkeletonText, useApiErrorMessage, useFormatDate, useToast } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import styles from './packing.module.css';
import { useGetOrderInvoiceQuery, useResendInvoiceMutation } from './packing-api.ts';

/** The order's invoice as the warehouse sees it, and a way to e-mail a created one again. */
export function InvoicePanel({ orderNumber }: { orderNumber: string }) {
  const intl = useIntl();
  const describe = useApiErrorMessage();
  const formatDate = useFormatDate();
  const toast = useToast();
  const invoice = useGetOrderInvoiceQuery(orderNumber);
  const [resend, resending] = useResendInvoiceMutation();
  const t = (id: IdUnder<'warehouse.packing.invoice.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `warehouse.packing.invoice.${id}` }, values);

  const onResend = async () => {
    const result = await resend(orderNumber);
    if (!('error' in result)) toast.show({ tone: 'success', message: t('resent') });
  };

  return (
    <section aria-labelledby="packing-invoice" className={styles.panel}>
      <h2 id="packing-invoice">{t('title')}</h2>
      {invoice.isLoading && <SkeletonText lines={1} />}
      {invoice.error && <Alert tone="error">{describe(invoice.error)}</Alert>}
      {invoice.data && (
        <>
          <p>
            {t(`state.${invoice.data.state}`)}
            {invoice.data.number && <> · {invoice.data.number}</>}
            {invoice.data.sentAt && (
              <>
                {' '}
                ·{' '}
                {t('sentAt', {
                  date: formatDate(invoice.data.sentAt, { dateStyle: 'short', timeStyle: 'short' }),
                })}
              </>
            )}
          </p>
          {invoice.data.canResend && (
            <Button variant="secondary" size="small" loading={resending.isLoading} onClick={onResend}>
              {t('resend')}
            </Button>
          )}
          {resending.error && <Alert tone="error">{describe(resending.error)}</Alert>}
        </>
      )}
    </section>
  );
}
