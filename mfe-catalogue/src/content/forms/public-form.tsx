import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from 'shared-domain';
import { CV_FIELD, CV_MAX_BYTES } from 'shared-domain/contracts/forms.ts';
import { Alert, SelectField, TextAreaField, TextField, useShop } from 'shared-ui';
import { bodyOf, checkForm, emptyValues, type FieldSpec, type FormKind, formFields } from './form-fields.ts';
import { fieldLabel } from './form-labels.ts';
import { useSendFormMutation, useSendJobApplicationMutation } from './forms-api.ts';
import { ProtectedForm, type Protection, useFormSubmission } from './protected-form.tsx';

const CV_EXTENSIONS = /\.(pdf|docx?)$/i;

/**
 * One of the storefront's forms (contact, feedback, special offer request, job application): the
 * visitor's input is kept on every error, each error shows at its field, and a success replaces
 * the form. Used by its own page and by the `form` component of a content page.
 */
export function PublicForm({ kind }: { kind: FormKind }) {
  const intl = useIntl();
  const [sent, setSent] = useState(false);
  if (sent)
    return (
      <Alert tone="success" title={intl.formatMessage({ id: 'forms.success.title' })}>
        {intl.formatMessage({ id: 'forms.success.text' })}
      </Alert>
    );
  return <FormBody kind={kind} onSent={() => setSent(true)} />;
}

function FormBody({ kind, onSent }: { kind: FormKind; onSent: () => void }) {
  const intl = useIntl();
  const { shop } = useShop();
  const locale = intl.locale as Locale;
  const fields = formFields[kind];
  const idOf = (field: string) => `form-${kind}-${field}`;
  const submission = useFormSubmission([...fields.map((field) => field.name), CV_FIELD, 'captcha'], idOf);
  const { errors } = submission;
  const [values, setValues] = useState(() => emptyValues(kind));
  const [cv, setCv] = useState<File | null>(null);
  const [sendForm] = useSendFormMutation();
  const [sendApplication] = useSendJobApplicationMutation();

  function change(field: string, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    submission.clearError(field);
  }
  function checkCv(): string | undefined {
    if (kind !== 'job_application') return undefined;
    if (!cv) return intl.formatMessage({ id: 'forms.cv.required' });
    if (!CV_EXTENSIONS.test(cv.name)) return intl.formatMessage({ id: 'forms.cv.wrongType' });
    if (cv.size > CV_MAX_BYTES) return intl.formatMessage({ id: 'forms.cv.tooLarge' });
    return undefined;
  }

  async function send(protection: Protection) {
    const body = { ...bodyOf(kind, values), ...protection };
    if (kind !== 'job_application') return sendForm({ kind, body }).unwrap();
    const form = new FormData();
    for (const [name, value] of Object.entries(body)) form.append(name, String(value));
    if (cv) form.append(CV_FIELD, cv, cv.name);
    return sendApplication(form).unwrap();
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    const found = { ...checkForm(kind, shop, values, locale), [CV_FIELD]: checkCv() };
    void submission.submit(found, send, onSent);
  }

  const control = (field: FieldSpec) => {
    const common = {
      id: idOf(field.name),
      label: intl.formatMessage({ id: fieldLabel[field.name] }),
      required: field.required,
      value: values[field.name] ?? '',
      error: errors[field.name],
      autoComplete: field.autoComplete,
    };
    if (field.control === 'textarea')
      return (
        <TextAreaField
          key={field.name}
          {...common}
          rows={5}
          onChange={(event) => change(field.name, event.target.value)}
        />
      );
    if (field.control === 'rating')
      return (
        <SelectField
          key={field.name}
          {...common}
          placeholder={intl.formatMessage({ id: 'forms.rating.none' })}
          options={[5, 4, 3, 2, 1].map((rating) => ({
            value: String(rating),
            label: intl.formatMessage({ id: 'forms.rating.option' }, { rating }),
          }))}
          onChange={(event) => change(field.name, event.target.value)}
        />
      );
    return (
      <TextField
        key={field.name}
        {...common}
        type={field.control}
        inputMode={field.control === 'email' ? 'email' : field.control === 'tel' ? 'tel' : undefined}
        onChange={(event) => change(field.name, event.target.value)}
      />
    );
  };

  return (
    <ProtectedForm
      submission={submission}
      onSubmit={submit}
      submitLabel={intl.formatMessage({ id: 'forms.submit' })}
    >
      {fields.map(control)}
      {kind === 'job_application' && (
        <TextField
          id={idOf(CV_FIELD)}
          type="file"
          label={intl.formatMessage({ id: 'forms.field.cv' })}
          hint={intl.formatMessage({ id: 'forms.cv.hint' })}
          required
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          error={errors[CV_FIELD]}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setCv(event.target.files?.[0] ?? null);
            submission.clearError(CV_FIELD);
          }}
        />
      )}
    </ProtectedForm>
  );
}
