import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Recount } from 'shared-domain/contracts/staff.ts';
import { Button, TextField, useApiErrorMessage } from 'shared-ui';
import type { IdUnder } from '../messages/message-ids.ts';
import styles from './records.module.css';
import { useSubmitRecountMutation } from './records-api.ts';

/** The counted quantity of one flagged product; the api records the difference as a movement. */
export function RecountForm({ recount }: { recount: Recount }) {
  const intl = useIntl();
  const describe = useApiErrorMessage();
  const [quantity, setQuantity] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [submit, { isLoading, error }] = useSubmitRecountMutation();
  const t = (id: IdUnder<'warehouse.recounts.'>, values?: Record<string, string>) =>
    intl.formatMessage({ id: `warehouse.recounts.${id}` }, values);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const counted = Number(quantity);
    if (quantity.trim() === '' || !Number.isInteger(counted) || counted < 0 || counted > 100_000) {
      setFieldError(t('quantityInvalid'));
      return;
    }
    setFieldError(undefined);
    await submit({ productId: recount.productId, storeId: recount.storeId, quantity: counted });
  };
  return (
    <form className={styles.inlineForm} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('counted', { product: recount.name })}
        inputMode="numeric"
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        error={fieldError ?? (error ? describe(error) : undefined)}
        required
      />
      <Button type="submit" size="small" loading={isLoading}>
        {t('save')}
      </Button>
    </form>
  );
}
