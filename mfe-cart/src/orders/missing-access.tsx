import { useIntl } from 'react-intl';
import { checkoutRoute } from 'shared-domain';
import { Alert, Link, useShop } from 'shared-ui';

/** The page was opened without the order's link (no token): the status page finds the order. */
export function MissingAccess() {
  const intl = useIntl();
  const { shop } = useShop();
  return (
    <Alert tone="warning">
      <p>{intl.formatMessage({ id: 'orders.missingToken' })}</p>
      <Link to={checkoutRoute(shop, 'status')}>{intl.formatMessage({ id: 'orders.lookUp' })}</Link>
    </Alert>
  );
}
