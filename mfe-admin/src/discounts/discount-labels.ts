import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { DiscountGridRow, Money } from 'shared-domain';
import { shops } from 'shared-domain';
import { useFormatMoney, useShop } from 'shared-ui';

/** A discount's value as staff read it: "15 %", or an amount in the shop's currency. */
export function useDiscountValueLabel(): (row: Pick<DiscountGridRow, 'type' | 'value'>) => string {
  const formatMoney = useFormatMoney();
  const { shop } = useShop();
  return useCallback(
    (row) => {
      if (row.type === 'percentage') return `${row.value}\u00a0%`;
      const money: Money = { amount: row.value, currency: shops[shop].currency };
      return formatMoney(money);
    },
    [formatMoney, shop],
  );
}

/** Archived, else active or inactive. */
export function useDiscountStateLabel(): (row: Pick<DiscountGridRow, 'archivedAt' | 'isActive'>) => string {
  const intl = useIntl();
  return useCallback(
    (row) => {
      const state = row.archivedAt ? 'archived' : row.isActive ? 'active' : 'inactive';
      return intl.formatMessage({ id: `admin.discounts.state.${state}` });
    },
    [intl],
  );
}
