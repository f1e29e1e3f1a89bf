import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { InstallmentOrderRow, InstallmentSent, InstallmentStatus } from 'shared-domain';
import { installmentStatuses } from 'shared-domain/contracts/staff.ts';
import {
  Alert,
  Button,
  ConfirmDialog,
  isApiError,
  Link,
  SelectField,
  useApiErrorMessage,
  useFormatDate,
  useFormatMoney,
  useShop,
} from 'shared-ui';
import { DataGrid, type GridColumn, gridQueryOf, useGridUrlState } from 'shared-ui/data-grid';
import { adminEntityPath } from '../admin-paths.ts';
import type { IdUnder } from '../messages/message-ids.ts';
import { installmentStatusName } from './installment-labels.ts';
import styles from './installments.module.css';
import { useGetInstallmentOrdersQuery, useMarkInstallmentSentMutation } from './installments-api.ts';

const filterKeys = ['status'] as const;

/**
 * The orders bought on installments, newest first, filtered by status in the URL. "Mark as sent"
 * (asked first) has the company finalise the loan; test mode says that no company was contacted.
 */
export function InstallmentOrdersSection() {
  const intl = useIntl();
  const { shop } = useShop();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const describe = useApiErrorMessage();
  const headingId = useId();
  const t = (id: IdUnder<'admin.installments.orders.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.installments.orders.${id}` }, values);
  const statusLabel = (status: InstallmentStatus) =>
    intl.formatMessage({ id: installmentStatusName[status] });
  const [state, setState] = useGridUrlState({ filterKeys });
  const { data, error, isFetching, refetch } = useGetInstallmentOrdersQuery(gridQueryOf(state));
  const [markSent, sending] = useMarkInstallmentSentMutation();
  const [asking, setAsking] = useState<InstallmentOrderRow | null>(null);
  const [outcome, setOutcome] = useState<InstallmentSent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    if (!asking) return;
    setFailure(null);
    setOutcome(null);
    try {
      setOutcome(await markSent(asking.orderNumber).unwrap());
    } catch (caught) {
      // A conflict (already sent, rejected, cancelled) is explained by the server in its own words.
      setFailure(isApiError(caught) && caught.status === 409 ? caught.data.message : describe(caught));
    } finally {
      setAsking(null);
    }
  };

  const columns = useMemo((): GridColumn<InstallmentOrderRow>[] => {
    const t = (id: IdUnder<'admin.installments.orders.'>, values?: Record<string, string>) =>
      intl.formatMessage({ id: `admin.installments.orders.${id}` }, values);
    const statusLabel = (status: InstallmentStatus) =>
      intl.formatMessage({ id: installmentStatusName[status] });
    return [
      {
        id: 'number',
        header: t('number'),
        hideable: false,
        cell: (row) => <Link to={adminEntityPath(shop, 'orders', row.orderNumber)}>{row.orderNumber}</Link>,
      },
      {
        id: 'company',
        header: t('company'),
        cell: (row) => (
          <>
            {row.company}
            {row.testMode && <strong className={styles.testBadge}>{t('testMode')}</strong>}
            <span className={styles.secondary}>{row.barem}</span>
          </>
        ),
      },
      { id: 'amount', header: t('amount'), align: 'end', cell: (row) => formatMoney(row.amount) },
      {
        id: 'months',
        header: t('months'),
        align: 'end',
        cell: (row) => t('monthsValue', { months: String(row.months), monthly: formatMoney(row.monthly) }),
      },
      {
        id: 'status',
        header: t('status'),
        cell: (row) => (
          <>
            {statusLabel(row.status)}
            {row.reference && <span className={styles.secondary}>{row.reference}</span>}
          </>
        ),
      },
      {
        id: 'date',
        header: t('date'),
        cell: (row) => (
          <time dateTime={row.createdAt}>
            {formatDate(row.createdAt, { dateStyle: 'short', timeStyle: 'short' })}
          </time>
        ),
      },
      {
        id: 'action',
        header: t('action'),
        hideable: false,
        cell: (row) =>
          row.canSend ? (
            <Button
              size="small"
              aria-label={t('markSentOf', { number: row.orderNumber })}
              onClick={() => setAsking(row)}
            >
              {t('markSent')}
            </Button>
          ) : null,
      },
    ];
  }, [intl, shop, formatMoney, formatDate]);

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('title')}</h2>
      {outcome && (
        <Alert tone="success" onDismiss={() => setOutcome(null)}>
          {t('sent', { number: outcome.orderNumber, reference: outcome.reference })}
          {outcome.testMode && <strong className={styles.testBadge}>{t('sentTestMode')}</strong>}
        </Alert>
      )}
      {failure && (
        <Alert tone="error" title={t('failed')} onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <DataGrid<InstallmentOrderRow>
        caption={t('caption')}
        columns={columns}
        rows={data?.items}
        total={data?.total ?? 0}
        state={state}
        onStateChange={setState}
        getRowId={(row) => row.orderNumber}
        isLoading={isFetching}
        error={error}
        onRetry={refetch}
        emptyText={t('empty')}
        toolbar={
          <div className={styles.filters}>
            <SelectField
              label={t('filterStatus')}
              value={state.filters.status ?? ''}
              onChange={(event) => setState({ filters: { status: event.target.value }, page: 1 })}
              options={[
                { value: '', label: t('all') },
                ...installmentStatuses.map((value) => ({ value, label: statusLabel(value) })),
              ]}
            />
          </div>
        }
      />
      <ConfirmDialog
        open={asking !== null}
        title={t('confirmTitle', { number: asking?.orderNumber ?? '' })}
        confirmLabel={t('confirm')}
        cancelLabel={t('keep')}
        busy={sending.isLoading}
        onCancel={() => setAsking(null)}
        onConfirm={() => void confirm()}
      >
        <p>{t('confirmText', { company: asking?.company ?? '' })}</p>
        {asking?.testMode && <p>{t('confirmTestMode')}</p>}
      </ConfirmDialog>
    </section>
  );
}
