import { useIntl } from 'react-intl';
import type { ServiceChoice } from 'shared-domain';
import { useFormatMoney } from 'shared-ui';

/**
 * A choice's label: its name, months of cover when it has them and its name does not already say
 * them ("…na 12 měsíců" would read "12 měsíců" twice), and the price per piece.
 */
export function useChoiceLabel(): (choice: Pick<ServiceChoice, 'name' | 'months' | 'price'>) => string {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  return (choice) => {
    const months = choice.months
      ? intl.formatMessage({ id: 'cart.subCart.months' }, { months: choice.months })
      : null;
    return [
      choice.name,
      months && !choice.name.includes(months) ? months : null,
      intl.formatMessage({ id: 'cart.subCart.pricePerPiece' }, { price: formatMoney(choice.price) }),
    ]
      .filter(Boolean)
      .join(', ');
  };
}
