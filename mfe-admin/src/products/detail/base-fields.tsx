import { useIntl } from 'react-intl';
import type { MasterProductOptions } from 'shared-domain';
import type { FormErrors } from 'shared-domain/validation';
import { SelectField, TextField } from 'shared-ui';
import type { IdUnder } from '../../messages/message-ids.ts';
import { textOf, wholeOrNull } from './draft-values.ts';
import styles from './product-detail.module.css';

export interface BaseDraft {
  name: string;
  manufacturerId: string;
  productTypeId: string;
  releasedYear: string;
  seoName: string;
}

export function baseDraftOf(base?: {
  name: string;
  manufacturerId: number;
  productTypeId: number;
  releasedYear: number | null;
  seoName: string;
}): BaseDraft {
  return {
    name: base?.name ?? '',
    manufacturerId: textOf(base?.manufacturerId),
    productTypeId: textOf(base?.productTypeId),
    releasedYear: textOf(base?.releasedYear),
    seoName: base?.seoName ?? '',
  };
}

export function baseBodyOf(draft: BaseDraft) {
  return {
    name: draft.name,
    manufacturerId: wholeOrNull(draft.manufacturerId),
    productTypeId: wholeOrNull(draft.productTypeId),
    releasedYear: wholeOrNull(draft.releasedYear),
    seoName: draft.seoName,
  };
}

export interface BaseFieldsProps {
  draft: BaseDraft;
  onChange: (draft: BaseDraft) => void;
  errors: FormErrors;
  options: MasterProductOptions;
}

/** Name, brand, device type, release year and SEO name of a master product. */
export function BaseFields({ draft, onChange, errors, options }: BaseFieldsProps) {
  const intl = useIntl();
  const t = (id: IdUnder<'admin.productDetail.base.'>) =>
    intl.formatMessage({ id: `admin.productDetail.base.${id}` });
  const set = (field: keyof BaseDraft) => (event: { target: { value: string } }) =>
    onChange({ ...draft, [field]: event.target.value });
  const choices = (rows: { id: number; name: string }[]) =>
    rows.map((row) => ({ value: String(row.id), label: row.name }));
  return (
    <div className={styles.fields}>
      <TextField label={t('name')} value={draft.name} onChange={set('name')} error={errors.name} required />
      <SelectField
        label={t('brand')}
        value={draft.manufacturerId}
        onChange={set('manufacturerId')}
        options={choices(options.manufacturers)}
        placeholder={t('choose')}
        error={errors.manufacturerId}
        required
      />
      <SelectField
        label={t('deviceType')}
        value={draft.productTypeId}
        onChange={set('productTypeId')}
        options={choices(options.productTypes)}
        placeholder={t('choose')}
        error={errors.productTypeId}
        required
      />
      <TextField
        label={t('releasedYear')}
        value={draft.releasedYear}
        onChange={set('releasedYear')}
        inputMode="numeric"
        error={errors.releasedYear}
      />
      <TextField
        label={t('seoName')}
        value={draft.seoName}
        onChange={set('seoName')}
        hint={t('seoNameHint')}
        error={errors.seoName}
        required
      />
    </div>
  );
}
