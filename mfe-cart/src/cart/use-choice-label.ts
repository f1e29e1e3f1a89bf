import { useIntl } from 'react-intl';
import type { ServiceChoice } from 'shared-domain';
import { useFormatMoney } from 'shared-ui';

/** A choice's label: its name, months of cover when it has them, and the price per piece. */
export function useChoiceLabel(): (choice: Pick<ServiceChoice, 'name' | 'months' | 'price'>) => string {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  return (choice) =>
    [
      choice.name,
      choice.months ? intl.formatMessage({ id: 'cart.subCart.months' }, { months: choice.months }) : null,
      intl.formatMessage({ id: 'cart.subCart.pricePerPiece' }, { price: formatMoney(choice.price) }),
    ]
      .filter(Boolean)
      .join(', ');
}
