import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DiscountDetail } from 'shared-domain';
import { DISCOUNT_CODES_MAX } from 'shared-domain/contracts/staff.ts';
import { formatValidationMessage } from 'shared-domain/validation';
import { Alert, Button, TextField, useApiErrorMessage, useAppDispatch, useShop } from 'shared-ui';
import { serverFieldErrorsOf } from '../../forms/use-server-field-errors.ts';
import layout from '../../frame/detail-layout.module.css';
import type { IdUnder } from '../../messages/message-ids.ts';
import { JobProgress } from '../../tasks/job-progress.tsx';
import styles from '../discounts.module.css';
import {
  discountCodesCsvHref,
  refreshDiscountCodes,
  useGenerateDiscountCodesMutation,
} from '../discounts-api.ts';

/** The count typed: a whole number from 1 to 100 000, else the message of the rule it breaks. */
function countError(locale: ReturnType<typeof useShop>['locale'], typed: string): string | undefined {
  if (!/^\d+$/.test(typed.trim())) return formatValidationMessage(locale, 'number');
  const count = Number(typed);
  if (count < 1) return formatValidationMessage(locale, 'minValue', { minValue: 1 });
  if (count > DISCOUNT_CODES_MAX)
    return formatValidationMessage(locale, 'maxValue', { maxValue: DISCOUNT_CODES_MAX });
  return undefined;
}

/** The discount's codes: how many and how many used, a job generating more, and the CSV of all. */
export function DiscountCodes({ discount }: { discount: DiscountDetail }) {
  const intl = useIntl();
  const { locale } = useShop();
  const dispatch = useAppDispatch();
  const describe = useApiErrorMessage();
  const headingId = useId();
  const t = (key: IdUnder<'admin.discount.codes.'>, values?: Record<string, number>) =>
    intl.formatMessage({ id: `admin.discount.codes.${key}` }, values);
  const [count, setCount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [generate, { isLoading }] = useGenerateDiscountCodesMutation();
  const archived = discount.archivedAt !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = countError(locale, count);
    setError(found);
    if (found) return;
    try {
      setJobId((await generate({ id: discount.id, count: Number(count) }).unwrap()).jobId);
    } catch (caught) {
      const fields = serverFieldErrorsOf(caught);
      if (fields?.count) setError(fields.count);
      else setFailure(describe(caught));
    }
  }

  return (
    <section aria-labelledby={headingId} className={layout.card}>
      <h2 id={headingId}>{t('title')}</h2>
      <p>{t('counts', { total: discount.codes.total, used: discount.codes.used })}</p>
      {discount.codes.total > 0 ? (
        <p>
          <a href={discountCodesCsvHref(discount.id)} download>
            {t('csv')}
          </a>
        </p>
      ) : null}
      {failure ? (
        <Alert tone="error" title={t('failed')} onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      {archived ? (
        <p className={styles.muted}>{t('archived')}</p>
      ) : (
        <form className={styles.codesForm} onSubmit={submit} noValidate aria-labelledby={headingId}>
          <TextField
            label={t('count')}
            hint={t('countHint')}
            inputMode="numeric"
            value={count}
            error={error}
            onChange={(event) => {
              setCount(event.target.value);
              setError(undefined);
            }}
          />
          <Button type="submit" loading={isLoading}>
            {t('generate')}
          </Button>
        </form>
      )}
      {jobId ? (
        <JobProgress key={jobId} jobId={jobId} onDone={() => dispatch(refreshDiscountCodes(discount.id))} />
      ) : null}
    </section>
  );
}
