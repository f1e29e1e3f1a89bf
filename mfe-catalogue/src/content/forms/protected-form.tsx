import { type FormEvent, type ReactNode, type RefObject, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  FormError,
  type FormErrorItem,
  fieldErrorsOf,
  isApiError,
  useApiErrorMessage,
} from 'shared-ui';
import { CaptchaStatus } from './captcha-status.tsx';
import type { FieldErrors } from './form-fields.ts';
import styles from './forms.module.css';
import { Honeypot } from './honeypot.tsx';
import { type Captcha, useCaptcha } from './use-captcha.ts';

/** What a protected form sends besides its fields: the captcha's solution and the honeypot's text. */
export interface Protection {
  captcha: string;
  website?: string;
}

export interface FormSubmission {
  captcha: Captcha;
  honeypot: RefObject<HTMLInputElement | null>;
  errors: FieldErrors;
  clearError: (field: string) => void;
  summary: FormErrorItem[];
  failure: string | undefined;
  waiting: boolean;
  /**
   * Shows the client's field errors and stops on any; else sends with the protection and calls
   * `onSent`. The server's field errors show at their fields, any other failure above the form;
   * what the visitor typed stays either way, and the captcha is solved anew for the next try.
   */
  submit: (
    found: FieldErrors,
    send: (protection: Protection) => Promise<unknown>,
    onSent: () => void,
  ) => Promise<void>;
}

/**
 * The state every storefront form shares. `order` lists the fields as the summary names them (the
 * captcha's error has no field to jump to); `idOf` gives a field's input id.
 */
export function useFormSubmission(order: readonly string[], idOf: (field: string) => string): FormSubmission {
  const describeError = useApiErrorMessage();
  const captcha = useCaptcha();
  const honeypot = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<FormErrorItem[]>([]);
  const [failure, setFailure] = useState<string | undefined>();
  const [waiting, setWaiting] = useState(false);

  function showErrors(found: FieldErrors) {
    setErrors(found);
    setSummary(
      order
        .filter((field) => found[field])
        .map((field) => ({
          fieldId: field === 'captcha' ? undefined : idOf(field),
          message: found[field] ?? '',
        })),
    );
  }

  async function submit(
    found: FieldErrors,
    send: (protection: Protection) => Promise<unknown>,
    onSent: () => void,
  ) {
    setFailure(undefined);
    showErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setWaiting(true);
    try {
      const solution = await captcha.take();
      const website = honeypot.current?.value ?? '';
      await send({ captcha: solution, ...(website ? { website } : {}) });
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

  const clearError = (field: string) => setErrors((current) => ({ ...current, [field]: undefined }));
  return { captcha, honeypot, errors, clearError, summary, failure, waiting, submit };
}

/** A storefront form: the error summary, its fields, the honeypot, the captcha's state and the button. */
export function ProtectedForm(props: {
  submission: FormSubmission;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { submission } = props;
  return (
    <form className={styles.form} onSubmit={props.onSubmit} noValidate>
      <FormError
        errors={submission.summary}
        message={submission.failure}
        title={submission.failure ? intl.formatMessage({ id: 'forms.failed' }) : undefined}
      />
      {props.children}
      <Honeypot ref={submission.honeypot} />
      <CaptchaStatus captcha={submission.captcha} error={submission.errors.captcha} />
      <Button
        type="submit"
        loading={submission.waiting}
        loadingLabel={intl.formatMessage({ id: 'forms.sending' })}
      >
        {props.submitLabel}
      </Button>
    </form>
  );
}
