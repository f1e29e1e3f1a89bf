import { useIntl } from 'react-intl';
import { packagePatchSchema, SEO_LIMITS, seoPatchSchema } from 'shared-domain/contracts/staff.ts';
import { Link, TextAreaField, TextField, useShop } from 'shared-ui';
import { adminPath } from '../../admin-paths.ts';
import type { IdUnder, MessageId } from '../../messages/message-ids.ts';
import { textOf, wholeOrNull } from './draft-values.ts';
import styles from './product-detail.module.css';
import { TabForm } from './tab-form.tsx';
import type { TabProps } from './tab-props.ts';
import { useTabForm } from './use-tab-form.ts';

/** SEO: title, description and text in the shop's language, each with its length counter. */
export function SeoTab({ product }: TabProps) {
  const intl = useIntl();
  const t = (id: IdUnder<'admin.productDetail.seo.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.productDetail.seo.${id}` }, values);
  const form = useTabForm({
    id: product.id,
    version: product.version,
    path: '/seo',
    initial: product.seo,
    schema: seoPatchSchema,
    toBody: (draft, version) => ({ ...draft, version }),
  });
  const counter = (field: keyof typeof SEO_LIMITS) =>
    t('counter', { length: form.draft[field].length, max: SEO_LIMITS[field] });
  const set = (field: keyof typeof SEO_LIMITS) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    form.setDraft((draft) => ({ ...draft, [field]: value }));
  };
  return (
    <TabForm
      label={intl.formatMessage({ id: 'admin.productDetail.tab.seo' })}
      onSubmit={form.submit}
      isSaving={form.isSaving}
      formError={form.formError}
    >
      <TextField
        label={t('title')}
        value={form.draft.title}
        onChange={set('title')}
        hint={counter('title')}
        error={form.errors.title}
      />
      <TextAreaField
        label={t('description')}
        value={form.draft.description}
        onChange={set('description')}
        rows={3}
        hint={counter('description')}
        error={form.errors.description}
      />
      <TextAreaField
        label={t('text')}
        value={form.draft.text}
        onChange={set('text')}
        rows={10}
        hint={counter('text')}
        error={form.errors.text}
      />
    </TabForm>
  );
}

const packageFields = ['widthMm', 'heightMm', 'depthMm', 'weightG'] as const;

const packageFieldLabel: Record<(typeof packageFields)[number], MessageId> = {
  widthMm: 'admin.productDetail.package.widthMm',
  heightMm: 'admin.productDetail.package.heightMm',
  depthMm: 'admin.productDetail.package.depthMm',
  weightG: 'admin.productDetail.package.weightG',
};

/** Balení: package width, height, depth (mm) and weight (g). */
export function PackageTab({ product }: TabProps) {
  const intl = useIntl();
  const initial = Object.fromEntries(
    packageFields.map((field) => [field, textOf(product.package?.[field])]),
  ) as Record<(typeof packageFields)[number], string>;
  const form = useTabForm({
    id: product.id,
    version: product.version,
    path: '/package',
    initial,
    schema: packagePatchSchema,
    toBody: (draft, version) => ({
      ...Object.fromEntries(packageFields.map((field) => [field, wholeOrNull(draft[field])])),
      version,
    }),
  });
  return (
    <TabForm
      label={intl.formatMessage({ id: 'admin.productDetail.tab.package' })}
      onSubmit={form.submit}
      isSaving={form.isSaving}
      formError={form.formError}
    >
      <div className={styles.fields}>
        {packageFields.map((field) => (
          <TextField
            key={field}
            label={intl.formatMessage({ id: packageFieldLabel[field] })}
            inputMode="numeric"
            value={form.draft[field]}
            error={form.errors[field]}
            onChange={(event) => {
              const { value } = event.target;
              form.setDraft((draft) => ({ ...draft, [field]: value }));
            }}
            required
          />
        ))}
      </div>
    </TabForm>
  );
}

/** Bonusy: the buy-and-sell bonus of this brand and device type per quality (edited on the bonuses page). */
export function BonusesTab({ product }: TabProps) {
  const intl = useIntl();
  const { shop } = useShop();
  const t = (id: IdUnder<'admin.productDetail.bonuses.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.productDetail.bonuses.${id}` }, values);
  const qualities = new Set(product.variants.map((variant) => variant.quality));
  const rows = product.bonuses.filter((bonus) => qualities.size === 0 || qualities.has(bonus.quality));
  return (
    <div className={styles.form}>
      <table className={styles.table}>
        <caption>{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('quality')}</th>
            <th scope="col">{t('percent')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((bonus) => (
            <tr key={bonus.quality}>
              <th scope="row">
                {bonus.quality === 'new' ? t('qualityNew') : t('qualityUsed', { grade: bonus.quality })}
              </th>
              <td>{bonus.percent === null ? t('default') : t('value', { percent: bonus.percent })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Link to={adminPath(shop, 'bonuses')}>{t('edit')}</Link>
    </div>
  );
}
