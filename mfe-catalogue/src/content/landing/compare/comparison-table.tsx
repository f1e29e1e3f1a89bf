import { useIntl } from 'react-intl';
import { productPath } from 'shared-domain';
import type { ComparedAttribute, ComparedValue, Comparison } from 'shared-domain/contracts/landing.ts';
import { Button, Link, Price } from 'shared-ui';
import styles from '../landing.module.css';

/** Marks written against the number (6,1″); every other unit after a no-break space (120 Hz). */
const ATTACHED_UNIT = /^[″"'′°%]/;

export interface ComparisonTableProps {
  comparison: Comparison;
  onlyDifferences: boolean;
  /** Given on the comparison page: each product's column gets a remove button. */
  onRemove?: (seoName: string) => void;
  heading?: string;
}

/** The attributes a table shows: every one, or only those whose values differ. */
export function shownGroups(comparison: Comparison, onlyDifferences: boolean): Comparison['groups'] {
  return comparison.groups
    .map((group) => ({
      ...group,
      attributes: onlyDifferences
        ? group.attributes.filter((attribute) => attribute.differs)
        : group.attributes,
    }))
    .filter((group) => group.attributes.length > 0);
}

/** Products as columns, attributes as rows under their group's heading row. */
export function ComparisonTable({ comparison, onlyDifferences, onRemove, heading }: ComparisonTableProps) {
  const intl = useIntl();
  const groups = shownGroups(comparison, onlyDifferences);
  const shown = (attribute: ComparedAttribute, value: ComparedValue): string => {
    if (value === null) return '–';
    if (typeof value === 'boolean')
      return intl.formatMessage({ id: value ? 'catalogue.attribute.yes' : 'catalogue.attribute.no' });
    const text = typeof value === 'number' ? intl.formatNumber(value) : value;
    if (!attribute.unit) return text;
    return ATTACHED_UNIT.test(attribute.unit) ? `${text}${attribute.unit}` : `${text}\u00a0${attribute.unit}`;
  };
  const columns = comparison.products.length;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.comparison}>
        <caption>{heading ?? intl.formatMessage({ id: 'landing.compare.caption' })}</caption>
        <thead>
          <tr>
            <td />
            {comparison.products.map((product) => (
              <th key={product.seoName} scope="col">
                <img
                  src={product.imageUrl}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  className={styles.columnImage}
                />
                <Link to={productPath(product.typeSeoName, product.seoName)}>{product.name}</Link>
                <Price value={product.price} className={styles.price} />
                {onRemove && (
                  <Button variant="ghost" size="small" onClick={() => onRemove(product.seoName)}>
                    {intl.formatMessage({ id: 'landing.compare.remove' }, { product: product.name })}
                  </Button>
                )}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.code}>
            <tr>
              <th scope="rowgroup" colSpan={columns + 1} className={styles.groupRow}>
                {group.name}
              </th>
            </tr>
            {group.attributes.map((attribute) => (
              <tr key={attribute.code}>
                <th scope="row">{attribute.name}</th>
                {attribute.values.map((value, column) => (
                  <td key={comparison.products[column]?.seoName ?? column}>{shown(attribute, value)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      {groups.length === 0 && (
        <p className={styles.note}>
          {intl.formatMessage({
            id: onlyDifferences ? 'landing.compare.noDifferences' : 'landing.compare.noAttributes',
          })}
        </p>
      )}
    </div>
  );
}
