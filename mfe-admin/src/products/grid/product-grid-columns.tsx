import type { IntlShape } from 'react-intl';
import type { Money, ProductGridRow, ShopCode } from 'shared-domain';
import { Link } from 'shared-ui';
import type { GridColumn } from 'shared-ui/data-grid';
import { adminEntityPath } from '../../admin-paths.ts';
import type { IdUnder } from '../../messages/message-ids.ts';
import styles from './product-grid.module.css';

/** What a row is beyond its master product: "256 GB · modrá · B". */
export function variantOf(intl: IntlShape, row: ProductGridRow): string {
  return [
    row.storageGb === null
      ? null
      : intl.formatMessage({ id: 'admin.products.storage' }, { gb: row.storageGb }),
    row.colour,
    qualityOf(intl, row),
  ]
    .filter(Boolean)
    .join(' · ');
}

function qualityOf(intl: IntlShape, row: ProductGridRow): string {
  return row.condition === 'new' || row.qualityGrade === null
    ? intl.formatMessage({ id: 'admin.products.filter.qualityNew' })
    : intl.formatMessage({ id: 'admin.products.grade' }, { grade: row.qualityGrade });
}

/** The columns' ids are the api's sorts where they sort (name, code, price, stock, newest). */
export function productGridColumns(
  intl: IntlShape,
  shop: ShopCode,
  formatMoney: (money: Money) => string,
  formatDate: (value: string) => string,
): GridColumn<ProductGridRow>[] {
  const t = (id: IdUnder<'admin.products.column.'>) =>
    intl.formatMessage({ id: `admin.products.column.${id}` });
  return [
    {
      id: 'name',
      header: t('name'),
      sortable: true,
      hideable: false,
      cell: (row) => (
        <>
          <Link to={adminEntityPath(shop, 'products', row.masterProductId)}>
            {row.brand} {row.masterProductName}
          </Link>
          <span className={styles.variant}>{variantOf(intl, row)}</span>
        </>
      ),
    },
    { id: 'code', header: t('code'), sortable: true, cell: (row) => row.code },
    { id: 'ean', header: t('ean'), cell: (row) => row.ean ?? '', defaultHidden: true },
    { id: 'deviceType', header: t('deviceType'), cell: (row) => row.deviceType },
    { id: 'quality', header: t('quality'), cell: (row) => qualityOf(intl, row), defaultHidden: true },
    {
      id: 'price',
      header: t('price'),
      sortable: true,
      align: 'end',
      cell: (row) => (row.price ? formatMoney(row.price) : t('noPrice')),
    },
    { id: 'stock', header: t('stock'), sortable: true, align: 'end', cell: (row) => row.stock },
    { id: 'categories', header: t('categories'), cell: (row) => row.categories.join(', ') },
    {
      id: 'newest',
      header: t('createdAt'),
      sortable: true,
      defaultHidden: true,
      cell: (row) => <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>,
    },
  ];
}
