import { useIntl } from 'react-intl';
import { deliveryTypes, orderStatuses, paymentStatuses } from 'shared-domain/contracts';
import { Button, SelectField, TextField, useShop } from 'shared-ui';
import { searchError, useGridFilterBar } from '../../forms/use-grid-filter-bar.ts';
import type { IdUnder } from '../../messages/message-ids.ts';
import { useOrderLabels } from '../order-labels.ts';
import styles from '../orders.module.css';
import { useGetOrderGridStoresQuery } from '../orders-api.ts';

interface TypedFilters {
  q: string;
  from: string;
  to: string;
}

const typedOf = (filters: Record<string, string>): TypedFilters => ({
  q: filters.q ?? '',
  from: filters.from ?? '',
  to: filters.to ?? '',
});

/**
 * The filter bar: the choices apply at once; the search and the dates apply when submitted (Enter
 * or the button) — a date input changes with every digit typed, which would fetch a page for each.
 * The search needs at least 2 characters, the same rule the api checks.
 */
export function OrderGridFilters({
  filters,
  onChange,
}: {
  filters: Record<string, string>;
  onChange: (filters: Record<string, string>) => void;
}) {
  const intl = useIntl();
  const { locale } = useShop();
  const labels = useOrderLabels();
  const t = (id: IdUnder<'admin.orders.filter.'>) => intl.formatMessage({ id: `admin.orders.filter.${id}` });
  const { data: stores } = useGetOrderGridStoresQuery();
  const { typed, type, errors, choose, submit } = useGridFilterBar({
    filters,
    onChange,
    typedOf,
    check: (values) => {
      const q = values.q.trim();
      return {
        errors: {
          q: searchError(locale, q),
          // Both are YYYY-MM-DD (what a date input gives), so they compare as text.
          to: values.from && values.to && values.to < values.from ? t('dateOrder') : undefined,
        },
        apply: { q, from: values.from, to: values.to },
      };
    },
  });

  const all = { value: '', label: t('all') };
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
        label={t('status')}
        value={filters.status ?? ''}
        onChange={(event) => choose('status', event.target.value)}
        options={[all, ...orderStatuses.map((value) => ({ value, label: labels.status(value) }))]}
      />
      <SelectField
        label={t('paymentStatus')}
        value={filters.paymentStatus ?? ''}
        onChange={(event) => choose('paymentStatus', event.target.value)}
        options={[all, ...paymentStatuses.map((value) => ({ value, label: labels.paymentStatus(value) }))]}
      />
      <SelectField
        label={t('deliveryType')}
        value={filters.deliveryType ?? ''}
        onChange={(event) => choose('deliveryType', event.target.value)}
        options={[all, ...deliveryTypes.map((value) => ({ value, label: labels.deliveryType(value) }))]}
      />
      <SelectField
        label={t('store')}
        value={filters.store ?? ''}
        onChange={(event) => choose('store', event.target.value)}
        options={[
          all,
          ...(stores?.stores ?? []).map((store) => ({ value: String(store.id), label: store.name })),
        ]}
      />
      <TextField
        label={t('from')}
        type="date"
        value={typed.from}
        onChange={(event) => type('from', event.target.value)}
      />
      <TextField
        label={t('to')}
        type="date"
        value={typed.to}
        error={errors.to}
        onChange={(event) => type('to', event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('apply')}
      </Button>
    </form>
  );
}
