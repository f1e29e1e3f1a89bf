import { type FormEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { OrderEmailTemplate, OrderEmailPreview as Preview } from 'shared-domain';
import type { FormErrors } from 'shared-domain/validation';
import { Alert, Button, TextAreaField, TextField, useShop } from 'shared-ui';
import { serverFieldErrorsOf, useServerFieldErrors } from '../../forms/use-server-field-errors.ts';
import { useUnsavedChanges } from '../../forms/use-unsaved-changes.ts';
import layout from '../../frame/detail-layout.module.css';
import type { IdUnder } from '../../messages/message-ids.ts';
import styles from '../orders.module.css';
import { usePreviewOrderEmailMutation, useSendOrderEmailMutation } from '../orders-api.ts';
import { EmailPlaceholdersHint } from './email-placeholders-hint.tsx';
import { EmailTemplateField } from './email-template-field.tsx';
import { OrderEmailPreview } from './order-email-preview.tsx';
import {
  checkEmail,
  type EmailValues,
  emailFields,
  isBlank,
  noEmail,
  wouldLoseText,
} from './order-email-values.ts';

export interface OrderEmailComposerProps {
  orderNumber: string;
  /** The customer's address: staff see where the message goes before they write it. */
  recipient: string;
}

/**
 * "Napsat zákazníkovi": a message to the order's customer, from a template or from scratch. The
 * browser checks the text with the api's own rules before the preview and the send; whatever goes
 * wrong, the text stays as typed (the api keeps nothing of a mail it could not send).
 */
export function OrderEmailComposer({ orderNumber, recipient }: OrderEmailComposerProps) {
  const intl = useIntl();
  const { locale } = useShop();
  const headingId = useId();
  const formId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const t = (id: IdUnder<'admin.order.compose.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.order.compose.${id}` }, values);
  const [previewEmail, previewing] = usePreviewOrderEmailMutation();
  const [sendEmail, sending] = useSendOrderEmailMutation();
  const server = useServerFieldErrors();
  const [values, setValues] = useState<EmailValues>(noEmail);
  // What the last chosen template put into the fields: replacing that loses nothing of the staff's.
  const [filled, setFilled] = useState<EmailValues>(noEmail);
  const [templateKey, setTemplateKey] = useState('');
  const [browserErrors, setBrowserErrors] = useState<FormErrors>({});
  const [preview, setPreview] = useState<Preview | null>(null);
  const [sent, setSent] = useState(false);
  const errors: FormErrors = { ...server.fieldErrors, ...browserErrors };
  const inputId = (field: keyof EmailValues) => `${formId}-${field}`;
  useUnsavedChanges(!isBlank(values), t('unsaved'));

  const focusFirstError = (found: FormErrors) => {
    const first = emailFields.find((field) => found[field]);
    if (first) document.getElementById(inputId(first))?.focus();
  };

  /** A changed text makes the preview and the last outcome out of date. */
  const startOver = (next: EmailValues) => {
    setValues(next);
    setPreview(null);
    setSent(false);
    server.clear();
  };

  const edit = (field: keyof EmailValues, value: string) => {
    startOver({ ...values, [field]: value });
    setBrowserErrors((current) => ({ ...current, [field]: '' }));
  };

  const fillFromTemplate = (template: OrderEmailTemplate) => {
    const next = { subject: template.subject, body: template.body };
    setTemplateKey(template.key);
    setFilled(next);
    setBrowserErrors({});
    startOver(next);
  };

  /** The checked text, or null with the errors shown and the first one focused. */
  const checked = () => {
    setSent(false);
    const result = checkEmail(values, locale);
    if (!result.ok) {
      setBrowserErrors(result.errors);
      focusFirstError(result.errors);
      return null;
    }
    setBrowserErrors({});
    server.clear();
    return result.email;
  };

  const fail = (error: unknown) => {
    server.setFromError(error);
    const fields = serverFieldErrorsOf(error);
    // A refusal of a field is fixed there; anything else is read from the alert under the heading.
    if (fields) focusFirstError(fields);
    else headingRef.current?.focus();
  };

  const showPreview = async () => {
    const email = checked();
    if (!email) return;
    const result = await previewEmail({ number: orderNumber, email });
    if ('error' in result) fail(result.error);
    else setPreview(result.data);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const email = checked();
    if (!email) return;
    const result = await sendEmail({ number: orderNumber, email });
    if ('error' in result) {
      fail(result.error);
      return;
    }
    setTemplateKey('');
    setFilled(noEmail);
    startOver(noEmail);
    setSent(true);
    // The pressed button was disabled while sending: keep keyboard users in this section.
    headingRef.current?.focus();
  };

  const busy = previewing.isLoading || sending.isLoading;
  return (
    <section aria-labelledby={headingId} className={layout.card}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('title')}
      </h2>
      <p>{t('lead', { email: recipient })}</p>
      <form id={formId} className={styles.form} onSubmit={send} noValidate aria-labelledby={headingId}>
        {server.formError && <Alert tone="error">{server.formError}</Alert>}
        {sent && (
          <Alert tone="success" onDismiss={() => setSent(false)}>
            {t('sent')}
          </Alert>
        )}
        <EmailTemplateField
          orderNumber={orderNumber}
          value={templateKey}
          hasOwnText={wouldLoseText(values, filled)}
          onChoose={fillFromTemplate}
        />
        <TextField
          id={inputId('subject')}
          name="subject"
          required
          label={t('subject')}
          value={values.subject}
          error={errors.subject || undefined}
          onChange={(event) => edit('subject', event.target.value)}
        />
        <TextAreaField
          id={inputId('body')}
          name="body"
          required
          rows={10}
          label={t('body')}
          hint={<EmailPlaceholdersHint />}
          value={values.body}
          error={errors.body || undefined}
          onChange={(event) => edit('body', event.target.value)}
        />
        <div className={styles.buttons}>
          <Button
            variant="secondary"
            loading={previewing.isLoading}
            loadingLabel={t('previewing')}
            disabled={busy}
            onClick={() => void showPreview()}
          >
            {t('preview')}
          </Button>
          <Button type="submit" loading={sending.isLoading} loadingLabel={t('sending')} disabled={busy}>
            {t('send')}
          </Button>
        </div>
      </form>
      {preview && <OrderEmailPreview preview={preview} />}
    </section>
  );
}
