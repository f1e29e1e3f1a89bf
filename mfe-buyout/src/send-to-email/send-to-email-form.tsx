import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from 'shared-domain';
import { QUOTE_VALIDITY_DAYS } from 'shared-domain/buyout';
import {
  Alert,
  Button,
  TextField,
  useApiErrorMessage,
  useAppDispatch,
  useAppSelector,
  useFormatDate,
} from 'shared-ui';
import { appraisalRequestOf, buyoutActions, buyoutSelectors } from '../buyout/buyout-slice.ts';
import { useSendBuyoutToEmailMutation } from '../buyout-api.ts';
import styles from './send-to-email.module.css';
import { sendToEmailFailure, validateEmailField } from './send-to-email-errors.ts';

/** "Poslat nabídku e-mailem": the offer goes to an address and stays valid for a while. */
export function SendToEmailForm() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const formatDate = useFormatDate();
  const describeApiError = useApiErrorMessage();
  const dispatch = useAppDispatch();
  const headingId = useId();
  const state = useAppSelector(buyoutSelectors.selectBuyout);
  const { email, errors, sent, validUntil } = state.sendToEmail;
  const [send, { isLoading }] = useSendBuyoutToEmailMutation();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  // The outcome is where the customer's attention belongs next.
  useEffect(() => {
    if (sent !== null) resultRef.current?.focus();
  }, [sent]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateEmailField(email, locale);
    const appraisal = appraisalRequestOf(state);
    if (invalid || !appraisal) {
      if (invalid) dispatch(buyoutActions.emailErrorsFound({ email: [invalid] }));
      inputRef.current?.focus();
      return;
    }
    try {
      const result = await send({ ...appraisal, e_mail: email.trim() }).unwrap();
      dispatch(buyoutActions.emailSent({ validUntil: result.valid_until }));
    } catch (error) {
      const fieldErrors = sendToEmailFailure(error, locale, describeApiError);
      dispatch(buyoutActions.emailFailed(fieldErrors ? { errors: fieldErrors } : {}));
      if (fieldErrors?.email) inputRef.current?.focus();
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {intl.formatMessage({ id: 'buyout.sendToEmail.title' })}
      </h3>
      <p className={styles.intro}>
        {intl.formatMessage({ id: 'buyout.sendToEmail.intro' }, { days: QUOTE_VALIDITY_DAYS })}
      </p>
      {errors.form && <Alert tone="error">{errors.form.join(' ')}</Alert>}
      <div className={styles.row}>
        <TextField
          ref={inputRef}
          className={styles.field}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          label={intl.formatMessage({ id: 'buyout.sendToEmail.email' })}
          value={email}
          error={errors.email?.[0]}
          onChange={(event) => dispatch(buyoutActions.emailChanged(event.target.value))}
        />
        <Button
          type="submit"
          loading={isLoading}
          loadingLabel={intl.formatMessage({ id: 'buyout.sendToEmail.sending' })}
        >
          {intl.formatMessage({ id: 'buyout.sendToEmail.submit' })}
        </Button>
      </div>
      {sent !== null && (
        <div ref={resultRef} tabIndex={-1} className={styles.result}>
          {sent ? (
            <Alert tone="success">
              {intl.formatMessage(
                { id: 'buyout.sendToEmail.sent' },
                { email: email.trim(), date: validUntil ? formatDate(validUntil) : '' },
              )}
            </Alert>
          ) : (
            <Alert tone="error">{intl.formatMessage({ id: 'buyout.sendToEmail.failed' })}</Alert>
          )}
        </div>
      )}
    </form>
  );
}
