import type { IntlShape } from 'react-intl';
import type { DiscountGridRow, ShopCode } from 'shared-domain';
import { Link } from 'shared-ui';
import type { GridColumn } from 'shared-ui/data-grid';
import { adminEntityPath } from '../../admin-paths.ts';
import type { IdUnder } from '../../messages/message-ids.ts';
import { discountTypeName } from '../discount-labels.ts';
import styles from '../discounts.module.css';

export interface DiscountColumnFormats {
  value: (row: DiscountGridRow) => string;
  state: (row: DiscountGridRow) => string;
  dateTime: (value: string) => string;
}

/** The columns' ids are the api's sorts where they sort (title, value, validFrom, validTo). */
export function discountGridColumns(
  intl: IntlShape,
  shop: ShopCode,
  formats: DiscountColumnFormats,
): GridColumn<DiscountGridRow>[] {
  const t = (id: IdUnder<'admin.discounts.'>, values?: Record<string, number>) =>
    intl.formatMessage({ id: `admin.discounts.${id}` }, values);
  return [
    {
      id: 'title',
      header: t('column.title'),
      sortable: true,
      hideable: false,
      cell: (row) => (
        <>
          <Link to={adminEntityPath(shop, 'discounts', row.id)}>{row.title}</Link>
          <span className={styles.secondary}>{row.marketingName}</span>
        </>
      ),
    },
    {
      id: 'type',
      header: t('column.type'),
      cell: (row) => intl.formatMessage({ id: discountTypeName[row.type] }),
    },
    { id: 'value', header: t('column.value'), sortable: true, cell: formats.value },
    {
      id: 'validFrom',
      header: t('column.validFrom'),
      sortable: true,
      cell: (row) => <time dateTime={row.validFrom}>{formats.dateTime(row.validFrom)}</time>,
    },
    {
      id: 'validTo',
      header: t('column.validTo'),
      sortable: true,
      cell: (row) =>
        row.validTo ? <time dateTime={row.validTo}>{formats.dateTime(row.validTo)}</time> : t('noEnd'),
    },
    { id: 'state', header: t('column.state'), cell: formats.state },
    {
      id: 'codes',
      header: t('column.codes'),
      cell: (row) => t('codesCount', { used: row.codes.used, total: row.codes.total }),
    },
  ];
}
