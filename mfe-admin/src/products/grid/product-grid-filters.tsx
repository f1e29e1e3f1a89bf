import { useIntl } from 'react-intl';
import { qualityFilterValues } from 'shared-domain/contracts';
import { stockFilterValues } from 'shared-domain/contracts/staff.ts';
import { Button, SelectField, TextField, useShop } from 'shared-ui';
import { searchError, useGridFilterBar } from '../../forms/use-grid-filter-bar.ts';
import type { IdUnder, MessageId } from '../../messages/message-ids.ts';
import styles from './product-grid.module.css';
import { useGetProductGridBrandsQuery, useGetProductGridCategoriesQuery } from './product-grid-api.ts';

/** Each choice of the stock filter, named: a new choice without its words fails tsc. */
const stockFilterName: Record<(typeof stockFilterValues)[number], MessageId> = {
  in: 'admin.products.filter.stock.in',
  out: 'admin.products.filter.stock.out',
  low: 'admin.products.filter.stock.low',
};

interface TypedFilters {
  q: string;
  priceMin: string;
  priceMax: string;
}

const typedOf = (filters: Record<string, string>): TypedFilters => ({
  q: filters.q ?? '',
  priceMin: filters.priceMin ?? '',
  priceMax: filters.priceMax ?? '',
});

const WHOLE_NUMBER = /^\d{0,9}$/;

/**
 * The filter bar: the choices apply at once; the search and the price range, which are typed,
 * apply when submitted (Enter or the button), the search only with at least 2 characters.
 */
export function ProductGridFilters({
  filters,
  onChange,
}: {
  filters: Record<string, string>;
  onChange: (filters: Record<string, string>) => void;
}) {
  const intl = useIntl();
  const { locale } = useShop();
  const t = (id: IdUnder<'admin.products.filter.'>) =>
    intl.formatMessage({ id: `admin.products.filter.${id}` });
  const { data: brands } = useGetProductGridBrandsQuery();
  const { data: categories } = useGetProductGridCategoriesQuery();
  const { typed, type, errors, choose, submit } = useGridFilterBar({
    filters,
    onChange,
    typedOf,
    check: (values) => {
      const q = values.q.trim();
      const price = (key: 'priceMin' | 'priceMax') =>
        WHOLE_NUMBER.test(values[key].trim()) ? undefined : t('priceInvalid');
      return {
        errors: { q: searchError(locale, q), priceMin: price('priceMin'), priceMax: price('priceMax') },
        apply: { q, priceMin: values.priceMin.trim(), priceMax: values.priceMax.trim() },
      };
    },
  });

  const all = t('all');
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t('label')}>
      <TextField
        label={t('q')}
        hint={t('qHint')}
        type="search"
        value={typed.q}
        error={errors.q}
        onChange={(event) => type('q', event.target.value)}
      />
      <SelectField
        label={t('category')}
        value={filters.category ?? ''}
        onChange={(event) => choose('category', event.target.value)}
        options={[
          { value: '', label: all },
          ...(categories?.categories ?? []).map((category) => ({
            value: String(category.id),
            label: category.path,
          })),
        ]}
      />
      <SelectField
        label={t('brand')}
        value={filters.brand ?? ''}
        onChange={(event) => choose('brand', event.target.value)}
        options={[
          { value: '', label: all },
          ...(brands?.brands ?? []).map((brand) => ({ value: brand.seoName, label: brand.name })),
        ]}
      />
      <SelectField
        label={t('quality')}
        value={filters.quality ?? ''}
        onChange={(event) => choose('quality', event.target.value)}
        options={[
          { value: '', label: all },
          ...qualityFilterValues.map((value) => ({
            value,
            label:
              value === 'new'
                ? t('qualityNew')
                : intl.formatMessage({ id: 'admin.products.grade' }, { grade: value }),
          })),
        ]}
      />
      <SelectField
        label={t('stock')}
        value={filters.stock ?? ''}
        onChange={(event) => choose('stock', event.target.value)}
        options={[
          { value: '', label: all },
          ...stockFilterValues.map((value) => ({
            value,
            label: intl.formatMessage({ id: stockFilterName[value] }),
          })),
        ]}
      />
      <TextField
        label={t('priceMin')}
        inputMode="numeric"
        value={typed.priceMin}
        error={errors.priceMin}
        onChange={(event) => type('priceMin', event.target.value)}
      />
      <TextField
        label={t('priceMax')}
        inputMode="numeric"
        value={typed.priceMax}
        error={errors.priceMax}
        onChange={(event) => type('priceMax', event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('apply')}
      </Button>
    </form>
  );
}
