import { useIntl } from 'react-intl';
import { discountTypes } from 'shared-domain/contracts';
import { discountArchiveStates, discountValidities } from 'shared-domain/contracts/staff.ts';
import { Button, SelectField, TextField, useShop } from 'shared-ui';
import { searchError, useGridFilterBar } from '../../forms/use-grid-filter-bar.ts';
import type { IdUnder } from '../../messages/message-ids.ts';
import { discountArchiveStateName, discountTypeName, discountValidityName } from '../discount-labels.ts';
import styles from '../discounts.module.css';

interface TypedFilters {
  q: string;
}

const typedOf = (filters: Record<string, string>): TypedFilters => ({ q: filters.q ?? '' });

/** The filter bar: the choices apply at once, the search when submitted (at least 2 characters). */
export function DiscountGridFilters({
  filters,
  onChange,
}: {
  filters: Record<string, string>;
  onChange: (filters: Record<string, string>) => void;
}) {
  const intl = useIntl();
  const { locale } = useShop();
  const t = (id: IdUnder<'admin.discounts.'>) => intl.formatMessage({ id: `admin.discounts.${id}` });
  const { typed, type, errors, choose, submit } = useGridFilterBar({
    filters,
    onChange,
    typedOf,
    check: (values) => {
      const q = values.q.trim();
      return { errors: { q: searchError(locale, q) }, apply: { q } };
    },
  });

  const all = { value: '', label: t('filter.all') };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t('filter.label')}>
      <TextField
        label={t('filter.q')}
        hint={t('filter.qHint')}
        type="search"
        value={typed.q}
        error={errors.q}
        onChange={(event) => type('q', event.target.value)}
      />
      <SelectField
        label={t('filter.type')}
        value={filters.type ?? ''}
        onChange={(event) => choose('type', event.target.value)}
        options={[
          all,
          ...discountTypes.map((value) => ({
            value,
            label: intl.formatMessage({ id: discountTypeName[value] }),
          })),
        ]}
      />
      <SelectField
        label={t('filter.archived')}
        // The api's default is the discounts not archived.
        value={filters.archived ?? 'live'}
        onChange={(event) => choose('archived', event.target.value === 'live' ? '' : event.target.value)}
        options={discountArchiveStates.map((value) => ({
          value,
          label: intl.formatMessage({ id: discountArchiveStateName[value] }),
        }))}
      />
      <SelectField
        label={t('filter.validity')}
        value={filters.validity ?? ''}
        onChange={(event) => choose('validity', event.target.value)}
        options={[
          all,
          ...discountValidities.map((value) => ({
            value,
            label: intl.formatMessage({ id: discountValidityName[value] }),
          })),
        ]}
      />
      <Button type="submit" variant="secondary">
        {t('filter.apply')}
      </Button>
    </form>
  );
}
