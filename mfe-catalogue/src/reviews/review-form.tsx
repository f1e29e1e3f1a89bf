import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale, ProductReviewCreated } from 'shared-domain';
import { REVIEW_TEXT_MIN_LENGTH } from 'shared-domain/contracts';
import {
  Button,
  FormError,
  type FormErrorItem,
  fieldErrorsOf,
  isApiError,
  TextAreaField,
  TextField,
  useApiErrorMessage,
  visuallyHidden,
} from 'shared-ui';
import {
  checkReviewForm,
  emptyReviewForm,
  type ReviewField,
  type ReviewFieldErrors,
  type ReviewFormValues,
} from './review-form-check.ts';
import styles from './reviews.module.css';
import { useCreateProductReviewMutation, useGetReviewUserDataQuery } from './reviews-api.ts';

export interface ReviewFormProps {
  productId: number;
  masterSeoName: string;
  productName: string;
  onSent: (created: ProductReviewCreated) => void;
  onCancel: () => void;
}

const fieldOrder: ReviewField[] = [
  'rating',
  'text',
  'pros',
  'cons',
  'full_name',
  'voucher_or_invoice_number',
];

/** The review form: checked here first, the server's 400 shown at the same fields. */
export default function ReviewForm({
  productId,
  masterSeoName,
  productName,
  onSent,
  onCancel,
}: ReviewFormProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const describeError = useApiErrorMessage();
  const id = useId();
  const fieldId = (field: ReviewField) => `${id}-${field}`;
  const [values, setValues] = useState<ReviewFormValues>(emptyReviewForm);
  const [errors, setErrors] = useState<ReviewFieldErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  // The summary shows what the last attempt found; rebuilt only on submit, so typing a fix does not
  // move focus back to it.
  const [summary, setSummary] = useState<FormErrorItem[]>([]);
  const userData = useGetReviewUserDataQuery(masterSeoName);
  const [createReview, { isLoading: sending }] = useCreateProductReviewMutation();
  const touched = useRef(new Set<ReviewField>());

  // A signed-in customer's name and newest order with this model fill in what they did not type.
  useEffect(() => {
    const data = userData.data;
    if (!data) return;
    setValues((current) => ({
      ...current,
      full_name: touched.current.has('full_name') ? current.full_name : (data.full_name ?? current.full_name),
      voucher_or_invoice_number: touched.current.has('voucher_or_invoice_number')
        ? current.voucher_or_invoice_number
        : (data.order_numbers[0] ?? current.voucher_or_invoice_number),
    }));
  }, [userData.data]);

  function change<F extends ReviewField>(field: F, value: ReviewFormValues[F]) {
    touched.current.add(field);
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(found: ReviewFieldErrors) {
    setErrors(found);
    setSummary(
      fieldOrder
        .filter((field) => found[field])
        .map((field) => ({
          fieldId: field === 'rating' ? `${fieldId('rating')}-1` : fieldId(field),
          message: found[field]!,
        })),
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const check = checkReviewForm(values, locale);
    showErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    try {
      onSent(await createReview({ productId, form: check.body }).unwrap());
    } catch (caught) {
      const serverErrors = isApiError(caught) && caught.status === 400 ? fieldErrorsOf(caught.data) : {};
      const known = fieldOrder.filter((field) => serverErrors[field]);
      if (known.length > 0)
        showErrors(Object.fromEntries(known.map((field) => [field, serverErrors[field]])));
      else setFailure(describeError(caught));
    }
  }
  const orderNumbers = userData.data?.order_numbers ?? [];

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {intl.formatMessage({ id: 'catalogue.reviews.form.title' }, { product: productName })}
      </h3>
      <FormError
        errors={summary}
        message={failure}
        title={failure ? intl.formatMessage({ id: 'catalogue.reviews.form.failed' }) : undefined}
      />
      <RatingInput
        id={fieldId('rating')}
        value={values.rating}
        error={errors.rating}
        onChange={(rating) => change('rating', rating)}
      />
      <TextAreaField
        id={fieldId('text')}
        label={intl.formatMessage({ id: 'catalogue.reviews.form.text' })}
        hint={intl.formatMessage({ id: 'catalogue.reviews.form.textHint' }, { min: REVIEW_TEXT_MIN_LENGTH })}
        required
        rows={5}
        value={values.text}
        error={errors.text}
        onChange={(event) => change('text', event.target.value)}
      />
      <TextAreaField
        id={fieldId('pros')}
        label={intl.formatMessage({ id: 'catalogue.reviews.form.pros' })}
        rows={2}
        value={values.pros}
        error={errors.pros}
        onChange={(event) => change('pros', event.target.value)}
      />
      <TextAreaField
        id={fieldId('cons')}
        label={intl.formatMessage({ id: 'catalogue.reviews.form.cons' })}
        rows={2}
        value={values.cons}
        error={errors.cons}
        onChange={(event) => change('cons', event.target.value)}
      />
      <TextField
        id={fieldId('full_name')}
        label={intl.formatMessage({ id: 'catalogue.reviews.form.fullName' })}
        required
        autoComplete="name"
        value={values.full_name}
        error={errors.full_name}
        onChange={(event) => change('full_name', event.target.value)}
      />
      <TextField
        id={fieldId('voucher_or_invoice_number')}
        label={intl.formatMessage({ id: 'catalogue.reviews.form.voucher' })}
        hint={
          orderNumbers.length > 0
            ? intl.formatMessage(
                { id: 'catalogue.reviews.form.yourOrders' },
                { numbers: intl.formatList(orderNumbers) },
              )
            : intl.formatMessage({ id: 'catalogue.reviews.form.voucherHint' })
        }
        value={values.voucher_or_invoice_number}
        error={errors.voucher_or_invoice_number}
        onChange={(event) => change('voucher_or_invoice_number', event.target.value)}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          loading={sending}
          loadingLabel={intl.formatMessage({ id: 'catalogue.reviews.form.sending' })}
        >
          {intl.formatMessage({ id: 'catalogue.reviews.form.submit' })}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={sending}>
          {intl.formatMessage({ id: 'catalogue.reviews.form.cancel' })}
        </Button>
      </div>
    </form>
  );
}

interface RatingInputProps {
  id: string;
  value: number | null;
  error?: string;
  onChange: (rating: number) => void;
}

/** 1–5 stars as a radio group: arrow keys move between the stars, each named by its count. */
function RatingInput({ id, value, error, onChange }: RatingInputProps) {
  const intl = useIntl();
  const errorId = `${id}-error`;
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <p id={`${id}-legend`} className={styles.ratingLegend}>
        {intl.formatMessage({ id: 'catalogue.reviews.form.rating' })}
        <span aria-hidden="true"> *</span>
      </p>
      <div className={styles.starChoices}>
        {[1, 2, 3, 4, 5].map((rating) => (
          <label key={rating} className={styles.starChoice}>
            <input
              id={`${id}-${rating}`}
              type="radio"
              name={id}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
            />
            <span aria-hidden="true">★</span>
            <span className={visuallyHidden}>
              {intl.formatMessage({ id: 'catalogue.reviews.form.star' }, { rating })}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
