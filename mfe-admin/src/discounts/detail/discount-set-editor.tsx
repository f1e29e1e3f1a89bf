import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DiscountScopeItem } from 'shared-domain';
import { SEARCH_MIN_CHARS } from 'shared-domain/validation';
import { Button, CheckboxField, TextField } from 'shared-ui';
import type { IdUnder } from '../../messages/message-ids.ts';
import styles from '../discounts.module.css';
import { useGetDiscountScopeOptionsQuery } from '../discounts-api.ts';

export interface DiscountSet {
  products: DiscountScopeItem[];
  productTypeIds: number[];
}

/**
 * The discount's set: product types ticked from the shop's list, products found by name or code
 * and added one by one. Nothing chosen means the discount applies to everything.
 */
export function DiscountSetEditor({
  value,
  onChange,
  productsError,
}: {
  value: DiscountSet;
  onChange: (set: DiscountSet) => void;
  productsError?: string;
}) {
  const intl = useIntl();
  const id = useId();
  const t = (key: IdUnder<'admin.discount.set.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.discount.set.${key}` }, values);
  const [q, setQ] = useState('');
  const term = q.trim();
  const searching = term.length >= SEARCH_MIN_CHARS;
  // Without a term the answer still lists the product types.
  const { data, isFetching } = useGetDiscountScopeOptionsQuery(searching ? term : '');
  const chosen = new Set(value.products.map((product) => product.id));
  const found = searching ? (data?.products ?? []).filter((product) => !chosen.has(product.id)) : [];

  const toggleType = (typeId: number, on: boolean) =>
    onChange({
      ...value,
      productTypeIds: on
        ? [...value.productTypeIds, typeId]
        : value.productTypeIds.filter((other) => other !== typeId),
    });

  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('title')}</legend>
      <p className={styles.muted}>{t('hint')}</p>
      <fieldset className={styles.fieldset}>
        <legend>{t('types')}</legend>
        <div className={styles.checkGrid}>
          {(data?.productTypes ?? []).map((type) => (
            <CheckboxField
              key={type.id}
              label={type.name}
              checked={value.productTypeIds.includes(type.id)}
              onChange={(event) => toggleType(type.id, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset} id={`${id}-products`}>
        <legend>{t('products')}</legend>
        {productsError ? <p className={styles.fieldError}>{productsError}</p> : null}
        {value.products.length === 0 ? (
          <p className={styles.muted}>{t('noProducts')}</p>
        ) : (
          <ul className={styles.list}>
            {value.products.map((product) => (
              <li key={product.id}>
                <span>{product.name}</span>
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() =>
                    onChange({
                      ...value,
                      products: value.products.filter((other) => other.id !== product.id),
                    })
                  }
                >
                  {t('remove', { name: product.name })}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <TextField
          type="search"
          label={t('search')}
          hint={t('searchHint')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        {searching && !isFetching && found.length === 0 ? <p>{t('noMatch')}</p> : null}
        <ul className={styles.list} aria-busy={isFetching}>
          {found.map((product) => (
            <li key={product.id}>
              <span>{product.name}</span>
              <Button
                size="small"
                variant="secondary"
                onClick={() => onChange({ ...value, products: [...value.products, product] })}
              >
                {t('add', { name: product.name })}
              </Button>
            </li>
          ))}
        </ul>
      </fieldset>
    </fieldset>
  );
}
