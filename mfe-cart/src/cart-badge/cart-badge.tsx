import { useIntl } from 'react-intl';
import { Link, ShopIntlProvider, useGetCartCountQuery, useShop } from 'shared-ui';
import { badgeMessagesFor } from '../messages/catalogues.ts';
import styles from './cart-badge.module.css';
import { CartIcon } from './cart-icon.tsx';

/**
 * Header widget (exposed as mfe_cart/CartBadge). The shell's IntlProvider has no cart messages, so
 * the badge brings its own for the language on screen.
 */
export default function CartBadgeWidget() {
  const { locale, messages } = badgeMessagesFor(useIntl().locale);
  return (
    <ShopIntlProvider locale={locale} messages={messages}>
      <CartBadge />
    </ShopIntlProvider>
  );
}

export function CartBadge() {
  const intl = useIntl();
  const { paths } = useShop();
  const { data: count } = useGetCartCountQuery();
  const label =
    count === undefined
      ? intl.formatMessage({ id: 'cart.badge.label' })
      : intl.formatMessage({ id: 'cart.badge.labelWithCount' }, { count });
  return (
    <Link to={paths.cart} className={styles.badge} aria-label={label} title={label}>
      <CartIcon />
      {count !== undefined && count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {intl.formatNumber(count)}
        </span>
      )}
    </Link>
  );
}
