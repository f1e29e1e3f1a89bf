import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { type AdminOrderDetail, shops } from 'shared-domain';
import type { FormErrors } from 'shared-domain/validation';
import { Alert, Button, TextField, useShop, useToast } from 'shared-ui';
import { serverFieldErrorsOf, useServerFieldErrors } from '../../forms/use-server-field-errors.ts';
import layout from '../../frame/detail-layout.module.css';
import type { IdUnder } from '../../messages/message-ids.ts';
import styles from '../orders.module.css';
import { useChangeDeliveryWindowMutation } from '../orders-api.ts';
import { checkWindow, type WindowValues, windowFields, windowValuesOf } from './delivery-window-values.ts';

/**
 * Moves the order's delivery (pickup) window. The times are the store's, in the shop's zone; the
 * browser checks `to` after `from` with the api's own rule, and a refusal of the api lands at its
 * field with the input kept.
 */
export function DeliveryWindowForm({ order }: { order: AdminOrderDetail }) {
  const intl = useIntl();
  const { shop, locale } = useShop();
  const { timeZone } = shops[shop];
  const toast = useToast();
  const headingId = useId();
  const formId = useId();
  const t = (id: IdUnder<'admin.order.window.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `admin.order.window.${id}` }, values);
  const [change, { isLoading }] = useChangeDeliveryWindowMutation();
  const server = useServerFieldErrors();
  const [values, setValues] = useState<WindowValues>(() => windowValuesOf(order.deliveryWindow, timeZone));
  const [browserErrors, setBrowserErrors] = useState<FormErrors>({});
  const errors: FormErrors = { ...server.fieldErrors, ...browserErrors };
  const inputId = (field: keyof WindowValues) => `${formId}-${field}`;

  const focusFirstError = (found: FormErrors) => {
    const first = windowFields.find((field) => found[field]);
    if (first) document.getElementById(inputId(first))?.focus();
  };

  const edit = (field: keyof WindowValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setBrowserErrors((current) => ({ ...current, [field]: '' }));
    server.clear();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWindow(values, timeZone, locale);
    if (!checked.ok) {
      setBrowserErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    setBrowserErrors({});
    const result = await change({ number: order.number, window: checked.window });
    if ('error' in result) {
      server.setFromError(result.error);
      focusFirstError(serverFieldErrorsOf(result.error) ?? {});
      toast.show({ tone: 'error', message: t('saveFailed') });
      return;
    }
    server.clear();
    toast.show({ tone: 'success', message: t('saved') });
  };

  return (
    <section aria-labelledby={headingId} className={layout.card}>
      <h2 id={headingId}>{t('title')}</h2>
      <form id={formId} className={styles.form} onSubmit={submit} noValidate aria-labelledby={headingId}>
        {server.formError && <Alert tone="error">{server.formError}</Alert>}
        {windowFields.map((field) => (
          <TextField
            key={field}
            id={inputId(field)}
            name={field}
            type="datetime-local"
            required
            label={t(field)}
            hint={field === 'from' ? t('hint', { timeZone }) : undefined}
            value={values[field]}
            error={errors[field] || undefined}
            onChange={(event) => edit(field, event.target.value)}
          />
        ))}
        <div>
          <Button type="submit" loading={isLoading} loadingLabel={t('saving')}>
            {t('save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
