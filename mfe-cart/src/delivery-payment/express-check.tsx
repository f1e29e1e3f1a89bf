import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { shops } from 'shared-domain';
import { liftagoCheckSchemaFor } from 'shared-domain/contracts';
import { type FormErrors, formErrorsOfIssues } from 'shared-domain/validation';
import {
  Alert,
  Button,
  fieldErrorsOf,
  isApiError,
  Price,
  TextField,
  useApiErrorMessage,
  useAppDispatch,
  useAppSelector,
  useShop,
} from 'shared-ui';
import { type LiftagoCheckResult, useCheckCheckoutLiftagoMutation } from '../checkout-api.ts';
import { checkoutActions, checkoutSelectors, type ExpressAddress } from '../checkout-state/checkout-slice.ts';
import type { MessageId } from '../messages/message-ids.ts';
import styles from './delivery-payment.module.css';

const fields = ['address', 'city', 'postcode'] as const;

/** Each field's label: a new field without its words fails tsc. */
const fieldLabel: Record<(typeof fields)[number], MessageId> = {
  address: 'checkout.express.address',
  city: 'checkout.express.city',
  postcode: 'checkout.express.postcode',
};
const empty: ExpressAddress = { address: '', city: '', postcode: '' };

/** Same-day express: the address is checked with the courier (Liftago) before it can be chosen. */
export function ExpressCheck() {
  const intl = useIntl();
  const { shop } = useShop();
  const dispatch = useAppDispatch();
  const describe = useApiErrorMessage();
  const chosen = useAppSelector(checkoutSelectors.selectDelivery);
  const [values, setValues] = useState<ExpressAddress>(chosen?.address ?? empty);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<LiftagoCheckResult | null>(null);
  const [check, { isLoading }] = useCheckCheckoutLiftagoMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setResult(null);
    const parsed = liftagoCheckSchemaFor(shop).safeParse({ delivery_address: values });
    if (!parsed.success) {
      setErrors(formErrorsOfIssues(parsed.error.issues, shops[shop].locale));
      return;
    }
    setErrors({});
    try {
      const answer = await check(parsed.data).unwrap();
      setResult(answer);
      dispatch(checkoutActions.deliveryChosen({ type: 'express', address: parsed.data.delivery_address }));
    } catch (error) {
      dispatch(checkoutActions.deliveryChosen({ type: 'express' }));
      if (isApiError(error) && error.status === 409) {
        setFailure(intl.formatMessage({ id: 'checkout.express.unavailable' }));
      } else if (isApiError(error) && error.status === 400 && error.data.errors) {
        setErrors(fieldErrorsOf(error.data));
      } else {
        setFailure(describe(error));
      }
    }
  }

  const errorOf = (field: (typeof fields)[number]) => errors[`delivery_address.${field}`] ?? errors[field];

  // A nested <form> is invalid HTML inside the cart page's form, so this is a fieldset with its own button.
  return (
    <fieldset className={styles.group}>
      <legend className={styles.optionName}>{intl.formatMessage({ id: 'checkout.express.legend' })}</legend>
      <p>{intl.formatMessage({ id: 'checkout.express.text' })}</p>
      {fields.map((field) => (
        <TextField
          key={field}
          label={intl.formatMessage({ id: fieldLabel[field] })}
          required
          value={values[field] ?? ''}
          error={errorOf(field)}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void submit(event);
          }}
        />
      ))}
      <div className={styles.row}>
        <Button
          variant="secondary"
          onClick={(event) => void submit(event)}
          loading={isLoading}
          loadingLabel={intl.formatMessage({ id: 'checkout.express.checking' })}
        >
          {intl.formatMessage({ id: 'checkout.express.check' })}
        </Button>
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      {result && (
        <Alert tone="success">
          {intl.formatMessage({ id: 'checkout.express.available' }, { minutes: result.etaMinutes })}{' '}
          <Price value={result.price} />
          {result.testMode && ` (${intl.formatMessage({ id: 'checkout.testMode' })})`}
        </Alert>
      )}
      {!result && chosen?.address && !failure && (
        <p role="status">{intl.formatMessage({ id: 'checkout.express.checked' })}</p>
      )}
    </fieldset>
  );
}
