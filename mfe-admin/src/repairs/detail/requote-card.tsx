import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Locale, type ServiceOrderDetail, shops } from 'shared-domain';
import {
  Alert,
  Button,
  isApiError,
  TextAreaField,
  TextField,
  useApiErrorMessage,
  useFormatMoney,
  useToast,
} from 'shared-ui';
import layout from '../../frame/detail-layout.module.css';
import type { IdUnder } from '../../messages/message-ids.ts';
import { REPAIR_NOTE_MAX_LENGTH } from '../status-change-form.ts';
import styles from './repair-detail.module.css';
import { useRequoteRepairMutation } from './repair-detail-api.ts';
import { checkRequote, type RequoteErrors, type RequoteValues, requoteServerErrors } from './requote-form.ts';

const empty: RequoteValues = { price: '', note: '' };

/**
 * "Nová cena": the technician found the repair costs otherwise. The customer is e-mailed the new
 * price with the note and approves it again (the booked price needs no approval).
 */
export function RequoteCard({ repair }: { repair: ServiceOrderDetail }) {
  const intl = useIntl();
  const toast = useToast();
  const describe = useApiErrorMessage();
  const formatMoney = useFormatMoney();
  const headingId = useId();
  const formId = useId();
  const [requote, { isLoading }] = useRequoteRepairMutation();
  const [values, setValues] = useState<RequoteValues>(empty);
  const [errors, setErrors] = useState<RequoteErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const t = (id: IdUnder<'admin.repair.requote.'>, vars?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.repair.requote.${id}` }, vars);
  const { currency } = repair.currentPrice;
  const currencyLabel = Object.values(shops).find((shop) => shop.currency === currency)?.currencyLabel;

  function change(field: keyof RequoteValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(found: RequoteErrors) {
    setErrors(found);
    const first = (['price', 'note'] as const).find((field) => found[field]);
    if (first) document.getElementById(`${formId}-${first}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const check = checkRequote(values, currency, intl.locale as Locale);
    if (!check.ok) return showErrors(check.errors);
    try {
      const changed = await requote({ number: repair.number, ...check.body }).unwrap();
      setValues(empty);
      toast.show({
        tone: 'success',
        message: t('done', { number: changed.number, price: formatMoney(changed.currentPrice) }),
      });
    } catch (error) {
      const fromServer = requoteServerErrors(error);
      if (fromServer.price || fromServer.note) showErrors(fromServer);
      else setFailure(isApiError(error) && error.status === 409 ? error.data.message : describe(error));
    }
  }

  return (
    <section aria-labelledby={headingId} className={layout.card}>
      <h2 id={headingId}>{t('title')}</h2>
      <p className={styles.muted}>{t('lead')}</p>
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <form noValidate onSubmit={submit} className={styles.form} aria-labelledby={headingId}>
        <TextField
          id={`${formId}-price`}
          name="quote_price"
          inputMode="numeric"
          autoComplete="off"
          required
          label={t('price', { currency: currencyLabel ?? currency })}
          hint={t('priceHint', { price: formatMoney(repair.currentPrice) })}
          value={values.price}
          onChange={(event) => change('price', event.target.value)}
          error={errors.price}
        />
        <TextAreaField
          id={`${formId}-note`}
          name="note"
          rows={3}
          required
          label={t('note')}
          hint={t('noteHint', { max: REPAIR_NOTE_MAX_LENGTH })}
          value={values.note}
          onChange={(event) => change('note', event.target.value)}
          error={errors.note}
        />
        <div>
          <Button type="submit" loading={isLoading} loadingLabel={t('sending')}>
            {t('submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
