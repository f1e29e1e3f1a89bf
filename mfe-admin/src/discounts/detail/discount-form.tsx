import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DiscountDetail, DiscountSaved } from 'shared-domain';
import { discountTypes } from 'shared-domain/contracts';
import { HIGH_PERCENTAGE } from 'shared-domain/contracts/staff.ts';
import { formatValidationMessage } from 'shared-domain/validation';
import {
  Button,
  CheckboxField,
  ConfirmDialog,
  FormError,
  SelectField,
  TextField,
  useShop,
  useToast,
} from 'shared-ui';
import '../../forms/staff-validation-messages.ts';
import { useServerFieldErrors } from '../../forms/use-server-field-errors.ts';
import { useUnsavedChanges } from '../../forms/use-unsaved-changes.ts';
import layout from '../../frame/detail-layout.module.css';
import type { IdUnder, MessageId } from '../../messages/message-ids.ts';
import { discountTypeName } from '../discount-labels.ts';
import { type DiscountFormValues, formValuesOf, inputOf, minorOfTyped } from '../discount-values.ts';
import styles from '../discounts.module.css';
import { useCreateDiscountMutation, useUpdateDiscountMutation } from '../discounts-api.ts';
import { DiscountSetEditor } from './discount-set-editor.tsx';

// The discount's yes/no fields in the form's order, each with its label.
const flagLabel = {
  isActive: 'admin.discount.field.isActive',
  isPublic: 'admin.discount.field.isPublic',
  isCombinable: 'admin.discount.field.isCombinable',
  isAutomatic: 'admin.discount.field.isAutomatic',
  firstPurchaseOnly: 'admin.discount.field.firstPurchaseOnly',
} as const satisfies Record<string, MessageId>;
const flags = Object.keys(flagLabel) as (keyof typeof flagLabel)[];
const fields = [
  'title',
  'marketingName',
  'type',
  'value',
  'validFrom',
  'validTo',
  'minOrderAmount',
  'maxQuantityPerOrder',
  'usesPerCustomer',
  'productIds',
  'productTypeIds',
] as const;

/**
 * Create or edit a discount: every field and its set. A 400 puts the server's messages at their
 * fields and keeps what staff typed. A percentage of 80 or more is asked about first; the request
 * then carries the confirmation.
 */
export function DiscountForm({
  discount,
  onSaved,
}: {
  discount: DiscountDetail | null;
  onSaved: (saved: DiscountSaved) => void;
}) {
  const intl = useIntl();
  const { locale } = useShop();
  const toast = useToast();
  const id = useId();
  const t = (key: IdUnder<'admin.discount.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.discount.${key}` }, values);
  const [initial] = useState(() => formValuesOf(discount));
  const [values, setValues] = useState(initial);
  const [clientErrors, setClientErrors] = useState<Record<string, string | undefined>>({});
  const [confirmingHigh, setConfirmingHigh] = useState(false);
  const server = useServerFieldErrors();
  const [create, creating] = useCreateDiscountMutation();
  const [update, updating] = useUpdateDiscountMutation();
  useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(initial));

  const errorOf = (field: string) => clientErrors[field] ?? server.fieldErrors[field];
  function change<F extends keyof DiscountFormValues>(field: F, value: DiscountFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setClientErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** Numbers that are no numbers are said at their field before anything is sent. */
  function checkNumbers(): boolean {
    const message = (code: 'number' | 'decimal') => formatValidationMessage(locale, code);
    const whole = (text: string, optional: boolean) =>
      (optional && text.trim() === '') || /^\d+$/.test(text.trim()) ? undefined : message('number');
    const money = (text: string) =>
      Number.isNaN(minorOfTyped(text || '0')) ? message('decimal') : undefined;
    const found = {
      value: values.type === 'percentage' ? whole(values.value, false) : money(values.value || 'x'),
      minOrderAmount: money(values.minOrderAmount),
      maxQuantityPerOrder: whole(values.maxQuantityPerOrder, true),
      usesPerCustomer: whole(values.usesPerCustomer, true),
    };
    setClientErrors(found);
    return !Object.values(found).some(Boolean);
  }

  async function save(confirmHigh: boolean) {
    setConfirmingHigh(false);
    try {
      const input = inputOf(values, confirmHigh);
      const saved = discount
        ? await update({ id: discount.id, input }).unwrap()
        : await create(input).unwrap();
      toast.show({ tone: 'success', message: t('saved') });
      onSaved(saved);
    } catch (error) {
      server.setFromError(error);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    server.clear();
    if (!checkNumbers()) return;
    if (values.type === 'percentage' && Number(values.value) >= HIGH_PERCENTAGE) setConfirmingHigh(true);
    else void save(false);
  }

  const summary = fields
    .filter((field) => errorOf(field))
    .map((field) => ({ fieldId: `${id}-${field}`, message: errorOf(field) as string }));
  const valueLabel =
    values.type === 'percentage'
      ? t('field.valuePercentage')
      : values.type === 'fixed'
        ? t('field.valueFixed')
        : t('field.valueMoney');

  return (
    <form
      className={`${layout.card} ${styles.form}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`}>{t('form.title')}</h2>
      <FormError errors={summary} message={server.formError ?? undefined} title={t('form.failed')} />
      <TextField
        id={`${id}-title`}
        label={t('field.title')}
        value={values.title}
        onChange={(event) => change('title', event.target.value)}
        error={errorOf('title')}
        required
        maxLength={200}
      />
      <TextField
        id={`${id}-marketingName`}
        label={t('field.marketingName')}
        hint={t('field.marketingNameHint')}
        value={values.marketingName}
        onChange={(event) => change('marketingName', event.target.value)}
        error={errorOf('marketingName')}
        required
        maxLength={200}
      />
      <div className={styles.row}>
        <SelectField
          id={`${id}-type`}
          label={t('field.type')}
          value={values.type}
          onChange={(event) => change('type', event.target.value as DiscountFormValues['type'])}
          options={discountTypes.map((type) => ({
            value: type,
            label: intl.formatMessage({ id: discountTypeName[type] }),
          }))}
          error={errorOf('type')}
        />
        <TextField
          id={`${id}-value`}
          label={valueLabel}
          inputMode={values.type === 'percentage' ? 'numeric' : 'decimal'}
          value={values.value}
          onChange={(event) => change('value', event.target.value)}
          error={errorOf('value')}
          required
        />
      </div>
      <div className={styles.row}>
        <TextField
          id={`${id}-validFrom`}
          type="datetime-local"
          label={t('field.validFrom')}
          value={values.validFrom}
          onChange={(event) => change('validFrom', event.target.value)}
          error={errorOf('validFrom')}
          required
        />
        <TextField
          id={`${id}-validTo`}
          type="datetime-local"
          label={t('field.validTo')}
          hint={t('field.validToHint')}
          value={values.validTo}
          onChange={(event) => change('validTo', event.target.value)}
          error={errorOf('validTo')}
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend>{t('field.flags')}</legend>
        <div className={styles.checkGrid}>
          {flags.map((flag) => (
            <CheckboxField
              key={flag}
              label={intl.formatMessage({ id: flagLabel[flag] })}
              checked={values[flag]}
              onChange={(event) => change(flag, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('field.limits')}</legend>
        <div className={styles.row}>
          <TextField
            id={`${id}-minOrderAmount`}
            label={t('field.minOrderAmount')}
            inputMode="decimal"
            value={values.minOrderAmount}
            onChange={(event) => change('minOrderAmount', event.target.value)}
            error={errorOf('minOrderAmount')}
          />
          <TextField
            id={`${id}-maxQuantityPerOrder`}
            label={t('field.maxQuantityPerOrder')}
            hint={t('field.emptyNoLimit')}
            inputMode="numeric"
            value={values.maxQuantityPerOrder}
            onChange={(event) => change('maxQuantityPerOrder', event.target.value)}
            error={errorOf('maxQuantityPerOrder')}
          />
          <TextField
            id={`${id}-usesPerCustomer`}
            label={t('field.usesPerCustomer')}
            hint={t('field.emptyNoLimit')}
            inputMode="numeric"
            value={values.usesPerCustomer}
            onChange={(event) => change('usesPerCustomer', event.target.value)}
            error={errorOf('usesPerCustomer')}
          />
        </div>
      </fieldset>
      <DiscountSetEditor
        value={{ products: values.products, productTypeIds: values.productTypeIds }}
        onChange={(set) => {
          change('products', set.products);
          change('productTypeIds', set.productTypeIds);
        }}
        productsError={errorOf('productIds')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={creating.isLoading || updating.isLoading}>
          {discount ? t('form.save') : t('form.create')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingHigh}
        title={t('high.title', { value: values.value })}
        confirmLabel={t('high.confirm')}
        cancelLabel={t('high.cancel')}
        onConfirm={() => void save(true)}
        onCancel={() => setConfirmingHigh(false)}
      >
        <p>{formatValidationMessage(locale, 'highPercentage')}</p>
      </ConfirmDialog>
    </form>
  );
}
