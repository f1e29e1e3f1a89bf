import { useIntl } from 'react-intl';
import type { Money } from 'shared-domain';
import { Alert, Button, useFormatMoney } from 'shared-ui';

/**
 * The order would cost another total than the summary showed (the cart changed meanwhile): the
 * customer sees the new total and orders at it only by saying so.
 */
export function TotalChangedNotice({
  message,
  total,
  busy,
  onConfirm,
}: {
  message: string;
  total: Money;
  busy: boolean;
  onConfirm: () => void;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const price = formatMoney(total);
  return (
    <Alert tone="warning" title={intl.formatMessage({ id: 'checkout.totalChanged.title' })}>
      <p>{message}</p>
      <p>{intl.formatMessage({ id: 'checkout.totalChanged.newTotal' }, { total: price })}</p>
      <Button
        onClick={onConfirm}
        loading={busy}
        loadingLabel={intl.formatMessage({ id: 'checkout.submit.sending' })}
      >
        {intl.formatMessage({ id: 'checkout.totalChanged.confirm' }, { total: price })}
      </Button>
    </Alert>
  );
}
