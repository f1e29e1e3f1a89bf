import { useIntl } from 'react-intl';
import { Button } from 'shared-ui';
import styles from './forms.module.css';
import type { Captcha } from './use-captcha.ts';

/**
 * What the captcha is doing, read out politely by screen readers ("Ověřuji, že nejste robot…"),
 * with the api's "invalid captcha" message under it and a way to try again.
 */
export function CaptchaStatus({ captcha, error }: { captcha: Captcha; error?: string }) {
  const intl = useIntl();
  const percent = Math.round(captcha.progress * 100);
  return (
    <div className={styles.captcha}>
      <p role="status" aria-live="polite" className={styles.captchaStatus}>
        {captcha.status === 'solving' && intl.formatMessage({ id: 'forms.captcha.solving' })}
        {captcha.status === 'solved' && intl.formatMessage({ id: 'forms.captcha.solved' })}
        {captcha.status === 'failed' && intl.formatMessage({ id: 'forms.captcha.failed' })}
      </p>
      {captcha.status === 'solving' && (
        <progress
          className={styles.captchaProgress}
          max={100}
          value={percent}
          aria-label={intl.formatMessage({ id: 'forms.captcha.progress' })}
        />
      )}
      {error && (
        <p className={styles.captchaError} id="form-captcha-error">
          {error}
        </p>
      )}
      {(captcha.status === 'failed' || error) && (
        <Button type="button" variant="secondary" onClick={() => captcha.renew()}>
          {intl.formatMessage({ id: 'forms.captcha.retry' })}
        </Button>
      )}
    </div>
  );
}
