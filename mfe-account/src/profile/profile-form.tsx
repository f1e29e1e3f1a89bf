import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Profile } from 'shared-domain';
import type { FormErrors } from 'shared-domain/validation';
import {
  Alert,
  Button,
  CheckboxField,
  FormError,
  type FormErrorItem,
  fieldErrorsOf,
  isApiError,
  TextField,
  useApiErrorMessage,
  useShop,
} from 'shared-ui';
import { errorOutsideFields, summaryItems } from '../forms/form-summary.ts';
import type { MessageId } from '../messages/message-ids.ts';
import { useAccountUpdateProfileMutation } from '../profile-api.ts';
import styles from './profile.module.css';
import {
  checkProfileForm,
  companyFields,
  type ProfileFormValues,
  type ProfileTextField,
  personalFields,
  profileFormValuesOf,
} from './profile-form-values.ts';

const autoComplete: Record<ProfileTextField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  phone: 'tel',
  companyName: 'organization',
  companyId: 'off',
  vatId: 'off',
};

/** Each text field's label: a new field without its words fails tsc. */
const fieldLabel: Record<ProfileTextField, MessageId> = {
  firstName: 'account.profile.firstName',
  lastName: 'account.profile.lastName',
  phone: 'account.profile.phone',
  companyName: 'account.profile.companyName',
  companyId: 'account.profile.companyId',
  vatId: 'account.profile.vatId',
};

export function ProfileForm({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const { shop } = useShop();
  const describeApiError = useApiErrorMessage();
  const idPrefix = useId();
  const idOf = (field: string) => `${idPrefix}-${field}`;
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValuesOf(profile));
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string>();
  // Taken at submit: the summary stays put while the user fixes fields (it grabs focus when it changes).
  const [summary, setSummary] = useState<FormErrorItem[]>([]);
  const [saved, setSaved] = useState(false);
  const [update, { isLoading }] = useAccountUpdateProfileMutation();

  const shownFields: ProfileTextField[] = values.business
    ? [...personalFields, ...companyFields]
    : [...personalFields];

  function showErrors(found: FormErrors, outside?: string) {
    setErrors(found);
    setSummary(summaryItems(found, shownFields, idOf));
    setFormError(outside);
  }

  function change<F extends keyof ProfileFormValues>(field: F, value: ProfileFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
    setSaved(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const checked = checkProfileForm(values, shop);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    showErrors({});
    try {
      const savedProfile = await update(checked.update).unwrap();
      // The server's canonical form (e.g. the phone as +420…) becomes what the form shows.
      setValues(profileFormValuesOf(savedProfile));
      setSaved(true);
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.data.errors) {
        const serverErrors = fieldErrorsOf(error.data);
        showErrors(serverErrors, errorOutsideFields(serverErrors, shownFields));
      } else if (isApiError(error) && error.status === 403) {
        showErrors({}, intl.formatMessage({ id: 'account.profile.readOnly' }));
      } else {
        showErrors({}, describeApiError(error));
      }
    }
  }

  const textField = (field: ProfileTextField, required: boolean) => (
    <TextField
      id={idOf(field)}
      name={field}
      type={field === 'phone' ? 'tel' : 'text'}
      autoComplete={autoComplete[field]}
      label={intl.formatMessage({ id: fieldLabel[field] })}
      required={required}
      value={values[field]}
      onChange={(event) => change(field, event.target.value)}
      error={errors[field]}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {(summary.length > 0 || formError) && <FormError errors={summary} message={formError} />}
      {saved && <Alert tone="success">{intl.formatMessage({ id: 'account.profile.saved' })}</Alert>}
      {textField('firstName', true)}
      {textField('lastName', true)}
      {textField('phone', true)}
      <CheckboxField
        name="business"
        label={intl.formatMessage({ id: 'account.profile.business' })}
        checked={values.business}
        onChange={(event) => change('business', event.target.checked)}
      />
      {values.business && (
        <fieldset className={styles.company}>
          <legend>{intl.formatMessage({ id: 'account.profile.companyLegend' })}</legend>
          {textField('companyName', true)}
          {textField('companyId', true)}
          {textField('vatId', false)}
        </fieldset>
      )}
      <CheckboxField
        name="consentMarketing"
        label={intl.formatMessage({ id: 'account.profile.consentMarketing' })}
        checked={values.consentMarketing}
        onChange={(event) => change('consentMarketing', event.target.checked)}
      />
      <div>
        <Button
          type="submit"
          loading={isLoading}
          loadingLabel={intl.formatMessage({ id: 'account.profile.saving' })}
        >
          {intl.formatMessage({ id: 'account.profile.save' })}
        </Button>
      </div>
    </form>
  );
}
