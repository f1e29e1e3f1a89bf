import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SavedAddress } from 'shared-domain';
import { MAX_DELIVERY_ADDRESSES } from 'shared-domain/contracts';
import type { FormErrors } from 'shared-domain/validation';
import {
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
import { useAccountAddAddressMutation, useAccountUpdateAddressMutation } from '../profile-api.ts';
import {
  type AddressFormValues,
  type AddressTextField,
  addressFormValuesOf,
  addressTextFields,
  checkAddressForm,
} from './address-form-values.ts';
import styles from './addresses.module.css';

export interface AddressFormProps {
  /** The address being edited; none for a new one. */
  address?: SavedAddress;
  /** Whether a new address starts as the default (the first one does). */
  defaultForNew: boolean;
  onSaved: () => void;
  onCancel: () => void;
}

const autoComplete: Record<AddressTextField, string> = {
  name: 'name',
  street: 'street-address',
  city: 'address-level2',
  postcode: 'postal-code',
  phone: 'tel',
};

/** Each text field's label: a new field without its words fails tsc. */
const fieldLabel: Record<AddressTextField, MessageId> = {
  name: 'account.addresses.name',
  street: 'account.addresses.street',
  city: 'account.addresses.city',
  postcode: 'account.addresses.postcode',
  phone: 'account.addresses.phone',
};

export function AddressForm({ address, defaultForNew, onSaved, onCancel }: AddressFormProps) {
  const intl = useIntl();
  const { shop } = useShop();
  const describeApiError = useApiErrorMessage();
  const idPrefix = useId();
  const idOf = (field: string) => `${idPrefix}-${field}`;
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<AddressFormValues>(() => addressFormValuesOf(address, defaultForNew));
  const [errors, setErrors] = useState<FormErrors>({});
  const [summary, setSummary] = useState<FormErrorItem[]>([]);
  const [formError, setFormError] = useState<string>();
  const [add, adding] = useAccountAddAddressMutation();
  const [update, updating] = useAccountUpdateAddressMutation();

  // The form opens on a click elsewhere on the page: keyboard and screen-reader users land in it.
  useEffect(() => firstFieldRef.current?.focus(), []);

  function change<F extends keyof AddressFormValues>(field: F, value: AddressFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  function showErrors(found: FormErrors, outside?: string) {
    setErrors(found);
    setSummary(summaryItems(found, addressTextFields, idOf));
    setFormError(outside);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkAddressForm(values, shop);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    showErrors({});
    try {
      if (address) await update({ id: address.id, address: checked.address }).unwrap();
      else await add(checked.address).unwrap();
      onSaved();
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.data.errors) {
        const serverErrors = fieldErrorsOf(error.data);
        showErrors(serverErrors, errorOutsideFields(serverErrors, addressTextFields));
      } else {
        showErrors({}, describeFailure(error));
      }
    }
  }

  function describeFailure(error: unknown): string {
    if (isApiError(error) && error.status === 409) {
      return intl.formatMessage({ id: 'account.addresses.tooMany' }, { max: MAX_DELIVERY_ADDRESSES });
    }
    if (isApiError(error) && error.status === 404) {
      return intl.formatMessage({ id: 'account.addresses.notFound' });
    }
    return describeApiError(error);
  }

  const hints: Partial<Record<AddressTextField, string>> = {
    postcode: intl.formatMessage({ id: 'account.addresses.postcodeHint' }),
    phone: intl.formatMessage({ id: 'account.addresses.phoneHint' }),
  };
  const titleId = `${idPrefix}-title`;

  return (
    <section aria-labelledby={titleId} className={styles.formSection}>
      <h2 id={titleId}>
        {intl.formatMessage({ id: address ? 'account.addresses.editTitle' : 'account.addresses.newTitle' })}
      </h2>
      <form className={styles.form} noValidate onSubmit={submit}>
        {(summary.length > 0 || formError) && <FormError errors={summary} message={formError} />}
        {addressTextFields.map((field) => (
          <TextField
            key={field}
            ref={field === 'name' ? firstFieldRef : undefined}
            id={idOf(field)}
            name={field}
            type={field === 'phone' ? 'tel' : 'text'}
            inputMode={field === 'postcode' ? 'numeric' : undefined}
            autoComplete={`shipping ${autoComplete[field]}`}
            label={intl.formatMessage({ id: fieldLabel[field] })}
            hint={hints[field]}
            required={field !== 'phone'}
            value={values[field]}
            onChange={(event) => change(field, event.target.value)}
            error={errors[field]}
          />
        ))}
        <CheckboxField
          name="isDefault"
          label={intl.formatMessage({ id: 'account.addresses.isDefault' })}
          checked={values.isDefault}
          onChange={(event) => change('isDefault', event.target.checked)}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            loading={adding.isLoading || updating.isLoading}
            loadingLabel={intl.formatMessage({ id: 'account.addresses.saving' })}
          >
            {intl.formatMessage({ id: 'account.addresses.save' })}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {intl.formatMessage({ id: 'account.addresses.cancel' })}
          </Button>
        </div>
      </form>
    </section>
  );
}
