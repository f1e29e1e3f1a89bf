import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from 'shared-domain';
import { newsletterConsentText, newsletterSignupSchemaFor } from 'shared-domain/contracts/forms.ts';
import { validationMessageOfIssue } from 'shared-domain/validation';
import { Alert, CheckboxField, TextField, useShop } from 'shared-ui';
import type { FieldErrors } from './form-fields.ts';
import { useSignUpForNewsletterMutation } from './forms-api.ts';
import { ProtectedForm, useFormSubmission } from './protected-form.tsx';

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

const NEWSLETTER_FIELDS = ['email', 'consent', 'captcha'] as const;
const idOf = (field: string) => `newsletter-${field}`;

function SignupForm({ onSent }: { onSent: () => void }) {
  const intl = useIntl();
  const { shop } = useShop();
  const locale = intl.locale as Locale;
  const submission = useFormSubmission(NEWSLETTER_FIELDS, idOf);
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [signUp] = useSignUpForNewsletterMutation();

  function submit(event: FormEvent) {
    event.preventDefault();
    // The captcha is solved only for a form that passes: a placeholder stands in for the check.
    const result = newsletterSignupSchemaFor(shop).safeParse({
      email,
      consent: consent || undefined,
      captcha: 'x',
    });
    const found: FieldErrors = {};
    if (!result.success)
      for (const issue of result.error.issues)
        found[String(issue.path[0])] ??= validationMessageOfIssue(issue, locale);
    void submission.submit(
      found,
      (protection) => signUp({ email, consent: true, ...protection }).unwrap(),
      onSent,
    );
  }
  return (
    <ProtectedForm
      submission={submission}
      onSubmit={submit}
      submitLabel={intl.formatMessage({ id: 'forms.newsletter.submit' })}
    >
      <TextField
        id={idOf('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        label={intl.formatMessage({ id: 'forms.field.email' })}
        required
        value={email}
        error={submission.errors.email}
        onChange={(event) => {
          setEmail(event.target.value);
          submission.clearError('email');
        }}
      />
      <CheckboxField
        id={idOf('consent')}
        label={newsletterConsentText[shop]}
        required
        checked={consent}
        error={submission.errors.consent}
        onChange={(event) => {
          setConsent(event.target.checked);
          submission.clearError('consent');
        }}
      />
    </ProtectedForm>
  );
}
