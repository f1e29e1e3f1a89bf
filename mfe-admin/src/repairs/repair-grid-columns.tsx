import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import type { Money, ServiceOrderList } from 'shared-domain';
import { Link } from 'shared-ui';
import type { GridColumn } from 'shared-ui/data-grid';
import type { IdUnder } from '../messages/message-ids.ts';
import type { RepairLabels } from './repair-labels.ts';
import styles from './repairs.module.css';

type Repair = ServiceOrderList['items'][number];

/** The repairs grid's columns; the api lists newest first and sorts by nothing else. */
export function repairGridColumns(
  intl: IntlShape,
  labels: RepairLabels,
  formatMoney: (money: Money) => string,
  formatDateTime: (value: string) => string,
  renderActions: (repair: Repair) => ReactNode,
  /** Where the repair's detail is: its number links there. */
  detailPath: (number: string) => string,
): GridColumn<Repair>[] {
  const t = (id: IdUnder<'admin.repairs.'>) => intl.formatMessage({ id: `admin.repairs.${id}` });
  return [
    {
      id: 'number',
      header: t('column.number'),
      hideable: false,
      cell: (repair) => <Link to={detailPath(repair.number)}>{repair.number}</Link>,
    },
    {
      id: 'created',
      header: t('column.created'),
      cell: (repair) => <time dateTime={repair.createdAt}>{formatDateTime(repair.createdAt)}</time>,
    },
    {
      id: 'customer',
      header: t('column.customer'),
      cell: (repair) => (
        <>
          {repair.customer}
          <span className={styles.secondary}>{repair.email}</span>
        </>
      ),
    },
    { id: 'device', header: t('column.device'), cell: (repair) => repair.device },
    { id: 'handover', header: t('column.handover'), cell: (repair) => labels.handover(repair.handover) },
    {
      id: 'bookedPrice',
      header: t('column.bookedPrice'),
      align: 'end',
      cell: (repair) => formatMoney(repair.bookedPrice),
    },
    {
      id: 'currentPrice',
      header: t('column.currentPrice'),
      align: 'end',
      cell: (repair) => formatMoney(repair.currentPrice),
    },
    {
      id: 'status',
      header: t('column.status'),
      cell: (repair) => (
        <>
          {labels.status(repair.status)}
          {repair.quotePending && <span className={styles.waiting}>{t('quotePending')}</span>}
        </>
      ),
    },
    { id: 'actions', header: t('column.actions'), hideable: false, cell: renderActions },
  ];
}
