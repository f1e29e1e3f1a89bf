import { useIntl } from 'react-intl';
import type { MasterProductVariant, VariantQuality } from 'shared-domain';
import { variantQualities } from 'shared-domain/contracts/staff.ts';
import type { FormErrors } from 'shared-domain/validation';
import { Button, CheckboxField, SelectField, TextField } from 'shared-ui';
import type { IdUnder } from '../../messages/message-ids.ts';
import { textOf, wholeOrNull } from './draft-values.ts';
import styles from './product-detail.module.css';

export interface ColourDraft {
  code: string;
  hex: string;
  name: string;
}

export interface VariantDraft {
  id?: number;
  /** Ordered or reviewed: it cannot be removed, only switched off. */
  isKept: boolean;
  code: string;
  ean: string;
  colourCode: string;
  storageGb: string;
  quality: VariantQuality;
  price: string;
  isActive: boolean;
}

export interface VariantsDraft {
  colours: ColourDraft[];
  variants: VariantDraft[];
}

export const emptyVariant: VariantDraft = {
  isKept: false,
  code: '',
  ean: '',
  colourCode: '',
  storageGb: '',
  quality: 'new',
  price: '',
  isActive: true,
};

export function variantDraftOf(variant: MasterProductVariant): VariantDraft {
  return {
    id: variant.id,
    isKept: variant.isKept,
    code: variant.code,
    ean: variant.ean,
    colourCode: variant.colourCode ?? '',
    storageGb: textOf(variant.storageGb),
    quality: variant.quality,
    price: textOf(variant.price),
    isActive: variant.isActive,
  };
}

export function variantsBodyOf(draft: VariantsDraft) {
  return {
    colours: draft.colours,
    variants: draft.variants.map(({ isKept: _, ...variant }) => ({
      ...variant,
      colourCode: variant.colourCode === '' ? null : variant.colourCode,
      storageGb: wholeOrNull(variant.storageGb),
      price: wholeOrNull(variant.price),
    })),
  };
}

export interface VariantFieldsProps {
  draft: VariantsDraft;
  onChange: (draft: VariantsDraft) => void;
  errors: FormErrors;
  currencyLabel: string;
}

/** Colours of the model, then its variants (colour × storage × quality) with code, EAN, price and activity. */
export function VariantFields({ draft, onChange, errors, currencyLabel }: VariantFieldsProps) {
  const intl = useIntl();
  const t = (id: IdUnder<'admin.productDetail.variants.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.productDetail.variants.${id}` }, values);
  const setColour = (index: number, patch: Partial<ColourDraft>) =>
    onChange({
      ...draft,
      colours: draft.colours.map((colour, at) => (at === index ? { ...colour, ...patch } : colour)),
    });
  const setVariant = (index: number, patch: Partial<VariantDraft>) =>
    onChange({
      ...draft,
      variants: draft.variants.map((variant, at) => (at === index ? { ...variant, ...patch } : variant)),
    });
  const colourOptions = draft.colours
    .filter((colour) => colour.code !== '')
    .map((colour) => ({ value: colour.code, label: colour.name || colour.code }));
  const qualityOptions = variantQualities.map((quality) => ({
    value: quality,
    label: quality === 'new' ? t('qualityNew') : t('qualityUsed', { grade: quality }),
  }));

  return (
    <>
      <fieldset className={styles.group}>
        <legend>{t('colours')}</legend>
        {draft.colours.map((colour, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a new colour has no id until saved.
          <div key={index} className={styles.row}>
            <TextField
              label={t('colourName', { n: index + 1 })}
              value={colour.name}
              onChange={(event) => setColour(index, { name: event.target.value })}
              error={errors[`colours.${index}.name`]}
            />
            <TextField
              label={t('colourCode', { n: index + 1 })}
              value={colour.code}
              onChange={(event) => setColour(index, { code: event.target.value })}
              error={errors[`colours.${index}.code`]}
            />
            <TextField
              label={t('colourHex', { n: index + 1 })}
              type="color"
              value={colour.hex}
              onChange={(event) => setColour(index, { hex: event.target.value })}
              error={errors[`colours.${index}.hex`]}
            />
          </div>
        ))}
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            onChange({ ...draft, colours: [...draft.colours, { code: '', hex: '#000000', name: '' }] })
          }
        >
          {t('addColour')}
        </Button>
      </fieldset>

      {draft.variants.map((variant, index) => {
        const error = (field: string) => errors[`variants.${index}.${field}`];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a new variant has no id until saved.
          <fieldset key={index} className={styles.group}>
            <legend>{t('variant', { n: index + 1 })}</legend>
            <div className={styles.row}>
              <TextField
                label={t('code')}
                value={variant.code}
                onChange={(event) => setVariant(index, { code: event.target.value })}
                error={error('code')}
                required
              />
              <TextField
                label={t('ean')}
                value={variant.ean}
                inputMode="numeric"
                onChange={(event) => setVariant(index, { ean: event.target.value })}
                error={error('ean')}
              />
              <SelectField
                label={t('colour')}
                value={variant.colourCode}
                onChange={(event) => setVariant(index, { colourCode: event.target.value })}
                options={[{ value: '', label: t('noColour') }, ...colourOptions]}
                error={error('colourCode')}
              />
              <TextField
                label={t('storage')}
                value={variant.storageGb}
                inputMode="numeric"
                onChange={(event) => setVariant(index, { storageGb: event.target.value })}
                error={error('storageGb')}
              />
              <SelectField
                label={t('quality')}
                value={variant.quality}
                onChange={(event) => setVariant(index, { quality: event.target.value as VariantQuality })}
                options={qualityOptions}
                error={error('quality')}
              />
              <TextField
                label={t('price', { currency: currencyLabel })}
                value={variant.price}
                inputMode="numeric"
                onChange={(event) => setVariant(index, { price: event.target.value })}
                error={error('price')}
              />
              <CheckboxField
                label={t('active')}
                checked={variant.isActive}
                onChange={(event) => setVariant(index, { isActive: event.target.checked })}
                error={error('isActive')}
              />
            </div>
            <Button
              type="button"
              variant="secondary"
              disabled={variant.isKept}
              onClick={() => onChange({ ...draft, variants: draft.variants.filter((_, at) => at !== index) })}
            >
              {t('remove', { n: index + 1 })}
            </Button>
            {variant.isKept && <p className={styles.hint}>{t('keptHint')}</p>}
          </fieldset>
        );
      })}
      <Button
        type="button"
        variant="secondary"
        onClick={() => onChange({ ...draft, variants: [...draft.variants, emptyVariant] })}
      >
        {t('addVariant')}
      </Button>
    </>
  );
}
