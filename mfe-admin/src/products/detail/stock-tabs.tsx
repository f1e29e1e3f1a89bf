import { useIntl } from 'react-intl';
import { categoriesPatchSchema, stockPatchSchema } from 'shared-domain/contracts/staff.ts';
import { CheckboxField, EmptyState } from 'shared-ui';
import type { IdUnder } from '../../messages/message-ids.ts';
import { wholeOrNull } from './draft-values.ts';
import styles from './product-detail.module.css';
import { TabForm } from './tab-form.tsx';
import type { TabProps } from './tab-props.ts';
import { useTabForm } from './use-tab-form.ts';

/** Kategorie: the categories the master product is listed in. */
export function CategoriesTab({ product, options }: TabProps) {
  const intl = useIntl();
  const form = useTabForm({
    id: product.id,
    version: product.version,
    path: '/categories',
    initial: product.categoryIds,
    schema: categoriesPatchSchema,
    toBody: (categoryIds, version) => ({ categoryIds, version }),
  });
  const toggle = (id: number, on: boolean) =>
    form.setDraft((ids) => (on ? [...ids, id].sort((a, b) => a - b) : ids.filter((other) => other !== id)));
  return (
    <TabForm
      label={intl.formatMessage({ id: 'admin.productDetail.tab.categories' })}
      onSubmit={form.submit}
      isSaving={form.isSaving}
      formError={form.formError}
    >
      <fieldset className={styles.group}>
        <legend>{intl.formatMessage({ id: 'admin.productDetail.categories.legend' })}</legend>
        {form.errors.categoryIds && <p className={styles.error}>{form.errors.categoryIds}</p>}
        <div className={styles.checkList}>
          {options.categories.map((category) => (
            <CheckboxField
              key={category.id}
              label={category.name}
              checked={form.draft.includes(category.id)}
              onChange={(event) => toggle(category.id, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
    </TabForm>
  );
}

type StockDraft = Record<string, string>;
const cellKey = (productId: number, storeId: number) => `${productId}:${storeId}`;

/** Sklad: pieces per variant in each of the shop's stores. */
export function StockTab({ product, options }: TabProps) {
  const intl = useIntl();
  const t = (id: IdUnder<'admin.productDetail.stock.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.productDetail.stock.${id}` }, values);
  const initial: StockDraft = {};
  for (const variant of product.variants)
    for (const store of options.stores) initial[cellKey(variant.id, store.id)] = '0';
  for (const level of product.stock)
    initial[cellKey(level.productId, level.storeId)] = String(level.quantity);
  const form = useTabForm({
    id: product.id,
    version: product.version,
    path: '/stock',
    initial,
    schema: stockPatchSchema,
    toBody: (draft, version) => ({
      version,
      levels: product.variants.flatMap((variant) =>
        options.stores.map((store) => ({
          productId: variant.id,
          storeId: store.id,
          quantity: wholeOrNull(draft[cellKey(variant.id, store.id)] ?? ''),
        })),
      ),
    }),
  });
  if (product.variants.length === 0 || options.stores.length === 0) return <EmptyState title={t('empty')} />;
  // The levels are sent variant by variant, store by store: the n-th level's error is this cell's.
  const errorOf = (variantIndex: number, storeIndex: number) =>
    form.errors[`levels.${variantIndex * options.stores.length + storeIndex}.quantity`];
  return (
    <TabForm
      label={intl.formatMessage({ id: 'admin.productDetail.tab.stock' })}
      onSubmit={form.submit}
      isSaving={form.isSaving}
      formError={form.formError}
    >
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('variant')}</th>
              {options.stores.map((store) => (
                <th key={store.id} scope="col">
                  {store.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {product.variants.map((variant, variantIndex) => (
              <tr key={variant.id}>
                <th scope="row">{variant.code}</th>
                {options.stores.map((store, storeIndex) => {
                  const error = errorOf(variantIndex, storeIndex);
                  const errorId = `stock-${variant.id}-${store.id}-error`;
                  return (
                    <td key={store.id}>
                      <input
                        className={styles.cellInput}
                        inputMode="numeric"
                        aria-label={t('cell', { variant: variant.code, store: store.name })}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        value={form.draft[cellKey(variant.id, store.id)] ?? ''}
                        onChange={(event) => {
                          const { value } = event.target;
                          form.setDraft((draft) => ({ ...draft, [cellKey(variant.id, store.id)]: value }));
                        }}
                      />
                      {error && (
                        <span id={errorId} className={styles.error}>
                          {error}
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TabForm>
  );
}
