import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from 'shared-domain';
import type { WarrantyRegistered, WarrantyRegistration } from 'shared-domain/contracts/landing.ts';
import {
  Alert,
  Button,
  FormError,
  type FormErrorItem,
  fieldErrorsOf,
  isApiError,
  PageLayout,
  TextField,
  useApiErrorMessage,
} from 'shared-ui';
import type { MessageId } from '../../../messages/message-ids.ts';
import styles from '../landing.module.css';
import { useRegisterWarrantyMutation } from '../landing-api.ts';
import {
  checkWarrantyForm,
  emptyWarrantyForm,
  type WarrantyField,
  type WarrantyFieldErrors,
  warrantyFields,
} from './warranty-form-check.ts';

const fieldId = (field: WarrantyField) => `warranty-${field}`;

/** Each field's label: a new field without its words fails tsc. */
const fieldLabel: Record<WarrantyField, MessageId> = {
  imei: 'landing.warranty.imei',
  purchase_date: 'landing.warranty.purchase_date',
  invoice_number: 'landing.warranty.invoice_number',
  email: 'landing.warranty.email',
};

/** `/prodlouzena-zaruka`: registers an extended warranty; the confirmation comes by e-mail. */
export function WarrantyPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'landing.warranty.title' });
  const [registered, setRegistered] = useState<WarrantyRegistered | null>(null);
  return (
    <PageLayout title={title} lead={intl.formatMessage({ id: 'landing.warranty.lead' })} narrow>
      {registered ? (
        <Alert
          tone="success"
          title={intl.formatMessage({ id: 'landing.warranty.done' }, { number: registered.number })}
        >
          {intl.formatMessage({
            id: registered.status === 'verified' ? 'landing.warranty.verified' : 'landing.warranty.pending',
          })}
        </Alert>
      ) : (
        <WarrantyForm onRegistered={setRegistered} />
      )}
    </PageLayout>
  );
}

function WarrantyForm({ onRegistered }: { onRegistered: (registered: WarrantyRegistered) => void }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const describeError = useApiErrorMessage();
  const [values, setValues] = useState<WarrantyRegistration>(emptyWarrantyForm);
  const [errors, setErrors] = useState<WarrantyFieldErrors>({});
  const [summary, setSummary] = useState<FormErrorItem[]>([]);
  const [failure, setFailure] = useState<string | undefined>();
  const [register, { isLoading }] = useRegisterWarrantyMutation();

  function change(field: WarrantyField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }
  function showErrors(found: WarrantyFieldErrors) {
    setErrors(found);
    setSummary(
      warrantyFields
        .filter((field) => found[field])
        .map((field) => ({ fieldId: fieldId(field), message: found[field]! })),
    );
  }
  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const check = checkWarrantyForm(values, locale);
    showErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    try {
      onRegistered(await register(check.body).unwrap());
    } catch (caught) {
      const serverErrors = isApiError(caught) && caught.status === 400 ? fieldErrorsOf(caught.data) : {};
      const known = warrantyFields.filter((field) => serverErrors[field]);
      if (known.length > 0)
        showErrors(Object.fromEntries(known.map((field) => [field, serverErrors[field]])));
      else setFailure(describeError(caught));
    }
  }
  const field = (
    name: WarrantyField,
    extra: { hint?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' },
  ) => (
    <TextField
      id={fieldId(name)}
      label={intl.formatMessage({ id: fieldLabel[name] })}
      required
      value={values[name]}
      error={errors[name]}
      onChange={(event) => change(name, event.target.value)}
      {...extra}
    />
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormError
        errors={summary}
        message={failure}
        title={failure ? intl.formatMessage({ id: 'landing.warranty.failed' }) : undefined}
      />
      {field('imei', { hint: intl.formatMessage({ id: 'landing.warranty.imeiHint' }), inputMode: 'numeric' })}
      {field('purchase_date', { hint: intl.formatMessage({ id: 'landing.warranty.dateHint' }) })}
      {field('invoice_number', { hint: intl.formatMessage({ id: 'landing.warranty.invoiceHint' }) })}
      {field('email', { autoComplete: 'email', inputMode: 'email' })}
      <Button
        type="submit"
        loading={isLoading}
        loadingLabel={intl.formatMessage({ id: 'landing.warranty.sending' })}
      >
        {intl.formatMessage({ id: 'landing.warranty.submit' })}
      </Button>
    </form>
  );
}
