import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { InvoiceDocument, InvoiceState } from 'shared-domain';
import {
  Alert,
  Button,
  ConfirmDialog,
  isApiError,
  LoadError,
  SkeletonText,
  Spinner,
  useApiErrorMessage,
  useFormatDate,
  useFormatMoney,
} from 'shared-ui';
import fact from '../../buyouts/buyouts.module.css';
import layout from '../../frame/detail-layout.module.css';
import type { IdUnder, MessageId } from '../../messages/message-ids.ts';
import { JOB_POLL_MS, JobProgress } from '../../tasks/job-progress.tsx';
import styles from '../orders.module.css';
import { useGetAdminOrderQuery } from '../orders-api.ts';
import {
  documentPdfHref,
  useCreateOrderDocumentMutation,
  useGetOrderInvoicesQuery,
  useResendInvoiceMutation,
} from './invoices-api.ts';

/** Each state of a document, named: a new state without its words fails tsc. */
const invoiceStateName: Record<InvoiceState, MessageId> = {
  not_created: 'admin.order.invoice.state.not_created',
  in_progress: 'admin.order.invoice.state.in_progress',
  created: 'admin.order.invoice.state.created',
};

/**
 * The order's invoice and credit note (not created → in progress → created; re-send once sent):
 * their state and facts, creating each, the job's progress while it runs, the PDFs, and
 * re-sending the invoice (asked first: the customer gets another e-mail).
 */
export function OrderInvoices({ orderNumber, email }: { orderNumber: string; email: string | null }) {
  const intl = useIntl();
  const headingId = useId();
  const t = (id: IdUnder<'admin.order.invoice.'>) => intl.formatMessage({ id: `admin.order.invoice.${id}` });
  const { data, error, refetch } = useGetOrderInvoicesQuery(orderNumber);
  const inProgress = data?.invoice.state === 'in_progress' || data?.creditNote.state === 'in_progress';
  // While a job renders a document, its state is asked for again (the job's progress shows meanwhile).
  useGetOrderInvoicesQuery(orderNumber, {
    pollingInterval: JOB_POLL_MS,
    skip: !inProgress,
    skipPollingIfUnfocused: false,
  });
  // A document just created was e-mailed: the order's list of e-mails has a new row.
  const { refetch: refetchOrder } = useGetAdminOrderQuery(orderNumber);
  const wasInProgress = useRef(inProgress);
  useEffect(() => {
    if (wasInProgress.current && !inProgress) refetchOrder();
    wasInProgress.current = inProgress;
  }, [inProgress, refetchOrder]);

  let content = (
    <div className={styles.loading}>
      <Spinner label={t('loading')} />
      <SkeletonText lines={3} />
    </div>
  );
  if (data)
    content = (
      <>
        <DocumentPart document={data.invoice} orderNumber={orderNumber} email={email} onChanged={refetch} />
        <DocumentPart
          document={data.creditNote}
          orderNumber={orderNumber}
          email={email}
          onChanged={refetch}
        />
      </>
    );
  else if (error) content = <LoadError error={error} onRetry={refetch} title={t('loadError')} />;

  return (
    <section aria-labelledby={headingId} className={layout.card}>
      <h2 id={headingId}>{t('title')}</h2>
      {content}
    </section>
  );
}

function DocumentPart({
  document,
  orderNumber,
  email,
  onChanged,
}: {
  document: InvoiceDocument;
  orderNumber: string;
  email: string | null;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const describe = useApiErrorMessage();
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const headingId = useId();
  const t = (id: IdUnder<'admin.order.invoice.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.order.invoice.${id}` }, values);
  const [create, creating] = useCreateOrderDocumentMutation();
  const [resend, resending] = useResendInvoiceMutation();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [resentTo, setResentTo] = useState<string | null>(null);
  const isInvoice = document.kind === 'invoice';

  // A conflict (made meanwhile, not possible any more) is explained by the server in its own words.
  const explain = (error: unknown) =>
    isApiError(error) && error.status === 409 ? error.data.message : describe(error);
  const start = async () => {
    setFailure(null);
    setResentTo(null);
    try {
      await create({ number: orderNumber, kind: document.kind }).unwrap();
    } catch (error) {
      setFailure(explain(error));
    }
  };
  const confirmResend = async () => {
    setFailure(null);
    try {
      setResentTo((await resend(orderNumber).unwrap()).to);
    } catch (error) {
      setFailure(explain(error));
    } finally {
      setAsking(false);
    }
  };
  const when = (value: string | null) =>
    value && <time dateTime={value}>{formatDate(value, { dateStyle: 'medium', timeStyle: 'short' })}</time>;
  const facts = [
    { label: t('state'), value: intl.formatMessage({ id: invoiceStateName[document.state] }) },
    { label: t('number'), value: document.number },
    { label: t('total'), value: document.total && formatMoney(document.total) },
    { label: t('createdAt'), value: when(document.createdAt) },
    { label: t('sentAt'), value: when(document.sentAt) },
    { label: t('resentAt'), value: when(document.resentAt) },
    { label: t('importedTotal'), value: document.importedTotal && formatMoney(document.importedTotal) },
  ].filter((item) => item.value);

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t(isInvoice ? 'invoice' : 'creditNote')}</h3>
      <dl className={fact.facts}>
        {facts.map((item) => (
          <div key={item.label} className={fact.fact}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
      {document.error && <Alert tone="error">{t('failed', { error: document.error })}</Alert>}
      {failure && (
        <Alert tone="error" title={t('actionFailed')}>
          {failure}
        </Alert>
      )}
      {resentTo && <Alert tone="success">{t('resent', { email: resentTo })}</Alert>}
      {document.state === 'in_progress' && document.jobId && (
        <JobProgress jobId={document.jobId} onDone={onChanged} />
      )}
      {document.state === 'not_created' && !document.canCreate && (
        <p className={styles.muted}>{t(isInvoice ? 'notAvailable' : 'noCreditNote')}</p>
      )}
      <div className={styles.buttons}>
        {document.canCreate && (
          <Button onClick={() => void start()} loading={creating.isLoading}>
            {t(isInvoice ? 'create' : 'createCreditNote')}
          </Button>
        )}
        {document.state === 'created' && document.number && (
          <a href={documentPdfHref(orderNumber, document.kind)} download>
            {t(isInvoice ? 'download' : 'downloadCreditNote')}
          </a>
        )}
        {document.canResend && (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t('resend')}
          </Button>
        )}
      </div>
      {isInvoice && (
        <ConfirmDialog
          open={asking}
          title={t('resend.title', { number: document.number ?? '' })}
          confirmLabel={t('resend.confirm')}
          cancelLabel={t('resend.keep')}
          busy={resending.isLoading}
          onCancel={() => setAsking(false)}
          onConfirm={() => void confirmResend()}
        >
          <p>{t('resend.text', { email: email ?? '' })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
