import { useIntl } from 'react-intl';
import { CartLink, ShopIntlProvider, useGetCartCountQuery } from 'shared-ui';
import { badgeMessagesFor } from '../messages/catalogues.ts';

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
  const { data: count } = useGetCartCountQuery();
  const label =
    count === undefined
      ? intl.formatMessage({ id: 'cart.badge.label' })
      : intl.formatMessage({ id: 'cart.badge.labelWithCount' }, { count });
  return <CartLink label={label} count={count} />;
}
