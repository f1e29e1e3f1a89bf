import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AdminProductReview, Locale } from 'shared-domain';
import {
  REVIEW_FULL_NAME_MAX_LENGTH,
  REVIEW_PROS_CONS_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
} from 'shared-domain/contracts';
import {
  Alert,
  Button,
  Dialog,
  SelectField,
  TextAreaField,
  TextField,
  useApiErrorMessage,
  useToast,
} from 'shared-ui';
import { serverFieldErrorsOf } from '../forms/use-server-field-errors.ts';
import { HistorySection } from '../masters/history-section.tsx';
import type { IdUnder } from '../messages/message-ids.ts';
import {
  checkReviewEdit,
  type ReviewEditErrors,
  type ReviewEditField,
  reviewEditFields,
  reviewEditValuesOf,
} from './review-edit-form.ts';
import styles from './reviews.module.css';
import { useUpdateReviewMutation } from './reviews-api.ts';

const RATINGS = [5, 4, 3, 2, 1];

/** Staff correct a review (a typo, a name, a rude word) before or after approving it; its history below. */
export function ReviewEditDialog({ review, onClose }: { review: AdminProductReview; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const describe = useApiErrorMessage();
  const t = (id: IdUnder<'admin.reviews.edit.'>, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.reviews.edit.${id}` }, values);
  const formId = useId();
  const idOf = (field: ReviewEditField) => `${formId}-${field}`;
  const [update, { isLoading }] = useUpdateReviewMutation();
  // The staff's input survives a refused save: nothing here is reset from the review again.
  const [values, setValues] = useState(() => reviewEditValuesOf(review));
  const [errors, setErrors] = useState<ReviewEditErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  function change(field: ReviewEditField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(found: ReviewEditErrors) {
    setErrors(found);
    const first = reviewEditFields.find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const check = checkReviewEdit(values, review, intl.locale as Locale);
    if (!check.ok) {
      showErrors(check.errors);
      return;
    }
    if (check.changes === null) {
      toast.show({ tone: 'info', message: t('unchanged') });
      onClose();
      return;
    }
    try {
      await update({ id: review.id, changes: check.changes }).unwrap();
      toast.show({ tone: 'success', message: t('saved', { name: review.full_name }) });
      onClose();
    } catch (error) {
      const fields = serverFieldErrorsOf(error) ?? {};
      const atFields = Object.fromEntries(
        reviewEditFields.filter((field) => fields[field]).map((field) => [field, fields[field]]),
      ) as ReviewEditErrors;
      if (Object.keys(atFields).length > 0) showErrors(atFields);
      else setFailure(describe(error));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!isLoading}
      title={t('title', { product: review.product_name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            {intl.formatMessage({ id: 'ui.dialog.cancel' })}
          </Button>
          <Button type="submit" form={formId} loading={isLoading} loadingLabel={t('saving')}>
            {t('submit')}
          </Button>
        </>
      }
    >
      {failure && (
        <Alert tone="error" title={t('failed')}>
          {failure}
        </Alert>
      )}
      <form id={formId} noValidate onSubmit={submit} className={styles.form}>
        <SelectField
          id={idOf('rating')}
          label={t('rating')}
          required
          value={values.rating}
          onChange={(event) => change('rating', event.target.value)}
          error={errors.rating}
          options={RATINGS.map((rating) => ({ value: String(rating), label: t('stars', { rating }) }))}
        />
        <TextAreaField
          id={idOf('pros')}
          label={t('pros')}
          hint={t('optionalHint', { max: REVIEW_PROS_CONS_MAX_LENGTH })}
          rows={2}
          value={values.pros}
          onChange={(event) => change('pros', event.target.value)}
          error={errors.pros}
        />
        <TextAreaField
          id={idOf('cons')}
          label={t('cons')}
          hint={t('optionalHint', { max: REVIEW_PROS_CONS_MAX_LENGTH })}
          rows={2}
          value={values.cons}
          onChange={(event) => change('cons', event.target.value)}
          error={errors.cons}
        />
        <TextAreaField
          id={idOf('text')}
          label={t('text')}
          hint={t('textHint', { min: REVIEW_TEXT_MIN_LENGTH, max: REVIEW_TEXT_MAX_LENGTH })}
          required
          rows={6}
          value={values.text}
          onChange={(event) => change('text', event.target.value)}
          error={errors.text}
        />
        <TextField
          id={idOf('full_name')}
          label={t('fullName')}
          hint={t('fullNameHint', { max: REVIEW_FULL_NAME_MAX_LENGTH })}
          required
          autoComplete="off"
          value={values.full_name}
          onChange={(event) => change('full_name', event.target.value)}
          error={errors.full_name}
        />
      </form>
      <HistorySection entity="review" entityId={review.id} />
    </Dialog>
  );
}
