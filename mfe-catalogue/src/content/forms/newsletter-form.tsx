import { type FormEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from 'shared-domain';
import { newsletterConsentText, newsletterSignupSchemaFor } from 'shared-domain/contracts/forms.ts';
import { validationMessageOfIssue } from 'shared-domain/validation';
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
import { CaptchaStatus } from './captcha-status.tsx';
import type { FieldErrors } from './form-fields.ts';
import styles from './forms.module.css';
import { useSignUpForNewsletterMutation } from './forms-api.ts';
import { Honeypot } from './honeypot.tsx';
import { useCaptcha } from './use-captcha.ts';

/**
 * The newsletter signup: an address and the consent, whose exact words (kept by the api with the
 * signup) are the box's label. Done, it says a confirmation link is on its way (double opt-in).
 */
export function NewsletterForm() {
  const intl = useIntl();
  const [sent, setSent] = useState(false);
  if (sent)
    return (
      <Alert tone="success" title={intl.formatMessage({ id: 'forms.newsletter.sentTitle' })}>
        {intl.formatMessage({ id: 'forms.newsletter.sentText' })}
      </Alert>
    );
  return <SignupForm onSent={() => setSent(true)} />;
}

function SignupForm({ onSent }: { onSent: () => void }) {
  const intl = useIntl();
  const { shop } = useShop();
  const locale = intl.locale as Locale;
  const describeError = useApiErrorMessage();
  const captcha = useCaptcha();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<FormErrorItem[]>([]);
  const [failure, setFailure] = useState<string | undefined>();
  const [waiting, setWaiting] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const [signUp] = useSignUpForNewsletterMutation();

  function showErrors(found: FieldErrors) {
    setErrors(found);
    setSummary(
      (['email', 'consent', 'captcha'] as const)
        .filter((field) => found[field])
        .map((field) => ({
          fieldId: field === 'captcha' ? undefined : `newsletter-${field}`,
          message: found[field] ?? '',
        })),
    );
  }
  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const result = newsletterSignupSchemaFor(shop).safeParse({
      email,
      consent: consent || undefined,
      captcha: 'x',
    });
    const found: FieldErrors = {};
    if (!result.success)
      for (const issue of result.error.issues)
        found[String(issue.path[0])] ??= validationMessageOfIssue(issue, locale);
    showErrors(found);
    if (!result.success) return;
    setWaiting(true);
    try {
      const website = honeypot.current?.value ?? '';
      await signUp({
        email,
        consent: true,
        captcha: await captcha.take(),
        ...(website ? { website } : {}),
      }).unwrap();
      onSent();
    } catch (caught) {
      const serverErrors = isApiError(caught) && caught.status < 500 ? fieldErrorsOf(caught.data) : {};
      if (Object.keys(serverErrors).length > 0) showErrors(serverErrors);
      else setFailure(describeError(caught));
      captcha.renew();
    } finally {
      setWaiting(false);
    }
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormError
        errors={summary}
        message={failure}
        title={failure ? intl.formatMessage({ id: 'forms.failed' }) : undefined}
      />
      <TextField
        id="newsletter-email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={intl.formatMessage({ id: 'forms.field.email' })}
        required
        value={email}
        error={errors.email}
        onChange={(event) => {
          setEmail(event.target.value);
          setErrors((current) => ({ ...current, email: undefined }));
        }}
      />
      <CheckboxField
        id="newsletter-consent"
        label={newsletterConsentText[shop]}
        required
        checked={consent}
        error={errors.consent}
        onChange={(event) => {
          setConsent(event.target.checked);
          setErrors((current) => ({ ...current, consent: undefined }));
        }}
      />
      <Honeypot ref={honeypot} />
      <CaptchaStatus captcha={captcha} error={errors.captcha} />
      <Button type="submit" loading={waiting} loadingLabel={intl.formatMessage({ id: 'forms.sending' })}>
        {intl.formatMessage({ id: 'forms.newsletter.submit' })}
      </Button>
    </form>
  );
}
