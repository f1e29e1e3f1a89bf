import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Money, OrderCreated } from 'shared-domain';
import type { FormErrors } from 'shared-domain/validation';
import {
  Button,
  CheckboxField,
  FormError,
  TextAreaField,
  TextField,
  useAppSelector,
  useShop,
} from 'shared-ui';
import { type CheckoutState, injectedCheckoutSlice } from '../checkout-state/checkout-slice.ts';
import type { MessageId } from '../messages/message-ids.ts';
import { matchingSavedAddress, withSavedAddress } from './account-prefill.ts';
import styles from './checkout-page.module.css';
import {
  type ChoiceField,
  choiceFields,
  errorFieldLabel,
  fieldLabel,
  nationalFieldLabel,
} from './field-labels.ts';
import {
  billingTextFields,
  checkOrder,
  companyFields,
  consentFields,
  deliveryAddressFields,
  emptyOrderForm,
  type FlagPath,
  type OrderFormValues,
  type TextFieldPath,
  visibleFields,
} from './order-form-values.ts';
import { SavedAddressPicker } from './saved-address-picker.tsx';
import { TotalChangedNotice } from './total-changed-notice.tsx';
import { useCheckoutAccount, useDefaultAddressOnOpen, useProfilePrefill } from './use-checkout-account.ts';
import { useOrderSubmit } from './use-order-submit.ts';
import { VisitorLoginLine } from './visitor-login-line.tsx';

export const fieldIdOf = (path: string) => `order-${path.replaceAll('.', '-')}`;

const inputTypes: Partial<Record<TextFieldPath, { type: string; autoComplete?: string }>> = {
  'order_billing_address.first_name': { type: 'text', autoComplete: 'given-name' },
  'order_billing_address.last_name': { type: 'text', autoComplete: 'family-name' },
  'order_billing_address.email': { type: 'email', autoComplete: 'email' },
  'order_billing_address.phone': { type: 'tel', autoComplete: 'tel' },
  'order_billing_address.address': { type: 'text', autoComplete: 'street-address' },
  'order_billing_address.city': { type: 'text', autoComplete: 'address-level2' },
  'order_billing_address.postcode': { type: 'text', autoComplete: 'postal-code' },
  'order_delivery_address.phone': { type: 'tel' },
};
const optionalFields = new Set<string>([
  'order_billing_address.district',
  'order_billing_address.vatn',
  'order_delivery_address.phone',
  'order_delivery_address.district',
  'order_info.birth_date',
  'order_info.internal_order_number',
]);

/**
 * The order form that builds the order submit payload, checked with the api's own schema. It sends
 * the total the summary shows (`totalSeen`), so the order is never placed at another one unseen.
 */
export function OrderForm({
  onPlaced,
  totalSeen,
}: {
  onPlaced: (order: OrderCreated) => void;
  totalSeen: Money;
}) {
  const intl = useIntl();
  const { shop } = useShop();
  const choice: CheckoutState = useAppSelector((root) => injectedCheckoutSlice.selectSlice(root));
  const [values, setValues] = useState<OrderFormValues>(emptyOrderForm);
  const [errors, setErrors] = useState<FormErrors>({});
  // A new key per refused submit remounts the error summary, which then takes the focus again.
  const [attempt, setAttempt] = useState(0);
  const { submit, busy, failure } = useOrderSubmit(onPlaced);
  const account = useCheckoutAccount();
  // Fields the customer changed: the profile's late answer leaves them alone.
  const [touched] = useState(() => new Set<string>());
  useProfilePrefill(account.profile, touched, setValues);
  useDefaultAddressOnOpen(values.different_delivery_address, account.addresses, setValues);
  // A signed-in customer has an account already; the box would only confuse.
  const fieldOptions = { canCreateAccount: !account.signedIn };
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  // The summary above the form takes the focus and is announced; its links lead to the fields.
  function showErrors(found: FormErrors) {
    setErrors(found);
    setAttempt((count) => count + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await send(totalSeen);
  }

  /** Sends the order at `total`: the summary's, or the new one the customer confirmed. */
  async function send(total: Money) {
    if (busy) return;
    const checked = checkOrder(shop, values, choice, total);
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    const failed = await submit(checked.body);
    if (failed?.kind === 'invalid') showErrors(failed.errors);
  }

  function change(path: TextFieldPath | FlagPath, value: string | boolean) {
    touched.add(path);
    setValues((current) => ({ ...current, [path]: value }));
  }

  /** The label a field shows, also the name its error goes by in the summary. */
  const labelOf = (path: TextFieldPath | FlagPath) =>
    path === 'order_billing_address.tin' || path === 'order_billing_address.vatn'
      ? t(nationalFieldLabel[path][shop])
      : t(fieldLabel[path]);

  const text = (path: TextFieldPath) => (
    <TextField
      key={path}
      id={fieldIdOf(path)}
      name={path}
      label={labelOf(path)}
      required={!optionalFields.has(path)}
      value={values[path]}
      error={errors[path]}
      {...(inputTypes[path] ?? {})}
      onChange={(event) => change(path, event.target.value)}
    />
  );
  const flag = (path: FlagPath, required = false, hint?: string) => (
    <CheckboxField
      key={path}
      id={fieldIdOf(path)}
      name={path}
      label={labelOf(path)}
      required={required}
      checked={values[path]}
      error={errors[path]}
      hint={hint}
      onChange={(event) => change(path, event.target.checked)}
    />
  );

  const fieldsShown = visibleFields(values, fieldOptions);
  const shown = new Set<string>(fieldsShown);
  const chosenAddress = values.different_delivery_address
    ? matchingSavedAddress(values, account.addresses)
    : undefined;
  // Every field with an error, in the form's order, linked to the field; then what no field shows.
  const fieldErrors = fieldsShown
    .filter((path) => errors[path])
    .map((path) => ({ fieldId: fieldIdOf(path), message: `${labelOf(path)}: ${errors[path]}` }));
  const otherErrors = Object.entries(errors)
    .filter(([path]) => !shown.has(path))
    .map(([path, message]) => ({ message: `${t(errorFieldLabel[topField(path)])}: ${message}` }));
  const summaryMessage =
    failure?.kind === 'invalid'
      ? otherErrors.length > 0
        ? failure.message
        : undefined
      : failure?.kind === 'totalChanged'
        ? undefined
        : failure?.message;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('checkout.form.label')} className={styles.form}>
      <FormError
        key={attempt}
        title={
          failure && failure.kind !== 'invalid' && failure.kind !== 'totalChanged'
            ? t('checkout.submit.failedTitle')
            : undefined
        }
        message={summaryMessage}
        errors={[...fieldErrors, ...otherErrors]}
      />
      {failure?.kind === 'totalChanged' && (
        <TotalChangedNotice
          message={failure.message}
          total={failure.summary.total}
          busy={busy}
          onConfirm={() => void send(failure.summary.total)}
        />
      )}
      {account.visitor && <VisitorLoginLine />}
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('checkout.section.billing')}</legend>
        {billingTextFields.map((path) => text(path))}
        {flag('order_billing_address.invoice_on_company')}
        {values['order_billing_address.invoice_on_company'] && companyFields.map((path) => text(path))}
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('checkout.section.delivery')}</legend>
        {account.addresses.length > 0 && (
          <SavedAddressPicker
            addresses={account.addresses}
            selectedId={chosenAddress ? String(chosenAddress.id) : ''}
            onChoose={(address) => setValues((current) => withSavedAddress(current, address))}
          />
        )}
        {flag('different_delivery_address')}
        {values.different_delivery_address && deliveryAddressFields.map((path) => text(path))}
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('checkout.section.info')}</legend>
        <TextField
          id={fieldIdOf('order_info.birth_date')}
          name="order_info.birth_date"
          label={t('checkout.field.order_info.birth_date')}
          hint={t('checkout.field.birthDateHint')}
          inputMode="numeric"
          value={values['order_info.birth_date']}
          error={errors['order_info.birth_date']}
          onChange={(event) => change('order_info.birth_date', event.target.value)}
        />
        <TextAreaField
          id={fieldIdOf('order_info.note')}
          name="order_info.note"
          label={t('checkout.field.order_info.note')}
          maxLength={500}
          value={values['order_info.note']}
          error={errors['order_info.note']}
          onChange={(event) => change('order_info.note', event.target.value)}
        />
        {text('order_info.internal_order_number')}
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('checkout.section.consents')}</legend>
        {consentFields
          .filter((path) => shown.has(path))
          .map((path) =>
            path === 'order_info.create_account'
              ? flag(path, false, t('checkout.createAccount.hint'))
              : flag(path, path === 'order_info.consent_to_terms_of_service'),
          )}
      </fieldset>
      <Button type="submit" fullWidth loading={busy} loadingLabel={t('checkout.submit.sending')}>
        {t('checkout.submit')}
      </Button>
    </form>
  );
}

/** A path no field on screen shows ("store", "installment", "timeslot.to"): named by its first part. */
function topField(path: string): ChoiceField | 'other' {
  const first = path.split('.')[0];
  return choiceFields.find((field) => field === first) ?? 'other';
}
